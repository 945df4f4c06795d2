/**
 * A small hand-made schema the menu components are drawn from in their tests (vi.mock replaces
 * the generated modules with it), so the tests assert how menus are drawn, not today's YAML. The
 * §2 menu contents are checked over any schema in tests/schemaEdits/invariants/menus.ts.
 */
import type { FeaturesDef, MenuDef, PermissionMatrix, RouteDef } from '../../src/model/types';

const route = (name: string, path: string, over: Partial<RouteDef> = {}): RouteDef => ({
  name,
  path,
  title: name,
  layout: 'APP',
  mode: 'operator',
  roles: ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'],
  ...over,
});

export const FIXTURE_ROUTES: readonly RouteDef[] = [
  route('Alpha', '/alpha'),
  route('Beta', '/beta', { gate: { featureGroup: 'G1' } }),
  route('Mod', '/mod', { roles: ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_MODERATOR'] }),
  route('Setup', '/w/setup'),
  route('Live', '/w/live'),
  route('Prefs', '/prefs'),
  route('Operators', '/operators', { mode: 'adminOnly', roles: ['ROLE_SUPER_ADMIN'] }),
  route('Vault', '/vault', { mode: 'adminOnly', roles: ['ROLE_SUPER_ADMIN'] }),
];

export const FIXTURE_PERMISSIONS: PermissionMatrix = {
  ROLE_ADMIN: { S1: ['read'], S2: ['read'] },
  ROLE_SUPER_ADMIN: { S1: ['read'], S2: ['read'] },
  ROLE_MODERATOR: { S2: ['read'] },
};

export const FIXTURE_FEATURES: FeaturesDef = {
  flags: [],
  groups: [{ code: 'G1', label: 'G1', features: ['F1'], noCode: false, popular: false }],
};

export const FIXTURE_MENUS: Readonly<Record<MenuDef['id'], MenuDef>> = {
  operatorSidebar: {
    id: 'operatorSidebar',
    groups: [
      {
        id: 'one',
        label: 'Group One',
        items: [
          { id: 'alpha', label: 'Alpha', route: 'Alpha', icon: 'Tune', section: 'S1' },
          { id: 'beta', label: 'Beta', route: 'Beta', section: 'S1' },
          { id: 'mod', label: 'Mod', route: 'Mod', section: 'S2' },
        ],
      },
      {
        id: 'two',
        label: 'Group Two',
        items: [
          {
            id: 'web3',
            label: 'Web',
            route: 'Setup',
            altRoute: { route: 'Live', when: { web3: 'started' } },
            section: 'S1',
          },
        ],
      },
      { id: 'bottom', items: [{ id: 'prefs', label: 'Prefs', route: 'Prefs', section: 'S1' }] },
    ],
  },
  adminSidebar: {
    id: 'adminSidebar',
    groups: [
      {
        id: 'admin',
        items: [
          { id: 'operators', label: 'Operators', route: 'Operators' },
          { id: 'vault', label: 'Vault', route: 'Vault' },
        ],
      },
    ],
  },
  adminHorizontal: {
    id: 'adminHorizontal',
    groups: [
      {
        id: 'main',
        items: [
          { id: 'alpha', label: 'Alpha', route: 'Alpha' },
          {
            id: 'more',
            label: 'More',
            children: [
              { id: 'beta', label: 'Beta', route: 'Beta' },
              { id: 'mod', label: 'Mod', route: 'Mod' },
            ],
          },
          { id: 'live', label: 'Live', route: 'Live', gate: { web3: 'finished' } },
          { id: 'prefs', label: 'Prefs', route: 'Prefs' },
        ],
      },
    ],
  },
};
