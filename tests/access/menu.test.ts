import { describe, expect, it } from 'vitest';
import { EMPTY_GATE_STATE, visibleMenuIn, type GateState } from '../../src/access';
import type { MenuData, VisibleMenuGroup } from '../../src/access/menu';
import type { MenuDef, RouteDef } from '../../src/model/types';
import { COMMITTED } from '../schemaEdits/bundle';
import { menuInvariants } from '../schemaEdits/invariants/menus';

// The §2 orders and visibility rules over the committed schema (tenEdits runs them on an edited one).
menuInvariants(COMMITTED);

// The runtime's behaviour over a small hand-made schema.
const route = (name: string, over: Partial<RouteDef> = {}): RouteDef => ({
  name,
  path: `/${name.toLowerCase()}`,
  title: `routes.${name}.title`,
  layout: 'APP',
  mode: 'operator',
  roles: ['ROLE_A', 'ROLE_B'],
  ...over,
});

const DATA: MenuData = {
  routes: [
    route('Plain'),
    route('Gated', { gate: { flag: 'FLAG_X' } }),
    route('OnlyA', { roles: ['ROLE_A'] }),
    route('Setup'),
    route('Live'),
    route('Lost'),
  ],
  permissions: {
    ROLE_A: { S1: ['read'], 'S2.SUB': ['read'], S3: ['update'] },
    ROLE_B: { S1: ['read'] },
  },
  groups: [{ code: 'G1', label: 'G1', features: ['F1', 'F2'], noCode: false, popular: false }],
};

const MENU: MenuDef = {
  id: 'operatorSidebar',
  groups: [
    {
      id: 'first',
      label: 'First',
      items: [
        { id: 'plain', label: 'Plain', route: 'Plain', icon: 'Tune', section: 'S1' },
        { id: 'sub', label: 'Sub', route: 'Plain', section: 'S2' },
        { id: 'updateOnly', label: 'U', route: 'Plain', section: 'S3' },
        { id: 'group', label: 'G', route: 'Plain', gate: { featureGroup: 'G1' } },
        { id: 'routeGate', label: 'RG', route: 'Gated' },
        { id: 'onlyA', label: 'A', route: 'OnlyA' },
        { id: 'missing', label: 'M', route: 'NoSuchRoute' },
        {
          id: 'web3',
          label: 'W',
          route: 'Setup',
          altRoute: { route: 'Live', when: { web3: 'started' } },
        },
        {
          id: 'drop',
          label: 'D',
          children: [
            { id: 'c1', label: 'C1', route: 'Lost', gate: { feature: 'F9' } },
            { id: 'c2', label: 'C2', route: 'OnlyA' },
          ],
        },
      ],
    },
    { id: 'empty', label: 'Empty', items: [{ id: 'x', label: 'X', route: 'Gated' }] },
    { id: 'bottom', items: [{ id: 'last', label: 'L', route: 'Plain' }] },
  ],
};

const state = (over: Partial<GateState> = {}): GateState => ({ ...EMPTY_GATE_STATE, ...over });

function outline(groups: readonly VisibleMenuGroup[]): string[] {
  const item = (i: VisibleMenuGroup['items'][number]): string =>
    i.children ? `${i.id}[${i.children.map(item).join(' ')}]` : `${i.id}>${i.route}`;
  return groups.map((g) => `${g.id}: ${g.items.map(item).join(' ')}`);
}

describe('visible menu over a hand-made schema (§2 App layout)', () => {
  it.each([
    [
      'ROLE_A, nothing installed',
      'ROLE_A',
      state(),
      ['first: plain>Plain sub>Plain onlyA>OnlyA web3>Setup drop[c2>OnlyA]', 'bottom: last>Plain'],
    ],
    [
      'ROLE_A, a feature of G1, FLAG_X on, deploy started',
      'ROLE_A',
      state({
        installedFeatures: new Set(['F2']),
        flags: new Set(['FLAG_X']),
        web3Status: 'STARTED',
      }),
      [
        'first: plain>Plain sub>Plain group>Plain routeGate>Gated onlyA>OnlyA web3>Live drop[c2>OnlyA]',
        'empty: x>Gated',
        'bottom: last>Plain',
      ],
    ],
    [
      'ROLE_B: no S2 sub-section, not on OnlyA (the dropdown empties and goes)',
      'ROLE_B',
      state({ web3Status: 'NONE' }),
      ['first: plain>Plain web3>Setup', 'bottom: last>Plain'],
    ],
    [
      'a role that no route admits sees nothing, not even items without a section',
      'ROLE_C',
      state(),
      [],
    ],
    ['no role', null, state(), []],
  ])('%s', (_label, role, s, expected) => {
    const groups = visibleMenuIn(DATA, MENU, { role, operatorState: s });
    expect(outline(groups)).toEqual(expected);
  });

  it('an installed group (as loaded) opens its gate without any feature listed', () => {
    const groups = visibleMenuIn(DATA, MENU, {
      role: 'ROLE_A',
      operatorState: state({ installedGroups: new Set(['G1']) }),
    });
    expect(outline(groups)[0]).toContain('group>Plain');
  });

  it('an internal currency name hides items gated on noInternalCurrency; blank names do not', () => {
    const menu: MenuDef = {
      id: 'operatorSidebar',
      groups: [
        {
          id: 'g',
          items: [{ id: 'r', label: 'R', route: 'Plain', gate: { noInternalCurrency: true } }],
        },
      ],
    };
    const seen = (name: string | null) =>
      outline(
        visibleMenuIn(DATA, menu, {
          role: 'ROLE_A',
          operatorState: state({ internalCurrencyName: name }),
        }),
      );
    expect(seen('Gems')).toEqual([]);
    expect(seen('  ')).toEqual(['g: r>Plain']);
    expect(seen(null)).toEqual(['g: r>Plain']);
  });

  it('a finished-deploy gate waits for DONE', () => {
    const menu: MenuDef = {
      id: 'adminHorizontal',
      groups: [
        { id: 'g', items: [{ id: 'l', label: 'L', route: 'Live', gate: { web3: 'finished' } }] },
      ],
    };
    const seen = (web3Status: string) =>
      outline(visibleMenuIn(DATA, menu, { role: 'ROLE_A', operatorState: state({ web3Status }) }));
    expect(seen('STARTED')).toEqual([]);
    expect(seen('DONE')).toEqual(['g: l>Live']);
  });

  it('keeps the label keys and icons of the items and groups', () => {
    const [first] = visibleMenuIn(DATA, MENU, { role: 'ROLE_A', operatorState: state() });
    expect(first?.label).toBe('First');
    expect(first?.items[0]).toEqual({ id: 'plain', label: 'Plain', icon: 'Tune', route: 'Plain' });
  });
});
