import { visibleMenu, type GateState, type VisibleMenuGroup } from '../../src/access';
import { MENUS } from '../../src/generated/menus';

// §3 widget features, all of them.
const ALL_FEATURES = [
  'MODERATION_MISSIONS',
  'EVENT_MISSIONS',
  'SOCIAL_MEDIA_MISSIONS',
  'TAP_2_EARN',
  'REFERRAL_CODES',
  'MODERATION_REWARDS',
  'PROMO_REWARDS',
  'EVENT_REWARDS',
  'HOLD_2_EARN',
  'WEB3',
  'USER_SEGMENTS',
  'AIRDROP_POINTS',
];

const state = (
  over: Partial<Omit<GateState, 'installedFeatures' | 'flags'>> & {
    features?: string[];
    flags?: string[];
  } = {},
): GateState => ({
  installedFeatures: new Set(over.features ?? []),
  installedGroups: new Set(over.installedGroups ?? []),
  flags: new Set(over.flags ?? []),
  web3Status: over.web3Status ?? null,
  internalCurrencyName: over.internalCurrencyName ?? null,
});

/** A menu as `group: Target, Target…`, dropdowns as `Label[Target, …]`, comparable at a glance. */
function outline(groups: readonly VisibleMenuGroup[]): string[] {
  const item = (i: VisibleMenuGroup['items'][number]): string =>
    i.children ? `${i.id}[${i.children.map(item).join(', ')}]` : (i.route ?? '?');
  return groups.map((g) => `${g.id}: ${g.items.map(item).join(', ')}`);
}

const OVERVIEW = 'overview: BasicSetup, MyWidget, Dashboard, Users, Activity, Revenues, Requests';
const BOTTOM = 'bottom: Settings';
const SIX = [
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN',
  'ROLE_DEVELOPMENT',
  'ROLE_PRODUCT',
  'ROLE_MARKETING',
  'ROLE_SUPPORT',
];

/**
 * §2 operator sidebar: Basic Setup, My Widget, Dashboard, Users, Activity, Revenues, Requests, then
 * Events, Missions, Rewards, Tap to Earn, Referral, Segments, Airdrop, Web3, with Settings at the
 * bottom; hidden without read permission or feature; Rewards hidden with an internal currency; Web3
 * → Web3Loyalty once deploy started, else Web3Setup; empty groups dropped.
 */
const STATES: readonly (readonly [
  label: string,
  s: GateState,
  sixRoles: string[],
  moderator: string[],
])[] = [
  ['nothing installed', state(), [OVERVIEW, BOTTOM], []],
  [
    'everything installed, web3 not deployed',
    state({ features: ALL_FEATURES, web3Status: 'NONE' }),
    [
      OVERVIEW,
      'configuration: Events, Missions, Rewards, TapToEarn, Referral, Segments, Airdrop, Web3Setup',
      BOTTOM,
    ],
    ['configuration: Missions, Rewards'],
  ],
  [
    'everything installed, internal currency name set',
    state({ features: ALL_FEATURES, internalCurrencyName: 'Gems' }),
    [
      OVERVIEW,
      'configuration: Events, Missions, TapToEarn, Referral, Segments, Airdrop, Web3Setup',
      BOTTOM,
    ],
    ['configuration: Missions'],
  ],
  [
    'everything installed, web3 deploy STARTED',
    state({ features: ALL_FEATURES, web3Status: 'STARTED' }),
    [
      OVERVIEW,
      'configuration: Events, Missions, Rewards, TapToEarn, Referral, Segments, Airdrop, Web3Loyalty',
      BOTTOM,
    ],
    ['configuration: Missions, Rewards'],
  ],
  [
    'everything installed, web3 deploy DONE',
    state({ features: ALL_FEATURES, web3Status: 'DONE' }),
    [
      OVERVIEW,
      'configuration: Events, Missions, Rewards, TapToEarn, Referral, Segments, Airdrop, Web3Loyalty',
      BOTTOM,
    ],
    ['configuration: Missions, Rewards'],
  ],
  [
    'everything installed, billing flag on (Billing lives in the user menu, not the sidebar)',
    state({ features: ALL_FEATURES, flags: ['BILLING'] }),
    [
      OVERVIEW,
      'configuration: Events, Missions, Rewards, TapToEarn, Referral, Segments, Airdrop, Web3Setup',
      BOTTOM,
    ],
    ['configuration: Missions, Rewards'],
  ],
  [
    'only event missions (Events, and the Missions group through it)',
    state({ features: ['EVENT_MISSIONS'] }),
    [OVERVIEW, 'configuration: Events, Missions', BOTTOM],
    ['configuration: Missions'],
  ],
  [
    'only moderation missions (no Events)',
    state({ features: ['MODERATION_MISSIONS'] }),
    [OVERVIEW, 'configuration: Missions', BOTTOM],
    ['configuration: Missions'],
  ],
  [
    'only promo rewards, tap to earn and web3',
    state({ features: ['PROMO_REWARDS', 'TAP_2_EARN', 'WEB3'] }),
    [OVERVIEW, 'configuration: Rewards, TapToEarn, Web3Setup', BOTTOM],
    ['configuration: Rewards'],
  ],
  [
    'hold to earn only (no sidebar item of its own)',
    state({ features: ['HOLD_2_EARN'] }),
    [OVERVIEW, BOTTOM],
    [],
  ],
];

const OPERATOR_CASES = STATES.flatMap(([label, s, six, moderator]) => [
  ...SIX.map((role) => [role, label, s, six] as const),
  ['ROLE_MODERATOR', label, s, moderator] as const,
  ['ROLE_ADMIN_REGISTRATION', label, s, []] as const,
  ['ROLE_RESET_PASSWORD', label, s, []] as const,
]);

describe('operator sidebar (§2 App layout, §6, spec-readings §4)', () => {
  it.each(OPERATOR_CASES)('%s, %s', (role, _label, s, expected) => {
    expect(outline(visibleMenu(MENUS.operatorSidebar, { role, operatorState: s }))).toEqual(
      expected,
    );
  });

  it('keeps the catalogue keys and icons of the items', () => {
    const [overview] = visibleMenu(MENUS.operatorSidebar, {
      role: 'ROLE_ADMIN',
      operatorState: state(),
    });
    expect(overview?.label).toBe('menu.operatorSidebar.groups.overview');
    expect(overview?.items[0]).toEqual({
      id: 'basicSetup',
      label: 'menu.operatorSidebar.basicSetup',
      icon: 'Tune',
      route: 'BasicSetup',
    });
  });
});

describe('admin sidebar (§2: Operators, Custody, Credit Cost)', () => {
  it('shows the three admin pages to the super admin', () => {
    expect(
      outline(
        visibleMenu(MENUS.adminSidebar, { role: 'ROLE_SUPER_ADMIN', operatorState: state() }),
      ),
    ).toEqual(['admin: Operators, Custody, CreditCost']);
  });

  it.each(['ROLE_ADMIN', 'ROLE_DEVELOPMENT', 'ROLE_MODERATOR', 'ROLE_ADMIN_REGISTRATION'])(
    'shows nothing to %s',
    (role) => {
      expect(visibleMenu(MENUS.adminSidebar, { role, operatorState: state() })).toEqual([]);
    },
  );
});

/**
 * §2 horizontal menu on the super admin's operator pages: Basic Setup, My Widget, Users, Activity,
 * an Activities dropdown (Events, Missions, Rewards, Tap to Earn, Referral, Airdrop, Revenues,
 * Requests), Dashboard, Web3 Loyalty (only when deploy is finished), Segments, Settings.
 */
describe('admin horizontal menu', () => {
  it.each([
    [
      'everything installed, deploy finished',
      state({ features: ALL_FEATURES, web3Status: 'DONE' }),
      'main: BasicSetup, MyWidget, Users, Activity, ' +
        'activities[Events, Missions, Rewards, TapToEarn, Referral, Airdrop, Revenues, Requests], ' +
        'Dashboard, Web3Loyalty, Segments, Settings',
    ],
    [
      'everything installed, deploy started but not finished',
      state({ features: ALL_FEATURES, web3Status: 'STARTED' }),
      'main: BasicSetup, MyWidget, Users, Activity, ' +
        'activities[Events, Missions, Rewards, TapToEarn, Referral, Airdrop, Revenues, Requests], ' +
        'Dashboard, Segments, Settings',
    ],
    [
      'nothing installed',
      state(),
      'main: BasicSetup, MyWidget, Users, Activity, activities[Revenues, Requests], Dashboard, Settings',
    ],
  ])('super admin, %s', (_label, s, expected) => {
    expect(
      outline(visibleMenu(MENUS.adminHorizontal, { role: 'ROLE_SUPER_ADMIN', operatorState: s })),
    ).toEqual([expected]);
  });

  it('drops a dropdown left without children', () => {
    const menu = {
      id: 'adminHorizontal' as const,
      groups: [
        {
          id: 'main',
          items: [
            {
              id: 'activities',
              label: 'x',
              children: [
                { id: 'events', label: 'y', route: 'Events', gate: { feature: 'EVENT_MISSIONS' } },
              ],
            },
            { id: 'users', label: 'z', route: 'Users', section: 'USERS' },
          ],
        },
      ],
    };
    expect(
      outline(visibleMenu(menu, { role: 'ROLE_SUPER_ADMIN', operatorState: state() })),
    ).toEqual(['main: Users']);
  });
});
