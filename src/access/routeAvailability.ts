import type { FeatureGroupDef, PermissionMatrix, RouteDef } from '../model/types';
import { evaluateGateIn, type GateState } from './gate';
import { canAccessIn } from './permissions';

export interface AvailabilityContext {
  readonly role: string | null | undefined;
  readonly adminMode: boolean;
  /** Undefined before the start-up loads finish: feature gates are then not judged yet. */
  readonly operatorState?: GateState | undefined;
}

export interface AvailabilityData {
  readonly groups: readonly FeatureGroupDef[];
  readonly permissions: PermissionMatrix;
}

/** Whether the route exists in this console mode (§2: admin-only, non-admin-only, both). */
export function routeExistsInMode(route: RouteDef, adminMode: boolean): boolean {
  if (route.mode === 'adminOnly') return adminMode;
  if (route.mode === 'nonAdmin') return !adminMode;
  return true;
}

/**
 * The one rule for who may open a route (§6): the route's `roles:` let the role in, and the role
 * may read the route's section. Both, so a role added to a role group gets only the pages its
 * grants allow, and a page is never drawn as a link for someone the guard would refuse. The guard,
 * the menus, every link the console draws and the generator's link checks use this rule.
 */
export function roleMayOpenIn(
  permissions: PermissionMatrix,
  route: Pick<RouteDef, 'roles' | 'section'>,
  role: string | null | undefined,
): boolean {
  if (route.roles === 'public') return true;
  if (!role || !route.roles.includes(role)) return false;
  return route.section === undefined || canAccessIn(permissions, role, 'read', route.section);
}

/** Mode, who may open it (§6) and feature gate (§2) together. */
export function isRouteAvailableIn(
  data: AvailabilityData,
  route: RouteDef,
  ctx: AvailabilityContext,
): boolean {
  if (!routeExistsInMode(route, ctx.adminMode)) return false;
  if (!roleMayOpenIn(data.permissions, route, ctx.role)) return false;
  return !ctx.operatorState || evaluateGateIn(data.groups, route.gate, ctx.operatorState);
}
