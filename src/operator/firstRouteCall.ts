import { canAccess, roleMayOpen } from '../access';
import { canAccessResource } from '../access/resources';
import { routeCallResource, routeFirstCall, type RouteCall } from '../data/routeCalls';
import { matchRoute, URL_TOKEN_PARAM } from '../routing';

/**
 * The first call of the page the URL opens, for a role that may read it, known from the URL and
 * the token alone: it leaves with the §2 start-up calls instead of after them. Only a
 * page with no feature gate: the guard's other reasons to send the operator elsewhere (grants)
 * are known from the token already.
 */
export function firstRouteCall(
  pathname: string,
  search: string,
  adminMode: boolean,
  role: string | null,
): RouteCall | null {
  const match = matchRoute(pathname, adminMode);
  if (!match || match.route.layout !== 'APP' || !roleMayOpen(match.route, role)) return null;
  // A gated page waits for the answers its gate reads: with the gate shut the guard sends the
  // operator elsewhere, and no request for the page's records may have left before that.
  if (match.route.gate) return null;
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
