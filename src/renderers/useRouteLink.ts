import { useCallback } from 'react';
import { useBasename } from 'react-admin';
import { ROUTES } from '../generated/routes';
import { routePathFor, withBasename } from './routeLinks';

/** Absolute in-app path of a named route under the current console mount, or undefined when it cannot be built. */
export function useRouteLink(): (name: string, id?: string | number) => string | undefined {
  const basename = useBasename();
  return useCallback(
    (name, id) => {
      const path = routePathFor(ROUTES, name, id);
      return path === undefined ? undefined : withBasename(basename, path);
    },
    [basename],
  );
}

/** A named route's path relative to the mount, for react-admin redirects that add the basename themselves. */
export function routePath(name: string, id?: string | number): string | undefined {
  return routePathFor(ROUTES, name, id);
}
