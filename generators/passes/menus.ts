import type { MenuDef, MenuGroupDef, MenuItemDef } from '../../src/model/types.js';
import type { RawMenuItem, RawMenus, RawRoute } from '../raw.js';
import { iconNames } from '../iconSet.js';
import { guessHint } from '../problems.js';
import type { Segment } from '../source.js';
import {
  checkGate,
  checkRoute,
  checkSection,
  expandRolesQuiet,
  unknownRoleEntries,
} from './checks.js';
import type { Context } from './context.js';
import { mayOpen } from './links.js';
import { canRead } from './permissions.js';

/** The three menus; an item's label, section and gate default to its route's. */
export function menusPass(ctx: Context): Record<MenuDef['id'], MenuDef> {
  const src = ctx.files.menus;
  const raw = src.data as RawMenus;
  const menus = {} as Record<MenuDef['id'], MenuDef>;
  for (const [menuId, menu] of Object.entries(raw.menus) as [
    MenuDef['id'],
    RawMenus['menus'][MenuDef['id']],
  ][]) {
    const ids = new Set<string>();
    const groupIds = new Set<string>();
    const item = (it: RawMenuItem, path: readonly Segment[]): MenuItemDef | undefined => {
      const route = it.route !== undefined ? ctx.routesByName.get(it.route)?.raw : undefined;
      if (it.route !== undefined && !route) checkRoute(ctx, src, [...path, 'route'], it.route);
      if (it.route === undefined && !it.children) {
        ctx.report(src, path, 'badMenuItem', 'menu item has neither route nor children', {
          hint: 'add route: <RouteName> or children: [...]',
        });
        return undefined;
      }
      if (it.route !== undefined && it.children)
        ctx.report(src, path, 'badMenuItem', 'menu item has both route and children', {
          hint: 'a dropdown has children only',
        });
      const id = it.id ?? (it.route !== undefined ? lowerFirst(it.route) : undefined);
      if (id === undefined) {
        ctx.report(src, path, 'badMenuItem', 'dropdown menu item needs an id', {
          hint: 'add id: <camelCaseId>',
        });
        return undefined;
      }
      if (ids.has(id))
        ctx.duplicate(
          src,
          [...path, it.id !== undefined ? 'id' : 'route'],
          'duplicateId',
          `menu item id in ${menuId}`,
          id,
        );
      ids.add(id);
      const labelText = it.label ?? route?.title;
      if (labelText === undefined) {
        if (it.route === undefined)
          ctx.report(src, path, 'badMenuItem', `menu item '${id}' needs a label`, {
            hint: 'add label: <text>',
          });
        return undefined;
      }
      if (it.altRoute) {
        checkRoute(ctx, src, [...path, 'altRoute', 'route'], it.altRoute.route);
        checkGate(ctx, src, [...path, 'altRoute', 'when'], it.altRoute.when);
      }
      if (it.icon !== undefined && !iconNames().has(it.icon))
        ctx.report(src, [...path, 'icon'], 'unknownIcon', `unknown icon '${it.icon}'`, {
          hint: guessHint(it.icon, iconNames()) ?? 'see mui.com/material-ui/material-icons',
        });
      const section = it.section ?? route?.section;
      if (it.section !== undefined) checkSection(ctx, src, [...path, 'section'], it.section);
      const gate = it.gate ?? route?.gate;
      if (it.gate) checkGate(ctx, src, [...path, 'gate'], it.gate);
      if (route && section !== undefined && ctx.sectionRefs.has(section))
        checkReachable(ctx, route, section, id, [...path, 'route']);
      const label = ctx.msgs.add(`menu.${menuId}.${id}`, labelText, src, [
        ...path,
        it.label !== undefined ? 'label' : 'route',
      ]);
      const children = it.children
        ?.map((c, i) => item(c, [...path, 'children', i]))
        .filter((c): c is MenuItemDef => c !== undefined);
      return {
        id,
        label,
        ...(it.route !== undefined ? { route: it.route } : {}),
        ...(it.altRoute ? { altRoute: it.altRoute } : {}),
        ...(it.icon !== undefined ? { icon: it.icon } : {}),
        ...(section !== undefined ? { section } : {}),
        ...(gate ? { gate } : {}),
        ...(children ? { children } : {}),
      };
    };
    const groups: MenuGroupDef[] = menu.groups.map((g, gi) => {
      const at = ['menus', menuId, 'groups', gi];
      if (groupIds.has(g.id))
        ctx.duplicate(src, [...at, 'id'], 'duplicateId', `menu group in ${menuId}`, g.id);
      groupIds.add(g.id);
      return {
        id: g.id,
        ...(g.label !== undefined
          ? { label: ctx.msgs.add(`menu.${menuId}.groups.${g.id}`, g.label, src, [...at, 'label']) }
          : {}),
        items: g.items
          .map((it, i) => item(it, [...at, 'items', i]))
          .filter((x): x is MenuItemDef => x !== undefined),
      };
    });
    menus[menuId] = { id: menuId, groups };
  }
  return menus;
}

/**
 * A menu item nobody who sees it may follow is a dead link. When a problem reported elsewhere
 * (a misspelled role, grants under a misspelled role, an unknown section in grants) emptied the
 * route's roles, this one is its consequence and says so.
 */
function checkReachable(
  ctx: Context,
  route: RawRoute,
  section: string,
  id: string,
  path: readonly Segment[],
): void {
  if (route.roles === 'public') return;
  const roles = expandRolesQuiet(ctx, route.roles);
  if (roles.some((r) => canRead(ctx, r, section) && mayOpen(ctx, route, r))) return;
  const causes = [
    ...unknownRoleEntries(ctx, route.roles).map((r) => ({
      text: `role '${r}' is unknown`,
      kind: 'unknownRole' as const,
    })),
    ...roles.flatMap((r) => ctx.grantCauses.get(r) ?? []),
  ];
  const file = ctx.routesByName.get(route.name)?.src.file ?? 'its section file';
  const message = `menu item '${id}' points at route ${route.name}, which no role with read on ${section} may open`;
  ctx.report(
    ctx.files.menus,
    path,
    'menuRouteRoles',
    causes.length > 0 ? `${message}, because ${causes.map((c) => c.text).join(' and ')}` : message,
    causes[0]
      ? { hint: 'fix the problem above first', cause: causes[0].kind }
      : {
          hint: `add such a role to route ${route.name} in ${file}, or change the item's section`,
        },
  );
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
