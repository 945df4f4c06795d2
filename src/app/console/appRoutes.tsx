import { Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import type { RouteDef } from '../../model/types';

/** One APP route as react-admin mounts it: its path relative to the console's basename. */
export interface ConsoleRoute {
  readonly name: string;
  readonly path: string;
  readonly Page: ComponentType;
}

/**
 * The APP routes that have a page, as paths relative to the mount. Each route gets its own
 * react-router entry so a page reads its own path parameters (`useParams().userId`), which a
 * single catch-all route would hide.
 */
export function consoleRoutes(
  routes: readonly RouteDef[],
  pages: Readonly<Record<string, ComponentType>>,
): ConsoleRoute[] {
  const out: ConsoleRoute[] = [];
  for (const route of routes) {
    const Page = route.layout === 'APP' && route.page ? pages[route.page] : undefined;
    if (Page) out.push({ name: route.name, path: route.path.replace(/^\/+/, ''), Page });
  }
  return out;
}

/** The `<Route>` elements for `<CustomRoutes>`; keyed by route name so a page never outlives its route. */
export function consoleRouteElements(list: readonly ConsoleRoute[]) {
  return list.map(({ name, path, Page }) => (
    <Route
      key={name}
      path={path}
      element={
        <Suspense fallback={<Loading />}>
          <Page key={name} />
        </Suspense>
      }
    />
  ));
}
