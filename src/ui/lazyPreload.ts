import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy component whose chunk can be fetched and evaluated before React first renders it. */
export type PreloadableComponent<P = object> = LazyExoticComponent<ComponentType<P>> & {
  readonly preload: () => Promise<unknown>;
};

/**
 * `React.lazy` with a `preload()` that starts the same import: once the module has been fetched and
 * evaluated ahead (while the start-up calls are in flight), the first render finds it in
 * the module map and requests nothing. A failed load is forgotten, so the next attempt (React's
 * render, or another preload) tries again instead of reusing the rejection.
 */
export function lazyPreload<P = object, S extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  /** What is known of the component before it loads (e.g. which roles it offers anything to). */
  statics?: S,
): PreloadableComponent<P> & S {
  type Module = { default: ComponentType<P> };
  let pending: Promise<Module> | undefined;
  let loaded: Module | undefined;
  const once = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  // React.lazy learns of a module only through `then`, and a settled promise still calls back a
  // microtask later: the first render would suspend, and React holds a revealed boundary back
  // up to 300 ms (its fallback throttle), so a preloaded page showed late. A module already here
  // is handed over synchronously instead.
  const fromCache = () =>
    loaded
      ? ({ then: (resolve: (m: Module) => void) => resolve(loaded as Module) } as Promise<Module>)
      : once();
  return Object.assign(lazy(fromCache), statics as S, { preload: once });
}

/** Starts preloads whose failure is left to the render that needs them (its boundary shows it). */
export function preloadAll(items: readonly { readonly preload: () => Promise<unknown> }[]): void {
  for (const item of items) item.preload().catch(() => undefined);
}
