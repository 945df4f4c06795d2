import type {
  FeatureGroupDef,
  MenuDef,
  MenuItemDef,
  PermissionMatrix,
  RouteDef,
} from '../model/types';
import { evaluateGateIn, type GateState } from './gate';
import { canAccessIn } from './permissions';
import { roleMayOpenIn } from './routeAvailability';

export interface VisibleMenuItem {
  readonly id: string;
  readonly label: string;
  readonly icon?: string;
  /** The resolved target route name (altRoute applied); absent for a dropdown. */
  readonly route?: string;
  readonly children?: readonly VisibleMenuItem[];
}

export interface VisibleMenuGroup {
  readonly id: string;
  readonly label?: string;
  readonly items: readonly VisibleMenuItem[];
}

export interface MenuContext {
  readonly role: string | null | undefined;
  readonly operatorState: GateState;
}

export interface MenuData {
  readonly routes: readonly RouteDef[];
  readonly permissions: PermissionMatrix;
  readonly groups: readonly FeatureGroupDef[];
}

/**
 * §2 side-menu visibility: an item needs read permission on its section (or a sub-section), its
 * gate, and a target route the role may open whose own gate holds — so a link never leads to a
 * page the guard would refuse (Billing: the BILLING flag and billing read). Dropdowns keep only
 * visible children; empty dropdowns and empty groups are dropped.
 */
export function visibleMenuIn(data: MenuData, menu: MenuDef, ctx: MenuContext): VisibleMenuGroup[] {
  const gate = (g: MenuItemDef['gate']) => evaluateGateIn(data.groups, g, ctx.operatorState);

  const visit = (item: MenuItemDef): VisibleMenuItem | null => {
    if (item.section && !canAccessIn(data.permissions, ctx.role, 'read', item.section)) return null;
    if (!gate(item.gate)) return null;
    const base = { id: item.id, label: item.label, ...(item.icon ? { icon: item.icon } : {}) };
    if (item.children) {
      const children = item.children.map(visit).filter((c): c is VisibleMenuItem => c !== null);
      return children.length > 0 ? { ...base, children } : null;
    }
    if (!item.route) return null;
    const target = item.altRoute && gate(item.altRoute.when) ? item.altRoute.route : item.route;
    const route = data.routes.find((r) => r.name === target);
    if (!route || !roleMayOpenIn(data.permissions, route, ctx.role) || !gate(route.gate))
      return null;
    return { ...base, route: target };
  };

  return menu.groups
    .map((group) => ({
      id: group.id,
      ...(group.label ? { label: group.label } : {}),
      items: group.items.map(visit).filter((i): i is VisibleMenuItem => i !== null),
    }))
    .filter((group) => group.items.length > 0);
}
