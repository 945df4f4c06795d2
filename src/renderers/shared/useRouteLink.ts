import { useCallback } from 'react';
import { useBasename } from 'react-admin';
import { mayOpenRoute } from '../../access';
import { ROUTES } from '../../generated/routes';
import { useOperatorState } from '../../operator';
import { routePathFor, withBasename } from './routeLinks';

/**
 * Whether the signed-in role may open a named route now: the guard's own rule (§6 grants, the
 * page's action, its feature gate on the operator's loaded state). A link, a row click or a
 * prefetch is offered only when this says yes, so none leads to a 403 or a silent redirect.
 */
export function useMayOpenRoute(): (name: string) => boolean {
  const state = useOperatorState();
  return useCallback(
    (name) => {
      const route = ROUTES.find((r) => r.name === name);
      return !!route && mayOpenRoute(route, state.role, state);
    },
    [state],
  );
}

/**
 * Absolute in-app path of a named route under the current console mount, or undefined when it
 * cannot be built or the signed-in role may not open it now (useMayOpenRoute): every link the
 * renderers draw (dashboard cards and buttons, related lists, column links, row clicks) comes from
 * here.
 */
export function useRouteLink(): (name: string, id?: string | number) => string | undefined {
  const basename = useBasename();
  const mayOpen = useMayOpenRoute();
  return useCallback(
    (name, id) => {
      if (!mayOpen(name)) return undefined;
      const path = routePathFor(ROUTES, name, id);
      return path === undefined ? undefined : withBasename(basename, path);
    },
    [basename, mayOpen],
  );
}

/** A named route's path relative to the mount, for react-admin redirects that add the basename themselves. */
export function routePath(name: string, id?: string | number): string | undefined {
  return routePathFor(ROUTES, name, id);
}
