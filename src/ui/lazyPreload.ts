import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy component whose chunk can be fetched and evaluated before React first renders it. */
export type PreloadableComponent<P = object> = LazyExoticComponent<ComponentType<P>> & {
  readonly preload: () => Promise<unknown>;
};

/**
 * `React.lazy` with a `preload()` that starts the same import: once the module has been fetched and
 * evaluated ahead (issue 11: while the start-up calls are in flight), the first render finds it in
 * the module map and requests nothing. A failed load is forgotten, so the next attempt (React's
 * render, or another preload) tries again instead of reusing the rejection.
 */
export function lazyPreload<P = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return Object.assign(lazy(once), { preload: once });
}

/** Starts preloads whose failure is left to the render that needs them (its boundary shows it). */
export function preloadAll(items: readonly { readonly preload: () => Promise<unknown> }[]): void {
  for (const item of items) item.preload().catch(() => undefined);
}
