import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import type { RouteDef } from '../../model/types';
import { RoutePage } from './CurrentPage';

/**
 * The APP routes that have a page, as paths relative to the mount. Each route gets its own
 * react-router entry so a page reads its own path parameters (`useParams().userId`), which a
 * single catch-all route would hide.
 */
export function consoleRoutes(routes: readonly RouteDef[]): RouteDef[] {
  return routes.filter((route) => route.layout === 'APP' && (route.page || route.component));
}

/** The `<Route>` elements for `<CustomRoutes>`; keyed by route name so a page never outlives its route. */
export function consoleRouteElements(
  list: readonly RouteDef[],
  page: (route: RouteDef) => ReactNode = (route) => <RoutePage route={route} />,
) {
  return list.map((route) => (
    <Route key={route.name} path={route.path.replace(/^\/+/, '')} element={page(route)} />
  ));
}
