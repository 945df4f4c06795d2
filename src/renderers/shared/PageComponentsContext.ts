import { createContext, useEffect, useState, type ComponentType } from 'react';

/**
 * A hand-written component a schema page names. `mayUse` says whether a role is offered anything
 * by it (a row-actions component drawing nothing for a role): the list then draws no column for it.
 */
export type PageComponent = ComponentType & {
  readonly mayUse?: (role: string | null | undefined) => boolean;
  /** Fetches its code (a lazy chunk): a list's rows wait for it rather than grow when it lands. */
  readonly preload?: () => Promise<unknown>;
};

/**
 * Whether a lazy component's code is in: a list draws its rows once their row-actions can be
 * drawn with them (CLS 0: a late actions cell would widen its column and the rows under it,
 * 33 → 53 px on Settings → Team). A failed load counts as in: its own boundary shows the failure.
 */
export function useCodeReady(component: PageComponent | undefined): boolean {
  const preload = component?.preload;
  const [ready, setReady] = useState<PageComponent['preload'] | null>(null);
  useEffect(() => {
    if (!preload) return;
    let live = true;
    const done = () => live && setReady(() => preload);
    preload().then(done, done);
    return () => {
      live = false;
    };
  }, [preload]);
  return !preload || ready === preload;
}

/**
 * Hand-written components a schema page names (a list's `rowActions`), looked up by name. The app
 * provides its page registry (lazy components); renderers never import features themselves.
 */
export const PageComponentsContext = createContext<Readonly<Record<string, PageComponent>>>({});
