import { canAccess, canAccessResource, roleMayOpen } from '../access';
import { routeCallResource, routeFirstCall, type RouteCall } from '../data/routeCalls';
import { matchRoute, URL_TOKEN_PARAM } from '../routing';

/**
 * The first call of the page the URL opens, for a role that may read it, known from the URL and
 * the token alone: it leaves with the §2 start-up calls instead of after them (issue 30). Should
 * the guard send the operator elsewhere once the answers are in, the answer is simply not used.
 */
export function firstRouteCall(
  pathname: string,
  search: string,
  adminMode: boolean,
  role: string | null,
): RouteCall | null {
  const match = matchRoute(pathname, adminMode);
  if (!match || match.route.layout !== 'APP' || !roleMayOpen(match.route, role)) return null;
  // Signed in by a URL token, the page opens on the URL the guard lands on: without the token.
  const query = new URLSearchParams(search);
  if (!match.route.keepTokenParam) query.delete(URL_TOKEN_PARAM);
  const landing = query.size > 0 ? `?${query.toString()}` : '';
  const call = routeFirstCall(match.route, match.params, landing, (section) =>
    canAccess(role, 'read', section),
  );
  if (!call) return null;
  const resource = routeCallResource(call);
  return resource === null || canAccessResource(role, 'read', resource) ? call : null;
}
