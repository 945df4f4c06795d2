import type { FeatureGroupDef, RouteDef } from '../model/types';
import { evaluateGateIn, type GateState } from './gate';

export interface AvailabilityContext {
  readonly role: string | null | undefined;
  readonly adminMode: boolean;
  /** Undefined before the start-up loads finish: feature gates are then not judged yet. */
  readonly operatorState?: GateState | undefined;
}

/** Whether the route exists in this console mode (§2: admin-only, non-admin-only, both). */
export function routeExistsInMode(route: RouteDef, adminMode: boolean): boolean {
  if (route.mode === 'adminOnly') return adminMode;
  if (route.mode === 'nonAdmin') return !adminMode;
  return true;
}

/** Whether the role's route list lets it in ('public' lets everyone in). */
export function roleMayOpen(route: RouteDef, role: string | null | undefined): boolean {
  return route.roles === 'public' || (!!role && route.roles.includes(role));
}

/** Mode, role list (§6) and feature gate (§2) together. */
export function isRouteAvailableIn(
  groups: readonly FeatureGroupDef[],
  route: RouteDef,
  ctx: AvailabilityContext,
): boolean {
  if (!routeExistsInMode(route, ctx.adminMode) || !roleMayOpen(route, ctx.role)) return false;
  return !ctx.operatorState || evaluateGateIn(groups, route.gate, ctx.operatorState);
}
