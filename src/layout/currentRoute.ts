import { createContext, useContext } from 'react';
import type { RouteDef } from '../model/types';

/** The route the guard decided to render, for the layout (title, back arrow) and the page. */
export interface CurrentRoute {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
  /** The super admin's operator view: the operator id in the URL; null elsewhere. */
  readonly operatorViewId: string | null;
  /** Path prefix of the mount ('' or '/operators/42'). */
  readonly basename: string;
}

export const CurrentRouteContext = createContext<CurrentRoute | null>(null);

export function useCurrentRoute(): CurrentRoute {
  const current = useContext(CurrentRouteContext);
  if (!current) throw new Error('useCurrentRoute must be used under the Gate');
  return current;
}
