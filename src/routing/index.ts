import { FEATURES } from '../generated/features';
import { PERMISSIONS } from '../generated/permissions';
import { ROLE_CODES, ROLES } from '../generated/roles';
import { ROUTES } from '../generated/routes';
import { createGuard } from './guard';
import { matchRoute as matchRouteIn, type RouteMatch } from './match';
import { sanitizeToRoute as sanitizeToRouteIn } from './toRoute';

export { isAdminHost, isAdminMode, readLegacyAdminFlag } from './adminMode';
export { OPERATOR_VIEW_PREFIX, matchPattern, splitOperatorView, type RouteMatch } from './match';
export { TO_ROUTE_PARAM } from './toRoute';
export {
  GUARD_ROUTES,
  URL_TOKEN_LOGIN_FAILED,
  URL_TOKEN_PARAM,
  createGuard,
  type Decision,
  type DecisionEffects,
  type GuardData,
  type GuardInput,
  type GuardOperatorState,
} from './guard';

/** The §2 navigation guard over the generated routes and roles. */
export const decide = createGuard({
  routes: ROUTES,
  roles: ROLES,
  roleCodes: ROLE_CODES,
  featureGroups: FEATURES.groups,
  permissions: PERMISSIONS,
});

export function matchRoute(pathname: string, adminMode: boolean): RouteMatch | null {
  return matchRouteIn(ROUTES, pathname, adminMode);
}

/** A safe in-app toRoute (path + search) for this mode, or null. */
export function sanitizeToRoute(raw: string | null | undefined, adminMode: boolean): string | null {
  return sanitizeToRouteIn(raw, ROUTES, adminMode)?.path ?? null;
}
