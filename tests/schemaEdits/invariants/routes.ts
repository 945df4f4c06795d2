/**
 * Route invariants over any generated data: the §2/§6 rows the spec fixes, and the guard's contract
 * (§2 navigation guard, §6 "Users without a permitted role are sent to /403") over every route the
 * schema declares.
 */
import { describe, expect, it } from 'vitest';
import { roleMayOpenIn, routeExistsInMode } from '../../../src/access';
import { GUARD_ROUTES, OPERATOR_VIEW_PREFIX } from '../../../src/routing';
import { matchRoute } from '../../../src/routing/match';
import type { RouteDef } from '../../../src/model/types';
import type { SchemaBundle } from '../bundle';
import { SPEC_FEATURE_RULES, SPEC_HOMES, SPEC_ROLE_CODES, SPEC_ROUTES } from './spec';
import { fullState, guardOf, outcome, runGuard, urlOf, withMissing } from './support';

export function routeInvariants(b: SchemaBundle): void {
  const roleMayOpen = (route: RouteDef, role: string) => roleMayOpenIn(b.permissions, route, role);
  const decide = guardOf(b);
  const byName = new Map(b.routes.map((r) => [r.name, r]));
  const FULL = fullState(b);

  describe(`routes of ${b.label}: the §2/§6 rows the spec fixes`, () => {
    it.each(SPEC_ROUTES)('%s: %s opens it, %s mode, %j', (name, url, mode, access) => {
      const path = url.split('?')[0] as string;
      const adminMode = mode === 'adminOnly';
      expect(matchRoute(b.routes, path, adminMode)?.route.name).toBe(name);
      const route = byName.get(name)!;
      expect(route.mode).toBe(mode);
      if (access === 'public') {
        expect(route.roles).toBe('public');
        return;
      }
      expect(route.roles).not.toBe('public');
      const roles = route.roles as readonly string[];
      expect(roles.length).toBeGreaterThan(0);
      // A §3 role the spec does not list must never get in; roles the spec does not know are free.
      expect(roles.filter((r) => SPEC_ROLE_CODES.includes(r) && !access.includes(r))).toEqual([]);
    });
  });

  // Every route × every role (and no token) × both modes, all features installed: the decision
  // follows the route's own definition.
  const CASES = b.routes.flatMap((route) =>
    [false, true].flatMap((adminMode) =>
      [null, ...b.roleCodes].map((role) => [route.name, urlOf(route), role, adminMode] as const),
    ),
  );

  describe(`routes of ${b.label}: the guard follows each route's mode and role list`, () => {
    it.each(CASES)('%s %s as %s, admin mode %s', (name, url, role, adminMode) => {
      const route = byName.get(name)!;
      const d = runGuard(decide, url, { role, adminMode, state: FULL });
      const result = outcome(d);
      if (!routeExistsInMode(route, adminMode)) return expect(result).toBe('/404');
      if (d.kind === 'render') expect(d.route.name).toBe(name);
      if (
        route.skipChecks ||
        name === GUARD_ROUTES.forbidden ||
        name === GUARD_ROUTES.notFound ||
        (route.roles === 'public' && !role)
      )
        return expect(result).toBe('render');
      if (route.roles === 'public') {
        // A logged-in user is sent on to a page that opens for them (no loop), unless it is home.
        if (result === 'render') return;
        expect(outcome(runGuard(decide, result, { role, adminMode, state: FULL }))).toBe('render');
        return;
      }
      if (!role) return expect(result).toBe(`/login?toRoute=${encodeURIComponent(url)}`);
      expect(result).toBe(roleMayOpen(route, role) ? 'render' : '/403');
    });
  });

  const viewRoles = byName.get(GUARD_ROUTES.operators)?.roles ?? [];
  const VIEW_CASES = b.routes
    .filter((r) => r.mode === 'operator')
    .flatMap((route) => b.roleCodes.map((role) => [route.name, urlOf(route), role] as const));

  describe(`routes of ${b.label}: the super admin's operator view (§2, §6)`, () => {
    it.each(VIEW_CASES)('%s under /operators/42 as %s', (name, url, role) => {
      const viewUrl = `${OPERATOR_VIEW_PREFIX}/42${url}`;
      const d = runGuard(decide, viewUrl, { role, adminMode: true, state: FULL });
      const mayView = viewRoles !== 'public' && viewRoles.includes(role);
      if (mayView && roleMayOpen(byName.get(name)!, role))
        expect(d).toMatchObject({ kind: 'render', operatorId: '42', route: { name } });
      else expect(outcome(d)).toBe('/403');
    });
  });

  describe(`routes of ${b.label}: §2 home page per role`, () => {
    it.each(SPEC_HOMES)(
      '%s (admin mode %s, setup finished %s) → %s',
      (role, adminMode, done, to) => {
        const state = fullState(b, { setupFinished: done });
        expect(outcome(runGuard(decide, '/', { role, adminMode, state }))).toBe(to);
      },
    );

    it.each(b.roleCodes.flatMap((role) => [false, true].map((m) => [role, m] as const)))(
      '%s (admin mode %s) is sent home to a page that opens for it',
      (role, adminMode) => {
        const home = outcome(runGuard(decide, '/', { role, adminMode, state: FULL }));
        expect(home).not.toBe('render');
        expect(outcome(runGuard(decide, home, { role, adminMode, state: FULL }))).toBe('render');
      },
    );
  });

  // §2 side-menu visibility by feature holds for the pages too (§2 "If the current route is
  // unavailable, the user is redirected"): with its condition missing, no role opens the page.
  const RULE_CASES = SPEC_FEATURE_RULES.flatMap(([name, missing]) =>
    b.roleCodes.map((role) => [name, missing, role] as const),
  );
  describe(`routes of ${b.label}: pages need their feature (§2)`, () => {
    it.each(RULE_CASES)('%s without %j does not open for %s', (name, missing, role) => {
      const route = byName.get(name)!;
      const state = withMissing(b, FULL, missing);
      const d = runGuard(decide, urlOf(route), { role, state });
      expect(d.kind === 'render' && d.route.name === name).toBe(false);
    });
  });
}
