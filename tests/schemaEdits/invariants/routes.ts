/**
 * Route invariants over any generated data: the guard's contract (§2 navigation guard, §6 "Users
 * without a permitted role are sent to /403") over every route the schema declares, by the one
 * access rule (roles and read on the section). Which roles the spec gives each page, its path and
 * home pages are spec defaults that `npm run generate` checks (W003, W004, W008), not the tests.
 */
import { describe, expect, it } from 'vitest';
import { roleMayOpenIn, routeExistsInMode } from '../../../src/access';
import { GUARD_ROUTES, OPERATOR_VIEW_PREFIX } from '../../../src/routing';
import type { RouteDef } from '../../../src/model/types';
import type { SchemaBundle } from '../bundle';
import { GATE_KEYS } from './spec';
import { failing, fullState, guardOf, outcome, runGuard, urlOf } from './support';

export function routeInvariants(b: SchemaBundle): void {
  const roleMayOpen = (route: RouteDef, role: string) => roleMayOpenIn(b.permissions, route, role);
  const decide = guardOf(b);
  const byName = new Map(b.routes.map((r) => [r.name, r]));
  const FULL = fullState(b);

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

  const operators = byName.get(GUARD_ROUTES.operators);
  const VIEW_CASES = b.routes
    .filter((r) => r.mode === 'operator')
    .flatMap((route) => b.roleCodes.map((role) => [route.name, urlOf(route), role] as const));

  describe(`routes of ${b.label}: the super admin's operator view (§2, §6)`, () => {
    it.each(VIEW_CASES)('%s under /operators/42 as %s', (name, url, role) => {
      const viewUrl = `${OPERATOR_VIEW_PREFIX}/42${url}`;
      const d = runGuard(decide, viewUrl, { role, adminMode: true, state: FULL });
      const mayView = !!operators && operators.roles !== 'public' && roleMayOpen(operators, role);
      if (mayView && roleMayOpen(byName.get(name)!, role))
        expect(d).toMatchObject({ kind: 'render', operatorId: '42', route: { name } });
      else expect(outcome(d)).toBe('/403');
    });
  });

  describe(`routes of ${b.label}: §2 home page per role`, () => {
    it.each(b.roleCodes.flatMap((role) => [false, true].map((m) => [role, m] as const)))(
      '%s (admin mode %s) is sent home to a page that opens for it',
      (role, adminMode) => {
        const home = outcome(runGuard(decide, '/', { role, adminMode, state: FULL }));
        expect(home).not.toBe('render');
        expect(outcome(runGuard(decide, home, { role, adminMode, state: FULL }))).toBe('render');
      },
    );
  });

  // §2 "If the current route is unavailable, the user is redirected": with any condition of its
  // gate missing, no role opens the page.
  const RULE_CASES = b.routes.flatMap((route) =>
    GATE_KEYS.filter((k) => route.gate?.[k] !== undefined).map((k) => [route.name, k] as const),
  );
  describe(`routes of ${b.label}: a page needs its gate`, () => {
    it.each(RULE_CASES)('%s without its %s opens for no role', (name, key) => {
      const route = byName.get(name)!;
      const state = failing(b, FULL, route.gate, key)!;
      for (const role of b.roleCodes) {
        const d = runGuard(decide, urlOf(route), { role, state });
        expect(d.kind === 'render' && d.route.name === name).toBe(false);
      }
    });
  });
}
