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

/**
 * Whether the guard lets this role through to the route now: who may open it (§6) and its feature
 * gate (§2) on the operator's state; before that state is known, the gate is not judged. The
 * guard, the menus and every link, row and prefetch the console draws ask this.
 */
export function mayOpenRouteIn(
  data: AvailabilityData,
  route: RouteDef,
  role: string | null | undefined,
  operatorState?: GateState,
): boolean {
  if (!roleMayOpenIn(data.permissions, route, role)) return false;
  return !operatorState || evaluateGateIn(data.groups, route.gate, operatorState);
}

/** Mode, who may open it (§6) and feature gate (§2) together. */
export function isRouteAvailableIn(
  data: AvailabilityData,
  route: RouteDef,
  ctx: AvailabilityContext,
): boolean {
  if (!routeExistsInMode(route, ctx.adminMode)) return false;
  return mayOpenRouteIn(data, route, ctx.role, ctx.operatorState);
}
