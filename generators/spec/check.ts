import type { Problem } from '../problems.js';
import type { RawDepartures, RawMenuItem, RawMenus, RawRoles } from '../raw.js';
import type { Context } from '../passes/context.js';
import { expandRolesQuiet } from '../passes/checks.js';
import { mayOpen } from '../passes/links.js';
import { grantWarnings } from './grants.js';
import type { Warn } from './grants.js';
import { titleCaseWarnings } from './titleCase.js';
import {
  SPEC_BACK,
  SPEC_FEATURE_RULES,
  SPEC_HOMES,
  SPEC_MENUS,
  SPEC_ROLE_CODES,
  SPEC_ROLES,
  SPEC_ROUTES,
  SPEC_SIDEBAR_BOTTOM,
  SPEC_SIDEBAR_GROUPS,
  SPEC_TITLES,
} from './defaults.js';

const DEPARTURES_FILE = 'schema/departures.yaml';

/**
 * Spec defaults (generators/spec/defaults.ts) the schema departs from, as warnings naming the §
 * and the rule. A departure recorded in schema/departures.yaml (`what:` as the warning prints it,
 * with a reason) is quiet; a recorded departure that matches no warning is itself reported, so the
 * file never outlives the change it explains.
 */
export function specWarnings(ctx: Context): Problem[] {
  const found: Problem[] = [];
  const warn: Warn = (src, path, kind, subject, message, options) => {
    const problem = src.problem(path, kind, message, options);
    const what = `${problem.code} ${subject}`;
    const record = `record \`what: ${what}\` with a reason in ${DEPARTURES_FILE}`;
    found.push({
      ...problem,
      what,
      hint: options?.hint
        ? `${options.hint}, or if on purpose, ${record}`
        : `if on purpose, ${record}`,
    });
  };
  const route = (name: string) => ctx.routesByName.get(name);

  // §2 menus: the spec's items that the schema has, in the spec's order. Each item out of place is
  // its own departure (`W001 <menu> <item>`), so recording one never quiets a later change.
  const menus: Partial<Record<string, RawMenus['menus']['operatorSidebar']>> = (
    ctx.files.menus.data as RawMenus
  ).menus;
  const idOf = (it: RawMenuItem): string | undefined => it.route ?? it.id;
  for (const [key, { rule, order }] of Object.entries(SPEC_MENUS)) {
    const [menuId = '', dropdown] = key.split('.');
    const menu = menus[menuId];
    if (!menu) continue;
    const top = menu.groups.flatMap((g) => g.items);
    const items = dropdown ? (top.find((i) => i.id === dropdown)?.children ?? []) : top;
    const flat = dropdown || menuId === 'adminHorizontal' ? items : items.flatMap(flatten);
    const seen = flat.map(idOf).filter((n): n is string => n !== undefined && order.includes(n));
    const kept = inOrder(seen.map((n) => order.indexOf(n)));
    const out = seen.filter((_, i) => !kept.has(i));
    if (key === 'operatorSidebar' && seen.includes(SPEC_SIDEBAR_BOTTOM)) {
      const last = menu.groups.at(-1)?.items.flatMap(flatten).map(idOf) ?? [];
      if (!last.includes(SPEC_SIDEBAR_BOTTOM) && !out.includes(SPEC_SIDEBAR_BOTTOM))
        out.push(SPEC_SIDEBAR_BOTTOM);
    }
    for (const name of out)
      warn(
        ctx.files.menus,
        ['menus', menuId],
        'specMenuOrder',
        `${key}.${name}`,
        `${key} shows ${name} out of place (${seen.join(', ')}); §2 App layout says: ${rule}`,
      );
  }
  // §2 sidebar groups: each named group keeps its name and its items.
  const sidebar = menus.operatorSidebar;
  if (sidebar) {
    const groupOf = (name: string) =>
      sidebar.groups.findIndex((g) => g.items.flatMap(flatten).some((i) => idOf(i) === name));
    const claimed = new Set<number>();
    for (const spec of SPEC_SIDEBAR_GROUPS) {
      const present = spec.items.filter((n) => groupOf(n) >= 0);
      if (present.length === 0) continue;
      // The spec's group is the schema group holding most of its items, unless an earlier spec
      // group is there: then its items were moved into that one.
      const counts = new Map<number, number>();
      for (const n of present) counts.set(groupOf(n), (counts.get(groupOf(n)) ?? 0) + 1);
      const home =
        [...counts.entries()]
          .filter(([g]) => !claimed.has(g))
          .sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? -1;
      claimed.add(home);
      const group = sidebar.groups[home];
      if (group && group.label !== spec.label)
        warn(
          ctx.files.menus,
          ['menus', 'operatorSidebar', 'groups', home, 'label'],
          'specMenuGroup',
          `operatorSidebar.${spec.label}`,
          `operatorSidebar's ${spec.label} group is labelled ${group.label === undefined ? 'nothing' : `'${group.label}'`}; §2 App layout names it '${spec.label}'`,
        );
      for (const name of present.filter((n) => groupOf(n) !== home))
        warn(
          ctx.files.menus,
          ['menus', 'operatorSidebar', 'groups', groupOf(name)],
          'specMenuGroup',
          `operatorSidebar.${name}`,
          `operatorSidebar shows ${name} outside the ${spec.label} group; §2 App layout puts it there`,
        );
    }
  }

  // §6 grants, each (role, section) on its own.
  const grantsDepart = grantWarnings(ctx, warn);
  const departsOn = (role: string, section: string): boolean =>
    [...(grantsDepart.get(role) ?? [])].some(
      (s) => s === section || section.startsWith(`${s}.`) || s.startsWith(`${section}.`),
    );

  // §2/§6 routes: path and mode, who may open them (the guard's rule), the feature they need.
  const presentSpecRoles = SPEC_ROLE_CODES.filter((r) => ctx.roleCodes.includes(r));
  for (const [name, path, mode, access] of SPEC_ROUTES) {
    const at = route(name);
    if (!at) continue;
    const { src, index, raw } = at;
    const rawMode = raw.mode ?? 'operator';
    if (raw.path !== path || rawMode !== mode)
      warn(
        src,
        ['routes', index, raw.path !== path ? 'path' : 'mode'],
        'specPathMode',
        name,
        `${name} is ${raw.path} (${rawMode}); §2 Screens and routes gives ${path} (${mode})`,
      );
    const opens =
      raw.roles === 'public' ? 'public' : presentSpecRoles.filter((r) => mayOpen(ctx, raw, r));
    const wanted =
      access === 'public' ? 'public' : presentSpecRoles.filter((r) => access.includes(r));
    if (String(opens) === String(wanted)) continue;
    // Every role that opens otherwise than §6 says is listed as §6 says, with a grant departing
    // on the page's section: the route's change follows from the grants' (reported above).
    const section = raw.section;
    const listed = raw.roles === 'public' ? [] : expandRolesQuiet(ctx, raw.roles);
    const fromGrants =
      opens !== 'public' &&
      wanted !== 'public' &&
      section !== undefined &&
      presentSpecRoles
        .filter((r) => opens.includes(r) !== wanted.includes(r))
        .every((r) => listed.includes(r) === wanted.includes(r) && departsOn(r, section));
    warn(
      src,
      ['routes', index, 'roles'],
      'specAccess',
      name,
      `${name} opens for ${describe(opens)}; §6 Route access gives ${describe(wanted)}`,
      fromGrants ? { cause: 'specGrant' } : undefined,
    );
  }
  for (const [name, key, value] of SPEC_FEATURE_RULES) {
    const at = route(name);
    if (!at || at.raw.gate?.[key] === value) continue;
    warn(
      at.src,
      ['routes', at.index, 'gate'],
      'specFeatureGate',
      name,
      `${name} does not need ${key} ${value}; §2 Side-menu visibility by feature says it does`,
    );
  }
  for (const [name, back] of SPEC_BACK) {
    const at = route(name);
    if (!at || !route(back) || at.raw.back === back) continue;
    warn(
      at.src,
      ['routes', at.index, at.raw.back !== undefined ? 'back' : 'name'],
      'specBack',
      name,
      `${name} goes back to ${at.raw.back ?? 'nothing'}; §2 Screens and routes says back to ${back}`,
    );
  }
  for (const [name, title] of SPEC_TITLES) {
    const at = route(name);
    if (!at || at.raw.title === title) continue;
    warn(
      at.src,
      ['routes', at.index, 'title'],
      'specTitle',
      name,
      `${name} is titled '${at.raw.title}'; §2 Screens and routes names it '${title}'`,
    );
  }

  // §2 homes and §3 labels of the spec's roles.
  const roles = (ctx.files.roles.data as RawRoles).roles;
  for (const [code, label] of SPEC_ROLES) {
    const i = roles.findIndex((r) => r.code === code);
    const role = roles[i];
    if (!role) continue;
    if (role.label !== label)
      warn(
        ctx.files.roles,
        ['roles', i, 'label'],
        'specRoleLabel',
        code,
        `${code} is labelled '${role.label}'; §3 Roles labels it '${label}'`,
      );
    const spec = SPEC_HOMES[code] ?? [];
    const home = role.home.map((h) => (h.when ? `${h.route} when ${h.when}` : h.route));
    const known = spec.every((h) => route(h.split(' ')[0] ?? '') !== undefined);
    if (known && home.join() !== spec.join())
      warn(
        ctx.files.roles,
        ['roles', i, 'home'],
        'specHome',
        code,
        `${code} goes home to ${home.join(', else ')}; §2 Home page per role gives ${spec.join(', else ')}`,
      );
  }

  titleCaseWarnings(ctx, warn);

  return recorded(ctx, found);
}

/**
 * Which positions keep their place: the longest run of positions in increasing spec order; the
 * others are the items moved (one move shows as one item out of place, not as a whole menu).
 */
function inOrder(ranks: readonly number[]): Set<number> {
  const best: number[] = ranks.map(() => 1);
  const prev: number[] = ranks.map(() => -1);
  ranks.forEach((r, i) => {
    for (let j = 0; j < i; j++)
      if (ranks[j]! < r && best[j]! + 1 > best[i]!) {
        best[i] = best[j]! + 1;
        prev[i] = j;
      }
  });
  const kept = new Set<number>();
  let at = best.indexOf(Math.max(0, ...best));
  while (at >= 0) {
    kept.add(at);
    at = prev[at]!;
  }
  return kept;
}

function flatten(item: RawMenuItem): RawMenuItem[] {
  return item.children ? item.children.flatMap(flatten) : [item];
}

function describe(access: 'public' | readonly string[]): string {
  if (access === 'public') return 'everyone (public)';
  return access.length > 0 ? access.join(', ') : 'none of the §3 roles';
}

/** Drops the warnings departures.yaml records; reports its entries that match none. */
function recorded(ctx: Context, found: Problem[]): Problem[] {
  const src = ctx.schema.departures;
  const entries = (src?.data as RawDepartures | undefined)?.departures ?? [];
  const whats = new Set(entries.map((e) => e.what));
  const out = found.filter((w) => w.what === undefined || !whats.has(w.what));
  const raised = new Set(found.map((w) => w.what));
  entries.forEach((e, i) => {
    if (src && !raised.has(e.what))
      out.push(
        src.problem(
          ['departures', i, 'what'],
          'departureUnused',
          `departure '${e.what}' matches no departure from the spec: the schema follows the spec there`,
          { hint: 'remove the entry (or fix its what: to the code and name the warning printed)' },
        ),
      );
  });
  return out;
}
