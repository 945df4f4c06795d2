import { createContext, useCallback, useContext, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useStoreContext } from 'react-admin';
import { canAccess, mayOpenRoute } from '../../access';
import { canAccessResource } from '../../access/resources';
import { prefetchRouteCall, routeCallResource, routeFirstCall } from '../../data/routeCalls';
import { ROUTES } from '../../generated/routes';
import type { RouteDef } from '../../model/types';
import { useOperatorState } from '../../operator';

/** Starts loading a route's code (the app's preloadRoute: the shell provides it, layout cannot import it). */
export const PreloadRouteContext = createContext<(route: RouteDef) => void>(() => undefined);

/** A pointer resting this long on a link is a likely click; one passing over it is not. */
export const REST_MS = 60;

/**
 * What a link to a route fetches ahead when the pointer rests on it or it takes the focus:
 * the page's code and its first call, the call through react-admin's dataProvider
 * into its cache, under the key the page reads, so a click shows the rows without asking again.
 * A list the operator has already set up (its sort, page or filters kept in react-admin's store)
 * opens with those: its call is not guessed.
 */
export function useRoutePrefetch(): (routeName: string, id?: string | number) => void {
  const preloadRoute = useContext(PreloadRouteContext);
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const store = useStoreContext();
  const state = useOperatorState();
  const { role, operatorId } = state;
  return useCallback(
    (routeName: string, id?: string | number) => {
      const route = ROUTES.find((r) => r.name === routeName);
      // The guard's rule, gate included: nothing is fetched for a page that would not open.
      if (!route || !mayOpenRoute(route, role, state)) return;
      preloadRoute(route);
      // A record's page (a row's link): its one path parameter is the record's id.
      const param = /:(\w+)/.exec(route.path)?.[1];
      if (param && id === undefined) return;
      const params = param ? { [param]: String(id) } : {};
      const call = routeFirstCall(route, params, '', (section) => canAccess(role, 'read', section));
      if (!call) return;
      const resource = routeCallResource(call);
      if (resource !== null && !canAccessResource(role, 'read', resource)) return;
      if (call.kind === 'list' && store.getItem(`${call.resource}.listParams`) !== undefined)
        return;
      prefetchRouteCall(queryClient, dataProvider, call, operatorId);
    },
    [preloadRoute, queryClient, dataProvider, store, state, role, operatorId],
  );
}

/**
 * Props for a link: prefetch on a pointer's rest (not its passing), on focus, and at the latest as
 * the button goes down: the call then leaves with the click, while the new page draws, not after.
 */
export function usePrefetchOnIntent(routeName: string | undefined, id?: string | number) {
  const prefetch = useRoutePrefetch();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (!routeName) return {};
  const cancel = () => clearTimeout(timer.current);
  return {
    onPointerEnter: () => {
      cancel();
      timer.current = setTimeout(() => prefetch(routeName, id), REST_MS);
    },
    onPointerLeave: cancel,
    onPointerDown: () => {
      cancel();
      prefetch(routeName, id);
    },
    onFocus: () => prefetch(routeName, id),
  };
}
