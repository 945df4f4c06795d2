import { useMemo } from 'react';
import { useBasename } from 'react-admin';
import { visibleMenu, type VisibleMenuItem } from '../access';
import { useOperatorState } from '../operator';
import { ROUTES } from '../generated/routes';
import type { MenuDef, MenuItemDef } from '../model/types';
import { routePathFor, withBasename } from '../renderers/shared/routeLinks';

export interface MenuLink {
  readonly id: string;
  readonly label: string;
  readonly icon?: string;
  /** In-app path under the current mount; '' for a dropdown. */
  readonly to: string;
  /** The route's name (what a rest of the pointer on it prefetches); none for a dropdown. */
  readonly route?: string;
  /**
   * Paths on which the entry is the current one: its target's and, for an entry that goes
   * elsewhere once a state is reached (Web3 → Web3 Loyalty after the deploy), its other route's,
   * still open from a link or Back.
   */
  readonly paths: readonly string[];
  readonly children: readonly MenuLink[];
}

export interface MenuLinkGroup {
  readonly id: string;
  readonly label?: string;
  readonly items: readonly MenuLink[];
}

/**
 * A menu route's link. Only the operator console mounts twice (at `/` and under
 * `/operators/:operatorId`, §2); the admin-mode pages (Operators, Custody, Credit Cost) exist once,
 * at the root, so the super admin's sidebar inside an operator view must not prefix them.
 */
function menuHref(basename: string, routeName: string): string {
  const route = ROUTES.find((r) => r.name === routeName);
  const path = routePathFor(ROUTES, routeName) ?? '/';
  return route?.mode === 'adminOnly' ? path : withBasename(basename, path);
}

/** The menu the user may see right now (src/access decides), as links under the current mount. */
export function useMenuLinks(menu: MenuDef): readonly MenuLinkGroup[] {
  const state = useOperatorState();
  const basename = useBasename();
  return useMemo(() => {
    const declared = menuItemsById(menu);
    const toLink = (item: VisibleMenuItem): MenuLink => {
      const to = item.route ? menuHref(basename, item.route) : '';
      const def = declared.get(item.id);
      const others = [def?.route, def?.altRoute?.route]
        .filter((r): r is string => r !== undefined && r !== item.route)
        .map((r) => menuHref(basename, r));
      return {
        id: item.id,
        label: item.label,
        ...(item.icon ? { icon: item.icon } : {}),
        to,
        ...(item.route ? { route: item.route } : {}),
        paths: to ? [to, ...others] : [],
        children: (item.children ?? []).map(toLink),
      };
    };
    return visibleMenu(menu, { role: state.role ?? '', operatorState: state }).map((group) => ({
      id: group.id,
      ...(group.label ? { label: group.label } : {}),
      items: group.items.map(toLink),
    }));
  }, [menu, state, basename]);
}

/** A menu's declared items (at any depth) by id. */
function menuItemsById(menu: MenuDef): Map<string, MenuItemDef> {
  const byId = new Map<string, MenuItemDef>();
  const add = (item: MenuItemDef) => {
    byId.set(item.id, item);
    item.children?.forEach(add);
  };
  menu.groups.forEach((g) => g.items.forEach(add));
  return byId;
}

/** The entry is the current page's: the path is one of its paths or below one. */
export function isCurrentEntry(item: MenuLink, pathname: string): boolean {
  return item.paths.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
