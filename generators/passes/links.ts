import { roleMayOpenIn } from '../../src/access/permissions.js';
import type { ProblemKind } from '../problemCodes.js';
import type { RawRoles } from '../raw.js';
import type { Segment } from '../source.js';
import type { LocatedRoute } from './context.js';
import type { Context } from './context.js';
import { expandRolesQuiet, unknownRoleEntries } from './checks.js';
import { canRead } from './permissions.js';

/** Keys of a page (at any depth: tabs, cards, columns, related lists) whose value is a route drawn as a link. */
const LINK_KEYS = new Set(['link', 'links', 'rowClick', 'create']);

/**
 * §6 as the guard applies it, by the guard's own function (src/access roleMayOpenIn): the route's
 * roles let the role in and the role may read the route's section (create it, for a create page).
 */
export function mayOpen(ctx: Context, route: LocatedRoute['raw'], role: string): boolean {
  const roles = route.roles === 'public' ? 'public' : expandRolesQuiet(ctx, route.roles);
  return roleMayOpenIn(
    ctx.permissions,
    {
      roles,
      ...(route.section !== undefined ? { section: route.section } : {}),
      ...(route.page?.kind === 'create' ? { action: 'create' as const } : {}),
    },
    role,
  );
}

/**
 * Each home rule of a role names a page the role may open: the guard skips one it may not, and a
 * role left with none lands back on Login after signing in. Unknown routes and sections were
 * reported where they are written.
 */
export function homesPass(ctx: Context): void {
  const roles = (ctx.files.roles.data as RawRoles).roles;
  roles.forEach((role, i) =>
    role.home.forEach((h, j) => {
      const target = ctx.routesByName.get(h.route)?.raw;
      if (!target || target.roles === 'public' || mayOpen(ctx, target, role.code)) return;
      if (target.section !== undefined && !ctx.sectionRefs.has(target.section)) return;
      // A role left without grants or a page's roles emptied by a problem reported above: this
      // one follows from it.
      const cause: ProblemKind | undefined = [...ctx.misspeltRoles.values()].includes(role.code)
        ? 'roleDefinedUnused'
        : unknownRoleEntries(ctx, target.roles).length > 0
          ? 'unknownRole'
          : ctx.grantCauses.get(role.code)?.[0]?.kind;
      const file = ctx.routesByName.get(h.route)?.src.file ?? 'its section file';
      const needs = target.page?.kind === 'create' ? 'read and create' : 'read';
      const listed = expandRolesQuiet(ctx, target.roles).includes(role.code);
      const grant = `${needs} on ${target.section ?? 'its section'} (schema/permissions.yaml)`;
      ctx.report(
        ctx.files.roles,
        ['roles', i, 'home', j, 'route'],
        'homeNotOpen',
        `role ${role.code} goes home to ${h.route}, a page it may not open`,
        cause
          ? { hint: 'fix the problem above first', cause }
          : {
              hint: listed
                ? `give ${role.code} ${grant}, or choose a home it may open`
                : `add ${role.code} to route ${h.route}'s roles (${file}) and give it ${grant}, or choose a home it may open`,
            },
      );
    }),
  );
}

/** The roles that may open a route (every role for a public one). */
export function viewersOf(ctx: Context, route: LocatedRoute['raw']): string[] {
  return ctx.roleCodes.filter((r) => mayOpen(ctx, route, r));
}

/**
 * Like a menu item (E011), a link a page draws must lead somewhere for at least one person who
 * may open the page; the console hides a link its viewer may not follow, so such a link would
 * never show. Unknown route names were reported where they are written.
 */
export function linksPass(ctx: Context): void {
  for (const { src, index, raw } of ctx.routeList) {
    if (!raw.page || raw.roles === 'public') continue;
    const viewers = viewersOf(ctx, raw);
    // A page nobody may open, or a target with an unknown section, follows from a problem
    // reported where it is written.
    if (viewers.length === 0) continue;
    const visit = (node: unknown, path: readonly Segment[]): void => {
      if (Array.isArray(node)) node.forEach((n, i) => visit(n, [...path, i]));
      else if (node !== null && typeof node === 'object') {
        if (hiddenCard(node)) return;
        for (const [key, value] of Object.entries(node)) {
          const at = [...path, key];
          if (LINK_KEYS.has(key) && typeof value === 'string') check(value, at);
          else if (key === 'links' && Array.isArray(value))
            value.forEach((v, i) => typeof v === 'string' && check(v, [...at, i]));
          else visit(value, at);
        }
      }
    };
    // A count card shows only to roles that may read its resource; one no viewer sees draws no link.
    const hiddenCard = (node: object): boolean => {
      const count = (node as { count?: { resource?: unknown } }).count;
      if (typeof count?.resource !== 'string') return false;
      const section = ctx.resources[count.resource]?.section;
      return section !== undefined && !viewers.some((r) => canRead(ctx, r, section));
    };
    const check = (name: string, path: readonly Segment[]): void => {
      const target = ctx.routesByName.get(name)?.raw;
      if (!target || viewers.some((r) => mayOpen(ctx, target, r))) return;
      if (target.section !== undefined && !ctx.sectionRefs.has(target.section)) return;
      const file = ctx.routesByName.get(name)?.src.file ?? 'its section file';
      ctx.report(
        src,
        path,
        'linkNobodyMayFollow',
        `route ${raw.name} links to route ${name}, which none of those who may open ${raw.name} (${viewers.join(', ')}) may open`,
        {
          hint: `give one of them route ${name}'s roles and read on its section (${file}, schema/permissions.yaml), or remove the link`,
        },
      );
    };
    visit(raw.page, ['routes', index, 'page']);
  }
}
