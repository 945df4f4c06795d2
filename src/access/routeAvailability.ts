import type { FeatureGroupDef, PermissionMatrix, RouteDef } from '../model/types';
import { evaluateGateIn, type GateState } from './gate';
import { roleMayOpenIn } from './permissions';

export { roleMayOpenIn };

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
