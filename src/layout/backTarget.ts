import type { RouteDef } from '../model/types';
import { ROUTES } from '../generated/routes';
import { routePathFor, withBasename } from '../renderers/shared/routeLinks';

/** Where the back arrow goes: the route's back target; in the super admin's operator view, Operators. */
export function backTarget(
  route: Pick<RouteDef, 'back'>,
  basename: string,
  operatorViewId: string | null,
): string | null {
  if (route.back) {
    const path = routePathFor(ROUTES, route.back);
    return path === undefined ? null : withBasename(basename, path);
  }
  return operatorViewId ? (routePathFor(ROUTES, 'Operators') ?? null) : null;
}
