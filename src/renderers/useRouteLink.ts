import { useCallback } from 'react';
import { useBasename } from 'react-admin';
import { roleMayOpen } from '../access';
import { ROUTES } from '../generated/routes';
import { useOperatorState } from '../operator';
import { routePathFor, withBasename } from './routeLinks';

/**
 * Absolute in-app path of a named route under the current console mount, or undefined when it
 * cannot be built or the signed-in role may not open it (§6, the guard's own rule): every link the
 * renderers draw (dashboard cards and buttons, related lists, column links, row clicks) comes from
 * here, so none leads to a 403.
 */
export function useRouteLink(): (name: string, id?: string | number) => string | undefined {
  const basename = useBasename();
  const { role } = useOperatorState();
  return useCallback(
    (name, id) => {
      const route = ROUTES.find((r) => r.name === name);
      if (!route || !roleMayOpen(route, role)) return undefined;
      const path = routePathFor(ROUTES, name, id);
      return path === undefined ? undefined : withBasename(basename, path);
    },
    [basename, role],
  );
}

/** A named route's path relative to the mount, for react-admin redirects that add the basename themselves. */
export function routePath(name: string, id?: string | number): string | undefined {
  return routePathFor(ROUTES, name, id);
}
