/**
 * Menu invariants over any generated data: the §2 orders where the spec fixes them, the §2
 * visibility rules, and that a menu never links to a page the guard would refuse.
 */
import { describe, expect, it } from 'vitest';
import type { MenuDef } from '../../../src/model/types';
import type { SchemaBundle } from '../bundle';
import {
  inSpecOrder,
  SPEC_ACTIVITIES,
  SPEC_ADMIN_SIDEBAR,
  SPEC_FEATURE_RULES,
  SPEC_HORIZONTAL,
  SPEC_OPERATOR_SIDEBAR,
  SPEC_ROLE_CODES,
} from './spec';
import { fullState, guardOf, menuFor, outcome, runGuard, targets, withMissing } from './support';

export function menuInvariants(b: SchemaBundle): void {
  const decide = guardOf(b);
  const { operatorSidebar, adminSidebar, adminHorizontal } = b.menus;
  const menus: readonly MenuDef[] = [operatorSidebar, adminSidebar, adminHorizontal];
  const byName = new Map(b.routes.map((r) => [r.name, r]));
  const pathOf = (name: string) => byName.get(name)!.path;
  const FULL = fullState(b);
  const BEFORE_DEPLOY = fullState(b, { web3Status: 'NONE' });

  describe(`menus of ${b.label}: §2 orders`, () => {
    it('operator sidebar: the §2 items in the §2 order for an admin, Settings in the bottom group', () => {
      const groups = menuFor(b, operatorSidebar, 'ROLE_ADMIN', BEFORE_DEPLOY);
      expect(inSpecOrder(targets(groups), SPEC_OPERATOR_SIDEBAR)).toEqual(SPEC_OPERATOR_SIDEBAR);
      expect(targets(groups.slice(-1))).toContain('Settings');
    });

    it('admin sidebar: Operators, Custody, Credit Cost for the super admin, nothing for the others', () => {
      const groups = menuFor(b, adminSidebar, 'ROLE_SUPER_ADMIN', FULL);
      expect(inSpecOrder(targets(groups), SPEC_ADMIN_SIDEBAR)).toEqual(SPEC_ADMIN_SIDEBAR);
      for (const role of SPEC_ROLE_CODES.filter((r) => r !== 'ROLE_SUPER_ADMIN'))
        expect(menuFor(b, adminSidebar, role, FULL)).toEqual([]);
    });

    it('horizontal menu: the §2 entries in order, the Activities dropdown with its §2 pages', () => {
      const groups = menuFor(b, adminHorizontal, 'ROLE_SUPER_ADMIN', FULL);
      const items = groups.flatMap((g) => g.items);
      const top = items.map((i) => i.route ?? i.id);
      expect(inSpecOrder(top, SPEC_HORIZONTAL)).toEqual(SPEC_HORIZONTAL);
      const dropdown = items.find((i) => i.id === 'activities');
      const children = (dropdown?.children ?? []).map((c) => c.route ?? c.id);
      expect(inSpecOrder(children, SPEC_ACTIVITIES)).toEqual(SPEC_ACTIVITIES);
    });

    it('horizontal menu: Web3 Loyalty only once the deploy is finished', () => {
      const started = fullState(b, { web3Status: 'STARTED' });
      expect(targets(menuFor(b, adminHorizontal, 'ROLE_SUPER_ADMIN', started))).not.toContain(
        'Web3Loyalty',
      );
    });
  });

  describe(`menus of ${b.label}: §2 visibility`, () => {
    it('Web3 goes to Web3 Setup before the deploy has started, to Web3 Loyalty after', () => {
      const before = targets(menuFor(b, operatorSidebar, 'ROLE_ADMIN', BEFORE_DEPLOY));
      expect(before).toContain('Web3Setup');
      expect(before).not.toContain('Web3Loyalty');
      const started = fullState(b, { web3Status: 'STARTED' });
      const after = targets(menuFor(b, operatorSidebar, 'ROLE_ADMIN', started));
      expect(after).toContain('Web3Loyalty');
      expect(after).not.toContain('Web3Setup');
    });

    it.each(b.roleCodes)(
      'Rewards leaves the operator sidebar when the operator has an internal currency (%s)',
      (role) => {
        const state = fullState(b, { internalCurrencyName: 'Gems' });
        expect(targets(menuFor(b, operatorSidebar, role, state))).not.toContain('Rewards');
      },
    );

    it('the moderator sees Missions and Rewards, and no page outside its §6 rows', () => {
      const seen = targets(menuFor(b, operatorSidebar, 'ROLE_MODERATOR', FULL));
      expect(seen).toEqual(expect.arrayContaining(['Missions', 'Rewards']));
      expect(seen.filter((r) => !['Welcome', 'Missions', 'Rewards'].includes(r))).toEqual([]);
    });

    const RULES = SPEC_FEATURE_RULES.flatMap(([route, missing]) =>
      b.roleCodes.map((role) => [route, missing, role] as const),
    );
    it.each(RULES)('no menu shows %s without %j (%s)', (route, missing, role) => {
      const state = withMissing(b, FULL, missing);
      for (const menu of menus) expect(targets(menuFor(b, menu, role, state))).not.toContain(route);
    });
  });

  // A link never leads to a page the guard would refuse, for any role, in either mount.
  const STATES = [
    ['everything installed', FULL],
    ['before the web3 deploy', BEFORE_DEPLOY],
    ['nothing installed', fullState(b, { installedFeatures: new Set(), flags: new Set() })],
  ] as const;
  // The horizontal menu is drawn only in the operator view, which only the Operators roles enter.
  const viewRoles = byName.get('Operators')?.roles ?? [];
  const LINK_CASES = b.roleCodes.flatMap((role) =>
    STATES.flatMap(([label, state]) =>
      menus
        .filter((m) => m.id !== 'adminHorizontal' || viewRoles.includes(role))
        .map((menu) => [menu.id, role, label, state] as const),
    ),
  );
  describe(`menus of ${b.label}: every link opens`, () => {
    it.each(LINK_CASES)('%s as %s, %s', (menuId, role, _label, state) => {
      const menu = b.menus[menuId];
      const adminMode = menuId !== 'operatorSidebar';
      const prefix = menuId === 'adminHorizontal' ? '/operators/42' : '';
      for (const name of targets(menuFor(b, menu, role, state))) {
        const url = prefix + pathOf(name);
        expect([name, outcome(runGuard(decide, url, { role, adminMode, state }))]).toEqual([
          name,
          'render',
        ]);
      }
    });
  });
}
