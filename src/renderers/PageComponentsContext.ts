import { createContext, type ComponentType } from 'react';

/**
 * Hand-written components a schema page names (a list's `rowActions`), looked up by name. The app
 * provides its page registry (lazy components); renderers never import features themselves.
 */
export const PageComponentsContext = createContext<Readonly<Record<string, ComponentType>>>({});
