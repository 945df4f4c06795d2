import { describe, expect, it } from 'vitest';
import type { FeatureGroupDef, RoleDef, RouteDef } from '../../src/model/types';
import { createGuard, type Decision, type GuardOperatorState } from '../../src/routing';
import { COMMITTED } from '../schemaEdits/bundle';
import { routeInvariants } from '../schemaEdits/invariants/routes';
import { NOW_MS, expiredTokenFor, makeToken, tokenFor } from '../session/tokens';

// §2/§6 over the committed schema: the spec's rows, and the guard against every route × role × mode
// (tenEdits runs the same on an edited schema).
routeInvariants(COMMITTED);

// The guard's behaviour over a small hand-made schema shaped like the spec's.
const TEAM = [
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN',
  'ROLE_DEVELOPMENT',
  'ROLE_MARKETING',
  'ROLE_SUPPORT',
];
const r = (
  name: string,
  path: string,
  roles: RouteDef['roles'],
  over: Partial<RouteDef> = {},
): RouteDef => ({
  name,
  path,
  title: name,
  layout: 'APP',
  mode: 'operator',
  roles,
  ...over,
});
const ROUTES: readonly RouteDef[] = [
  r('Login', '/login', 'public', { mode: 'always', layout: 'BLANK' }),
  r('Forbidden', '/403', 'public', { mode: 'always' }),
  r('NotFound', '/404', 'public', { mode: 'always' }),
  r('Welcome', '/welcome', ['ROLE_MODERATOR']),
  r('BasicSetup', '/basic-setup', TEAM),
  r('MyWidget', '/my-widget', TEAM),
  r('Users', '/users', TEAM),
  r('UserData', '/users/:userId', TEAM),
  r('Events', '/events', TEAM, { gate: { feature: 'EVENT_MISSIONS' } }),
  r('EventNew', '/events/new', TEAM, { gate: { feature: 'EVENT_MISSIONS' } }),
  r('EventDetails', '/events/:id', TEAM),
  r('Missions', '/missions', [...TEAM, 'ROLE_MODERATOR'], { gate: { featureGroup: 'MISSIONS' } }),
  r('Referral', '/referral', TEAM, { gate: { featureGroup: 'REFERRAL' } }),
  r('Settings', '/settings', TEAM),
  r('Billing', '/billing', ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'], { gate: { flag: 'BILLING' } }),
  r('BillingProceed', '/billing-proceed', ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'], {
    requiredQuery: { params: ['type'], otherwise: 'Billing' },
  }),
  r('Registration', '/registration', 'public', { mode: 'nonAdmin' }),
  r('CompletingRegistration', '/completing-registration', ['ROLE_ADMIN_REGISTRATION'], {
    mode: 'nonAdmin',
  }),
  r('ChangePassword', '/password-recovery', 'public', {
    mode: 'nonAdmin',
    keepTokenParam: true,
    requiredQuery: { params: ['token'], otherwise: 'Login' },
  }),
  r('AccountVerify', '/account-verify', 'public', {
    mode: 'nonAdmin',
    skipChecks: true,
    requiredQuery: { params: ['token'], otherwise: 'Login' },
  }),
  r('Operators', '/operators', ['ROLE_SUPER_ADMIN'], { mode: 'adminOnly' }),
];
const teamHome = [{ route: 'MyWidget', when: 'setupFinished' as const }, { route: 'BasicSetup' }];
const ROLES: readonly RoleDef[] = [
  {
    code: 'ROLE_SUPER_ADMIN',
    label: 'SA',
    home: [{ route: 'Operators', when: 'adminMode' }, ...teamHome],
    invitable: false,
  },
  ...['ROLE_ADMIN', 'ROLE_DEVELOPMENT', 'ROLE_MARKETING', 'ROLE_SUPPORT'].map((code) => ({
    code,
    label: code,
    home: teamHome,
    invitable: true,
  })),
  { code: 'ROLE_MODERATOR', label: 'M', home: [{ route: 'Welcome' }], invitable: true },
  {
    code: 'ROLE_ADMIN_REGISTRATION',
    label: 'AR',
    home: [{ route: 'CompletingRegistration' }],
    invitable: false,
  },
  {
    code: 'ROLE_RESET_PASSWORD',
    label: 'RP',
    home: [{ route: 'ChangePassword' }],
    invitable: false,
  },
];
const GROUPS: readonly FeatureGroupDef[] = [
  {
    code: 'MISSIONS',
    label: 'Missions',
    features: ['MODERATION_MISSIONS', 'EVENT_MISSIONS'],
    noCode: false,
    popular: true,
  },
  {
    code: 'REFERRAL',
    label: 'Referral',
    features: ['REFERRAL_CODES'],
    noCode: true,
    popular: true,
  },
];
const decide = createGuard({
  routes: ROUTES,
  roles: ROLES,
  roleCodes: ROLES.map((x) => x.code),
  featureGroups: GROUPS,
  permissions: {},
});

const opState = (over: Partial<GuardOperatorState> = {}): GuardOperatorState => ({
  installedFeatures: new Set(GROUPS.flatMap((g) => g.features)),
  installedGroups: new Set(),
  flags: new Set(['BILLING']),
  web3Status: 'DONE',
  internalCurrencyName: null,
  setupFinished: true,
  ...over,
});
const NOTHING = opState({ installedFeatures: new Set(), flags: new Set(), web3Status: null });

function run(
  url: string,
  opts: {
    role?: string | null;
    token?: string | null;
    adminMode?: boolean;
    state?: GuardOperatorState | null;
  } = {},
): Decision {
  // Split by hand: URL parsing would read '//users' as a host.
  const at = url.indexOf('?');
  const u =
    at < 0 ? { pathname: url, search: '' } : { pathname: url.slice(0, at), search: url.slice(at) };
  const token = opts.token !== undefined ? opts.token : opts.role ? tokenFor(opts.role) : null;
  return decide({
    pathname: u.pathname,
    search: u.search,
    adminMode: opts.adminMode ?? false,
    storedToken: token,
    nowMs: NOW_MS,
    operatorState: opts.state === null ? undefined : (opts.state ?? opState()),
  });
}

const outcome = (d: Decision) => (d.kind === 'render' ? 'render' : d.to);

describe('navigation guard: route access over the hand-made schema', () => {
  it.each([
    ['/users', null, false, '/login?toRoute=%2Fusers'],
    ['/users', 'ROLE_ADMIN', false, 'render'],
    ['/users', 'ROLE_MODERATOR', false, '/403'],
    ['/welcome', 'ROLE_ADMIN', false, '/403'],
    ['/billing', 'ROLE_DEVELOPMENT', false, '/403'],
    ['/operators', 'ROLE_SUPER_ADMIN', false, '/404'],
    ['/operators', 'ROLE_SUPER_ADMIN', true, 'render'],
    ['/operators', 'ROLE_ADMIN', true, '/403'],
    ['/registration', null, true, '/404'],
    ['/registration', null, false, 'render'],
    ['/registration', 'ROLE_ADMIN', false, '/my-widget'],
    ['/completing-registration', 'ROLE_ADMIN_REGISTRATION', false, 'render'],
    ['/403', 'ROLE_ADMIN', false, 'render'],
    ['/404', null, true, 'render'],
  ])('%s as %s (admin mode %s) → %s', (url, role, adminMode, expected) => {
    expect(outcome(run(url, { role, adminMode }))).toBe(expected);
  });
});

describe('navigation guard: the super admin operator view', () => {
  it.each(['/operators/42/users', '/operators/42/no-such-page', '/operators/42'])(
    '%s outside admin mode → /404',
    (url) => {
      expect(outcome(run(url, { role: 'ROLE_SUPER_ADMIN' }))).toBe('/404');
    },
  );

  it('an unknown page under an operator view → /404 (spec-readings §8)', () => {
    expect(
      outcome(run('/operators/42/no-such-page', { role: 'ROLE_SUPER_ADMIN', adminMode: true })),
    ).toBe('/404');
  });

  it('passes the path parameters and the operator id', () => {
    const d = run('/operators/op-9/users/77', { role: 'ROLE_SUPER_ADMIN', adminMode: true });
    expect(d).toMatchObject({ kind: 'render', params: { userId: '77' }, operatorId: 'op-9' });
  });

  it('the view root goes to the operator’s home inside the view', () => {
    const opts = { role: 'ROLE_SUPER_ADMIN', adminMode: true };
    expect(outcome(run('/operators/42', opts))).toBe('/operators/42/my-widget');
    expect(
      outcome(run('/operators/42/', { ...opts, state: opState({ setupFinished: false }) })),
    ).toBe('/operators/42/basic-setup');
  });

  it('an unavailable page in the view goes home inside the view', () => {
    const d = run('/operators/42/events', {
      role: 'ROLE_SUPER_ADMIN',
      adminMode: true,
      state: NOTHING,
    });
    expect(outcome(d)).toBe('/operators/42/my-widget');
  });

  it('a missing required query goes to its fallback inside the view', () => {
    const d = run('/operators/42/billing-proceed', { role: 'ROLE_SUPER_ADMIN', adminMode: true });
    expect(outcome(d)).toBe('/operators/42/billing');
  });
});

describe('navigation guard: unknown paths and the root', () => {
  it.each(['/no-such', '/users/1/2', '//users', '/USERS'])(
    '%s → /404, with or without a session',
    (url) => {
      expect(outcome(run(url))).toBe('/404');
      expect(outcome(run(url, { role: 'ROLE_ADMIN' }))).toBe('/404');
    },
  );

  it.each([
    [null, false, '/login'],
    ['ROLE_ADMIN', false, '/my-widget'],
    ['ROLE_MODERATOR', false, '/welcome'],
    ['ROLE_SUPER_ADMIN', true, '/operators'],
    ['ROLE_SUPER_ADMIN', false, '/my-widget'],
  ])('/ as %s (admin mode %s) → %s', (role, adminMode, expected) => {
    expect(outcome(run('/', { role, adminMode }))).toBe(expected);
  });
});

describe('navigation guard: stored token', () => {
  it.each([
    ['expired', expiredTokenFor('ROLE_ADMIN')],
    ['malformed', 'not-a-jwt'],
    [
      'of an unknown role',
      makeToken({ role: 'ROLE_GHOST', id_operator: 1, exp: NOW_MS / 1000 + 60 }),
    ],
  ])('an %s token is cleared on every navigation', (_label, token) => {
    const restricted = run('/users?x=1', { token });
    expect(restricted).toMatchObject({
      kind: 'redirect',
      to: '/login?toRoute=%2Fusers%3Fx%3D1',
      clearToken: true,
    });
    expect(run('/login', { token })).toMatchObject({ kind: 'render', clearToken: true });
    expect(run('/no-such', { token })).toMatchObject({
      kind: 'redirect',
      to: '/404',
      clearToken: true,
    });
    expect(run('/403', { token })).toMatchObject({ kind: 'render', clearToken: true });
  });
});

describe('navigation guard: token in the URL', () => {
  it('a URL token on a path that opens no page is not used', () => {
    const d = run(`/no-such?token=${tokenFor('ROLE_ADMIN')}`);
    expect(d).toEqual({ kind: 'redirect', to: '/404', replace: true });
  });

  it('a valid token logs in and leaves the URL, keeping the rest of the query', () => {
    const token = tokenFor('ROLE_ADMIN');
    const d = run(`/users?x=1&token=${token}&y=2`);
    expect(d).toEqual({ kind: 'redirect', to: '/users?x=1&y=2', replace: true, storeToken: token });
  });

  it('replaces an expired stored session', () => {
    const token = tokenFor('ROLE_MARKETING');
    const d = run(`/login?token=${token}`, { token: expiredTokenFor('ROLE_ADMIN') });
    expect(d).toEqual({ kind: 'redirect', to: '/login', replace: true, storeToken: token });
  });

  it.each([
    ['expired', expiredTokenFor('ROLE_ADMIN')],
    ['garbage', 'abc'],
    ['empty', ''],
  ])('an %s URL token is removed, never logs in, and is only logged', (_label, token) => {
    const d = run(`/users?token=${token}`);
    expect(d).toMatchObject({ kind: 'redirect', to: '/users' });
    expect(d.storeToken).toBeUndefined();
    expect(d.log).toEqual(expect.any(String));
  });

  it('an invalid URL token leaves a valid stored session alone', () => {
    const d = run('/users?token=abc', { role: 'ROLE_ADMIN' });
    expect(d).toMatchObject({ kind: 'redirect', to: '/users' });
    expect(d.clearToken).toBeUndefined();
    expect(d.storeToken).toBeUndefined();
  });

  it('password recovery keeps its token: no login, no URL change', () => {
    const token = tokenFor('ROLE_ADMIN');
    const d = run(`/password-recovery?token=${token}`);
    expect(d).toMatchObject({ kind: 'render', route: { name: 'ChangePassword' } });
    expect(d.storeToken).toBeUndefined();
  });

  it('password recovery without a token goes to Login', () => {
    expect(outcome(run('/password-recovery'))).toBe('/login');
    expect(outcome(run('/password-recovery?token='))).toBe('/login');
  });

  it('the reset-password role stays on its own home', () => {
    expect(outcome(run('/password-recovery?token=abc', { role: 'ROLE_RESET_PASSWORD' }))).toBe(
      'render',
    );
  });
});

describe('navigation guard: account verify skips every check', () => {
  it('renders for anyone, whatever the stored token, and never logs in with its token', () => {
    const verify = tokenFor('ROLE_ADMIN');
    for (const token of [
      null,
      expiredTokenFor('ROLE_ADMIN'),
      tokenFor('ROLE_MODERATOR'),
      'garbage',
    ]) {
      const d = run(`/account-verify?token=${verify}`, { token });
      expect(d.kind).toBe('render');
      expect(d.storeToken).toBeUndefined();
      expect(d.clearToken).toBeUndefined();
    }
  });

  it('without a token goes to Login', () => {
    expect(outcome(run('/account-verify'))).toBe('/login');
  });

  it('does not exist in admin mode', () => {
    expect(outcome(run('/account-verify?token=x', { adminMode: true }))).toBe('/404');
  });
});

describe('navigation guard: toRoute', () => {
  it('a restricted page without a session keeps its path and query for after login', () => {
    expect(outcome(run('/users/17?tab=activity'))).toBe(
      '/login?toRoute=%2Fusers%2F17%3Ftab%3Dactivity',
    );
  });

  it.each([
    ['/users?x=1', 'ROLE_ADMIN', '/users?x=1'],
    ['/missions', 'ROLE_MODERATOR', '/missions'],
    // Not for this role: home instead.
    ['/users', 'ROLE_MODERATOR', '/welcome'],
    ['/billing', 'ROLE_DEVELOPMENT', '/my-widget'],
    // Not a safe in-app path: ignored.
    ['https://evil.com', 'ROLE_ADMIN', '/my-widget'],
    ['//evil.com', 'ROLE_ADMIN', '/my-widget'],
    ['/\\evil.com', 'ROLE_ADMIN', '/my-widget'],
    ['javascript:alert(1)', 'ROLE_ADMIN', '/my-widget'],
    ['/no-such', 'ROLE_ADMIN', '/my-widget'],
    // Public pages are not a destination for a logged-in user.
    ['/registration', 'ROLE_ADMIN', '/my-widget'],
    ['/404', 'ROLE_ADMIN', '/my-widget'],
  ])('/login?toRoute=%s as %s → %s', (toRoute, role, expected) => {
    expect(outcome(run(`/login?toRoute=${encodeURIComponent(toRoute)}`, { role }))).toBe(expected);
  });

  it('another public page while logged in honours toRoute too', () => {
    expect(outcome(run('/registration?toRoute=%2Fsettings', { role: 'ROLE_SUPPORT' }))).toBe(
      '/settings',
    );
  });

  it('an unavailable toRoute is not honoured once the operator state is known', () => {
    expect(outcome(run('/login?toRoute=%2Fevents', { role: 'ROLE_ADMIN', state: NOTHING }))).toBe(
      '/my-widget',
    );
  });

  it('after login the super admin goes to an operator view given as toRoute', () => {
    const d = run('/login?toRoute=%2Foperators%2F42%2Fusers', {
      role: 'ROLE_SUPER_ADMIN',
      adminMode: true,
    });
    expect(outcome(d)).toBe('/operators/42/users');
  });

  it('an operator view is no toRoute for other roles', () => {
    const d = run('/login?toRoute=%2Foperators%2F42%2Fusers', {
      role: 'ROLE_ADMIN',
      adminMode: true,
    });
    expect(outcome(d)).toBe('/my-widget');
  });
});

describe('navigation guard: feature gates (§2 current route unavailable)', () => {
  it.each([
    ['/events', 'a feature gate'],
    ['/events/new', 'a feature gate'],
    ['/missions', 'a group gate'],
    ['/referral', 'a group gate'],
    ['/billing', 'a flag gate'],
  ])('%s with nothing installed goes home (%s)', (url) => {
    expect(outcome(run(url, { role: 'ROLE_ADMIN', state: NOTHING }))).toBe('/my-widget');
  });

  it('home depends on setup progress', () => {
    const state = opState({ installedFeatures: new Set(), setupFinished: false });
    expect(outcome(run('/events', { role: 'ROLE_ADMIN', state }))).toBe('/basic-setup');
  });

  it('honours an available toRoute instead of home', () => {
    expect(outcome(run('/events?toRoute=%2Fusers', { role: 'ROLE_ADMIN', state: NOTHING }))).toBe(
      '/users',
    );
  });

  it('the moderator without missions goes to Welcome', () => {
    expect(outcome(run('/missions', { role: 'ROLE_MODERATOR', state: NOTHING }))).toBe('/welcome');
  });

  it('a feature installed through one of its group’s features opens the page', () => {
    const state = opState({ installedFeatures: new Set(['REFERRAL_CODES']) });
    expect(outcome(run('/referral', { role: 'ROLE_ADMIN', state }))).toBe('render');
  });

  it('gates are not judged before the operator state loads', () => {
    expect(outcome(run('/events', { role: 'ROLE_ADMIN', state: null }))).toBe('render');
  });
});

describe('navigation guard: before the operator state loads', () => {
  it('a public page waits when the home depends on setup progress', () => {
    const d = run('/login', { role: 'ROLE_ADMIN', state: null });
    expect(d).toMatchObject({ kind: 'render', pending: true, route: { name: 'Login' } });
  });

  it('the root waits too, on the login route', () => {
    const d = run('/', { role: 'ROLE_ADMIN', state: null });
    expect(d).toMatchObject({ kind: 'render', pending: true, route: { name: 'Login' } });
  });

  it('a home that does not depend on progress is chosen at once', () => {
    expect(outcome(run('/login', { role: 'ROLE_MODERATOR', state: null }))).toBe('/welcome');
    expect(outcome(run('/login', { role: 'ROLE_SUPER_ADMIN', adminMode: true, state: null }))).toBe(
      '/operators',
    );
  });

  it('a valid toRoute does not wait', () => {
    expect(outcome(run('/login?toRoute=%2Fusers', { role: 'ROLE_ADMIN', state: null }))).toBe(
      '/users',
    );
  });
});

describe('navigation guard: required query', () => {
  it.each([
    ['/billing-proceed', '/billing'],
    ['/billing-proceed?type=', '/billing'],
    ['/billing-proceed?other=1', '/billing'],
  ])('%s → %s', (url, expected) => {
    expect(outcome(run(url, { role: 'ROLE_ADMIN' }))).toBe(expected);
  });
});

// A role put in a route's role group gets only the pages its §6 grants let it read.
describe('navigation guard: roles and read on the section, together', () => {
  const group = ['ROLE_ADMIN', 'ROLE_VIEWER'];
  const viewerGuard = createGuard({
    routes: [
      ...ROUTES.filter((x) => ['Login', 'Forbidden', 'NotFound'].includes(x.name)),
      r('Dashboard', '/dashboard', group, { section: 'DASHBOARD' }),
      r('Users', '/users', group, { section: 'USERS' }),
    ],
    roles: [
      {
        code: 'ROLE_ADMIN',
        label: 'roles.ROLE_ADMIN',
        home: [{ route: 'Users' }],
        invitable: true,
      },
      {
        code: 'ROLE_VIEWER',
        label: 'roles.ROLE_VIEWER',
        home: [{ route: 'Dashboard' }],
        invitable: true,
      },
    ],
    roleCodes: ['ROLE_ADMIN', 'ROLE_VIEWER'],
    featureGroups: GROUPS,
    permissions: {
      ROLE_ADMIN: { DASHBOARD: ['read'], USERS: ['read', 'update'] },
      ROLE_VIEWER: { DASHBOARD: ['read'] },
    },
  });
  const go = (url: string, role: string) => {
    const at = url.indexOf('?');
    return outcome(
      viewerGuard({
        pathname: at < 0 ? url : url.slice(0, at),
        search: at < 0 ? '' : url.slice(at),
        adminMode: false,
        storedToken: tokenFor(role),
        nowMs: NOW_MS,
        operatorState: opState(),
      }),
    );
  };

  it.each([
    ['/dashboard', 'ROLE_VIEWER', 'render'],
    ['/users', 'ROLE_VIEWER', '/403'],
    ['/users', 'ROLE_ADMIN', 'render'],
    ['/login?toRoute=%2Fusers', 'ROLE_VIEWER', '/dashboard'],
    ['/login?toRoute=%2Fusers', 'ROLE_ADMIN', '/users'],
  ])('%s as %s → %s', (url, role, expected) => {
    expect(go(url, role)).toBe(expected);
  });
});
