import { createContext, type ComponentType } from 'react';

/**
 * A hand-written component a schema page names. `mayUse` says whether a role is offered anything
 * by it (a row-actions component drawing nothing for a role): the list then draws no column for it.
 */
export type PageComponent = ComponentType & {
  readonly mayUse?: (role: string | null | undefined) => boolean;
};

/**
 * Hand-written components a schema page names (a list's `rowActions`), looked up by name. The app
 * provides its page registry (lazy components); renderers never import features themselves.
 */
export const PageComponentsContext = createContext<Readonly<Record<string, PageComponent>>>({});
