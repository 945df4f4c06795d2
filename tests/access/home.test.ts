import { homeRoute, isRouteAvailable } from '../../src/access';
import { ROUTES } from '../../src/generated/routes';

/** Availability as the console sees it: the route exists in the mode and the role may open it. */
const available = (role: string, adminMode: boolean) => (name: string) => {
  const route = ROUTES.find((r) => r.name === name);
  return !!route && isRouteAvailable(route, { role, adminMode });
};

// §2 Home page per role, written out for setup finished / not, outside and inside admin mode.
const TABLE: readonly (readonly [
  role: string,
  adminMode: boolean,
  setupFinished: boolean,
  home: string,
])[] = [
  ['ROLE_ADMIN_REGISTRATION', false, true, 'CompletingRegistration'],
  ['ROLE_ADMIN_REGISTRATION', false, false, 'CompletingRegistration'],
  ...(
    ['ROLE_ADMIN', 'ROLE_PRODUCT', 'ROLE_DEVELOPMENT', 'ROLE_MARKETING', 'ROLE_SUPPORT'] as const
  ).flatMap(
    (role) =>
      [
        [role, false, true, 'MyWidget'],
        [role, false, false, 'BasicSetup'],
        [role, true, true, 'MyWidget'],
        [role, true, false, 'BasicSetup'],
      ] as const,
  ),
  ['ROLE_MODERATOR', false, true, 'Welcome'],
  ['ROLE_MODERATOR', false, false, 'Welcome'],
  ['ROLE_MODERATOR', true, false, 'Welcome'],
  // Super admin: Operators in admin mode; outside it treated like an admin.
  ['ROLE_SUPER_ADMIN', true, true, 'Operators'],
  ['ROLE_SUPER_ADMIN', true, false, 'Operators'],
  ['ROLE_SUPER_ADMIN', false, true, 'MyWidget'],
  ['ROLE_SUPER_ADMIN', false, false, 'BasicSetup'],
  ['ROLE_RESET_PASSWORD', false, true, 'ChangePassword'],
  ['ROLE_RESET_PASSWORD', false, false, 'ChangePassword'],
  // Homes that do not exist in admin mode (non-admin-only pages) fall through to Login.
  ['ROLE_ADMIN_REGISTRATION', true, false, 'Login'],
  ['ROLE_RESET_PASSWORD', true, false, 'Login'],
  ['ROLE_UNKNOWN', false, true, 'Login'],
  ['', false, true, 'Login'],
];

describe('homeRoute (§2 Home page per role)', () => {
  it.each(TABLE)(
    '%s, admin mode %s, setup finished %s → %s',
    (role, adminMode, setupFinished, home) => {
      expect(
        homeRoute(role, { adminMode, setupFinished, isAvailable: available(role, adminMode) }),
      ).toBe(home);
    },
  );

  it('skips a rule whose route is unavailable and takes the next', () => {
    const ctx = {
      adminMode: false,
      setupFinished: true,
      isAvailable: (n: string) => n !== 'MyWidget',
    };
    expect(homeRoute('ROLE_ADMIN', ctx)).toBe('BasicSetup');
  });
});

describe('isRouteAvailable (mode, role list, feature gate)', () => {
  const route = (name: string) => {
    const found = ROUTES.find((r) => r.name === name);
    if (!found) throw new Error(`no route ${name}`);
    return found;
  };
  const gateState = (flags: string[], features: string[] = []) => ({
    installedFeatures: new Set(features),
    installedGroups: new Set<string>(),
    flags: new Set(flags),
    web3Status: null,
    internalCurrencyName: null,
  });

  // §6 + §2: Billing shows only with the BILLING flag and billing read (super admin, admin).
  it.each([
    ['ROLE_ADMIN', ['BILLING'], true],
    ['ROLE_SUPER_ADMIN', ['BILLING'], true],
    ['ROLE_ADMIN', [], false],
    ['ROLE_DEVELOPMENT', ['BILLING'], false],
    ['ROLE_MODERATOR', ['BILLING'], false],
  ])('Billing for %s with flags %j → %s', (role, flags, expected) => {
    expect(
      isRouteAvailable(route('Billing'), {
        role,
        adminMode: false,
        operatorState: gateState(flags),
      }),
    ).toBe(expected);
  });

  it.each([
    ['Operators', 'ROLE_SUPER_ADMIN', true, true],
    ['Operators', 'ROLE_SUPER_ADMIN', false, false],
    ['Registration', null, false, true],
    ['Registration', null, true, false],
    ['Login', null, true, true],
    ['Users', 'ROLE_SUPPORT', true, true],
    ['Users', 'ROLE_MODERATOR', false, false],
  ] as const)('%s for %s in admin mode %s → %s', (name, role, adminMode, expected) => {
    expect(isRouteAvailable(route(name), { role, adminMode })).toBe(expected);
  });

  it('judges the feature gate only once the operator state is known', () => {
    expect(isRouteAvailable(route('Events'), { role: 'ROLE_ADMIN', adminMode: false })).toBe(true);
    expect(
      isRouteAvailable(route('Events'), {
        role: 'ROLE_ADMIN',
        adminMode: false,
        operatorState: gateState([]),
      }),
    ).toBe(false);
    expect(
      isRouteAvailable(route('Events'), {
        role: 'ROLE_ADMIN',
        adminMode: false,
        operatorState: gateState([], ['EVENT_MISSIONS']),
      }),
    ).toBe(true);
  });
});
