/**
 * Permission invariants over any schema (§6 "Resource permissions" as schema/permissions.yaml
 * writes it): the generated matrix is what the YAML's grants say, `canAccess` follows the matrix
 * (a grant on a section covers its sub-sections; asking about a whole section is yes through any
 * of its sub-sections, spec-readings §4), and the guard and the menus agree with it for every
 * role × section. Which grants the spec gives each role is a spec default the generator reports
 * as a departure, not a test pin.
 */
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { canAccessIn, roleMayOpenIn, type Action } from '../../../src/access';
import type { MenuItemDef, RouteDef } from '../../../src/model/types';
import type { SchemaBundle } from '../bundle';
import { fullState, guardOf, menuFor, outcome, runGuard, targets, urlOf } from './support';

export const ACTIONS: readonly Action[] = ['create', 'read', 'update', 'delete'];

interface YamlGrant {
  readonly sections: 'ALL' | readonly string[];
  readonly except?: readonly string[];
  readonly actions: readonly Action[];
}

/** role → section → actions, expanded from the YAML as its header comment says. */
export type Expanded = Readonly<Record<string, Readonly<Record<string, ReadonlySet<Action>>>>>;

/** The grants of permissions.yaml written out: `ALL` is every section listed, less `except`. */
export function expandGrants(permissionsYaml: string): Expanded {
  const doc = parse(permissionsYaml) as {
    sections: readonly { code: string }[];
    grants?: Readonly<Record<string, readonly YamlGrant[]>>;
  };
  const all = doc.sections.map((s) => s.code);
  const out: Record<string, Record<string, Set<Action>>> = {};
  for (const [role, grants] of Object.entries(doc.grants ?? {})) {
    const held: Record<string, Set<Action>> = {};
    for (const grant of grants) {
      const sections =
        grant.sections === 'ALL'
          ? all.filter((s) => !(grant.except ?? []).includes(s))
          : grant.sections;
      for (const section of sections)
        for (const action of grant.actions) (held[section] ??= new Set()).add(action);
    }
    out[role] = held;
  }
  return out;
}

/** Every section and sub-section code of the schema (`MISSIONS`, `MISSIONS.MODERATION`, …). */
export const sectionCodes = (b: SchemaBundle): string[] =>
  b.sections.flatMap((s) => [s.code, ...s.subSections.map((sub) => `${s.code}.${sub}`)]);

/** The §6 rule, over the YAML's grants: on the section, on its parent, or on one of its subs. */
export function ruleAllows(
  grants: Expanded,
  role: string | null | undefined,
  action: Action,
  section: string,
): boolean {
  const held = role ? grants[role] : undefined;
  if (!held) return false;
  const has = (key: string) => held[key]?.has(action) ?? false;
  const parent = section.includes('.') ? section.slice(0, section.indexOf('.')) : null;
  return (
    has(section) ||
    (parent !== null && has(parent)) ||
    Object.keys(held).some((key) => key.startsWith(`${section}.`) && has(key))
  );
}

export function permissionInvariants(b: SchemaBundle, permissionsYaml: string): void {
  const grants = expandGrants(permissionsYaml);
  const sections = sectionCodes(b);
  const decide = guardOf(b);
  const FULL = fullState(b);
  const ROLES = [...b.roleCodes];
  const may = (role: string, action: Action, section: string) =>
    canAccessIn(b.permissions, role, action, section);

  describe(`permissions of ${b.label}: the grants permissions.yaml writes`, () => {
    it.each(ROLES)('%s holds exactly its grants', (role) => {
      const generated = Object.fromEntries(
        Object.entries(b.permissions[role] ?? {}).map(([s, actions]) => [s, [...actions].sort()]),
      );
      const written = Object.fromEntries(
        Object.entries(grants[role] ?? {}).map(([s, actions]) => [s, [...actions].sort()]),
      );
      expect(generated).toEqual(written);
    });

    it('grants only roles and sections the schema declares', () => {
      for (const role of Object.keys(grants)) expect(ROLES).toContain(role);
      for (const held of Object.values(grants))
        for (const section of Object.keys(held)) expect(sections).toContain(section);
    });
  });

  describe(`permissions of ${b.label}: canAccess follows the grants`, () => {
    it.each(ROLES)('%s on every section and action', (role) => {
      const wrong = sections.flatMap((section) =>
        ACTIONS.filter((a) => may(role, a, section) !== ruleAllows(grants, role, a, section)).map(
          (a) => `${section}/${a}`,
        ),
      );
      expect(wrong).toEqual([]);
    });

    it.each([null, undefined, '', 'ROLE_NOT_IN_THE_SCHEMA'])(
      'no role (%s) may do anything',
      (role) => {
        for (const section of sections)
          for (const action of ACTIONS)
            expect(canAccessIn(b.permissions, role, action, section)).toBe(false);
      },
    );

    it('a section the schema does not declare is refused to every role', () => {
      for (const role of ROLES)
        for (const action of ACTIONS)
          expect(canAccessIn(b.permissions, role, action, 'NO_SUCH_SECTION')).toBe(false);
    });
  });

  const operatorRoutes = b.routes.filter(
    (r): r is RouteDef & { section: string } =>
      r.mode === 'operator' && r.section !== undefined && r.roles !== 'public' && !r.skipChecks,
  );

  describe(`permissions of ${b.label}: the guard agrees with canAccess`, () => {
    it.each(ROLES.flatMap((role) => sections.map((section) => [role, section] as const)))(
      '%s, pages of %s',
      (role, section) => {
        for (const route of operatorRoutes.filter(
          (r) => r.section === section && r.roles.includes(role),
        )) {
          const seen = outcome(runGuard(decide, urlOf(route), { role, state: FULL }));
          // A page that only creates needs create on its section; every other page needs read.
          const needs = route.action ?? 'read';
          expect([route.name, seen]).toEqual([
            route.name,
            may(role, 'read', section) && may(role, needs, section) ? 'render' : '/403',
          ]);
        }
      },
    );
  });

  /** Every item of the operator sidebar, dropdown children in place. */
  const items = (list: readonly MenuItemDef[]): MenuItemDef[] =>
    list.flatMap((i) => (i.children ? items(i.children) : [i]));
  const sidebarItems = b.menus.operatorSidebar.groups.flatMap((g) => items(g.items));
  const byName = new Map(b.routes.map((r) => [r.name, r]));

  describe(`permissions of ${b.label}: the sidebar agrees with canAccess`, () => {
    it.each(ROLES)(
      '%s sees an item exactly when it may read its section and open its page',
      (role) => {
        const seen = new Set(targets(menuFor(b, b.menus.operatorSidebar, role, FULL)));
        for (const item of sidebarItems) {
          // Every gate holds in the full state, so an item with an altRoute goes there.
          const target = item.altRoute?.route ?? item.route;
          const route = target ? byName.get(target) : undefined;
          if (!route) continue;
          const section = item.section ?? route.section;
          const expected =
            (section === undefined || may(role, 'read', section)) &&
            roleMayOpenIn(b.permissions, route, role);
          expect([route.name, seen.has(route.name)]).toEqual([route.name, expected]);
        }
      },
    );
  });
}
