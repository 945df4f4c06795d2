/**
 * Menu invariants over any generated data: a menu shows its items in the order the schema writes
 * them, hides an item whose gate fails, follows an item's altRoute when its condition holds, and
 * never links to a page the guard would refuse. The §2 orders themselves are spec defaults that
 * `npm run generate` checks (W001), not the tests.
 */
import { describe, expect, it } from 'vitest';
import { evaluateGateIn, roleMayOpenIn } from '../../../src/access';
import type { MenuDef, MenuItemDef } from '../../../src/model/types';
import type { SchemaBundle } from '../bundle';
import { GATE_KEYS } from './spec';
import { failing, fullState, guardOf, menuFor, outcome, runGuard, targets } from './support';

/** Item ids in the order written, dropdown children after their dropdown. */
const idsOf = (items: readonly MenuItemDef[]): string[] =>
  items.flatMap((i) => [i.id, ...idsOf(i.children ?? [])]);

export function menuInvariants(b: SchemaBundle): void {
  const decide = guardOf(b);
  const menus: readonly MenuDef[] = Object.values(b.menus);
  const byName = new Map(b.routes.map((r) => [r.name, r]));
  const pathOf = (name: string) => byName.get(name)!.path;
  const FULL = fullState(b);
  const STATES = [
    ['everything installed', FULL],
    ['before the web3 deploy', fullState(b, { web3Status: 'NONE' })],
    ['nothing installed', fullState(b, { installedFeatures: new Set(), flags: new Set() })],
  ] as const;
  // The admin menus are drawn only in admin mode's operator pages, which only the Operators roles enter.
  const operators = byName.get('Operators');
  const entersView = (role: string) => !!operators && roleMayOpenIn(b.permissions, operators, role);
  const drawnFor = (menu: MenuDef, role: string) =>
    menu.id === 'operatorSidebar' || entersView(role);

  const ORDER_CASES = menus.flatMap((menu) => b.roleCodes.map((role) => [menu.id, role] as const));
  describe(`menus of ${b.label}: the order the schema writes`, () => {
    it.each(ORDER_CASES)('%s as %s', (menuId, role) => {
      const menu = b.menus[menuId];
      const written = menu.groups.map((g) => g.id);
      const groups = menuFor(b, menu, role, FULL);
      expect(written.filter((id) => groups.some((g) => g.id === id))).toEqual(
        groups.map((g) => g.id),
      );
      for (const group of groups) {
        const seen = idsOf(group.items as unknown as MenuItemDef[]);
        const all = idsOf(menu.groups.find((g) => g.id === group.id)?.items ?? []);
        expect(all.filter((id) => seen.includes(id))).toEqual(seen);
      }
    });
  });

  // Every item with a gate (its own or its route's), every condition of it taken away in turn.
  const GATED = menus.flatMap((menu) => {
    const walk = (items: readonly MenuItemDef[]): MenuItemDef[] =>
      items.flatMap((i) => [i, ...walk(i.children ?? [])]);
    return walk(menu.groups.flatMap((g) => g.items)).flatMap((item) => {
      const gate = item.gate ?? (item.route ? byName.get(item.route)?.gate : undefined);
      return GATE_KEYS.filter((k) => gate?.[k] !== undefined).map(
        (k) => [menu.id, item.id, k, gate] as const,
      );
    });
  });
  describe(`menus of ${b.label}: an item whose gate fails is hidden`, () => {
    it.each(GATED)('%s %s without its %s', (menuId, itemId, key, gate) => {
      const state = failing(b, FULL, gate, key);
      for (const role of b.roleCodes) {
        const seen = menuFor(b, b.menus[menuId], role, state!).flatMap((g) =>
          idsOf(g.items as unknown as MenuItemDef[]),
        );
        expect(seen).not.toContain(itemId);
      }
    });
  });

  const ALT = menus.flatMap((menu) =>
    menu.groups
      .flatMap((g) => g.items)
      .filter((i) => i.altRoute)
      .flatMap((item) => STATES.map(([label, state]) => [menu.id, item, label, state] as const)),
  );
  describe(`menus of ${b.label}: an item goes to its altRoute when its condition holds`, () => {
    it.each(ALT)('%s %o, %s', (menuId, item, _label, state) => {
      const alt = item.altRoute!;
      const expected = evaluateGateIn(b.features.groups, alt.when, state) ? alt.route : item.route;
      for (const role of b.roleCodes) {
        const found = menuFor(b, b.menus[menuId], role, state)
          .flatMap((g) => g.items)
          .find((i) => i.id === item.id);
        if (found) expect(found.route).toBe(expected);
      }
    });
  });

  // A link never leads to a page the guard would refuse, for any role, in either mount.
  const LINK_CASES = b.roleCodes.flatMap((role) =>
    STATES.flatMap(([label, state]) =>
      menus.filter((m) => drawnFor(m, role)).map((menu) => [menu.id, role, label, state] as const),
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
