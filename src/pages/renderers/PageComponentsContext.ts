import { createContext, type ComponentType } from 'react';

/**
 * Hand-written components a schema page names (a list's `rowActions`), handed in by the page's
 * generated module so they load in that page's chunk and nowhere else.
 */
export const PageComponentsContext = createContext<Readonly<Record<string, ComponentType>>>({});
