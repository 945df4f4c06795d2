import { FEATURES } from '../generated/features';
import { PERMISSIONS } from '../generated/permissions';
import { ROLES } from '../generated/roles';
import { ROUTES } from '../generated/routes';
import type { Gate, MenuDef, RoleDef, RouteDef } from '../model/types';
import { evaluateGateIn, type GateState } from './gate';
import { homeRouteIn, type HomeContext } from './home';
import { visibleMenuIn, type MenuContext, type VisibleMenuGroup } from './menu';
import { isRouteAvailableIn, mayOpenRouteIn, type AvailabilityContext } from './routeAvailability';

export type { Action } from './permissions';
export type { GateState } from './gate';
export type { HomeContext } from './home';
export type { AvailabilityContext } from './routeAvailability';
export type { MenuContext, VisibleMenuGroup, VisibleMenuItem } from './menu';
export { EMPTY_GATE_STATE, evaluateGateIn, web3Finished, web3Started } from './gate';
export { canAccessIn } from './permissions';
export { FALLBACK_HOME, homeNeedsSetupIn, homeRouteIn } from './home';
export {
  isRouteAvailableIn,
  mayOpenRouteIn,
  roleMayOpenIn,
  routeExistsInMode,
} from './routeAvailability';
export type { AvailabilityData } from './routeAvailability';
export { visibleMenuIn } from './menu';
export {
  showBillingChip,
  showEmailBanner,
  showInvite,
  showUserBalanceExport,
  type SlotContext,
} from './topBarSlots';
export {
  TEAM_REFUSAL_KEYS,
  teamChangeRefusal,
  type TeamChange,
  type TeamRefusal,
} from './teamGuard';
export { ALWAYS_COUNTED_PROGRESS, MISSIONS_PROGRESS_FEATURE, isSetupFinished } from './setup';

// The same functions bound to the generated console data. The two the front door uses live in
// ./bound, which it imports alone: this index, with the menus' and the team's rules, is the
// console's.
export { canAccess, roleMayOpen } from './bound';

export function evaluateGate(gate: Gate | undefined, state: GateState): boolean {
  return evaluateGateIn(FEATURES.groups, gate, state);
}

export function isRouteAvailable(route: RouteDef, ctx: AvailabilityContext): boolean {
  return isRouteAvailableIn({ groups: FEATURES.groups, permissions: PERMISSIONS }, route, ctx);
}

/**
 * Whether the guard lets the role through to the route now, gate included once the operator's
 * state is known (mayOpenRouteIn): a link, a row or a prefetch is offered only then.
 */
export function mayOpenRoute(
  route: RouteDef,
  role: string | null | undefined,
  operatorState?: GateState,
): boolean {
  return mayOpenRouteIn(
    { groups: FEATURES.groups, permissions: PERMISSIONS },
    route,
    role,
    operatorState,
  );
}

export function visibleMenu(menu: MenuDef, ctx: MenuContext): VisibleMenuGroup[] {
  return visibleMenuIn(
    { routes: ROUTES, permissions: PERMISSIONS, groups: FEATURES.groups },
    menu,
    ctx,
  );
}

export function homeRoute(role: string | null | undefined, ctx: HomeContext): string {
  return homeRouteIn(ROLES, role, ctx);
}

/** Roles the team must keep one active member of (roles.yaml `keepOne`). */
export const KEPT_ROLES: readonly string[] = (ROLES as readonly RoleDef[])
  .filter((r) => r.keepOne)
  .map((r) => r.code);
