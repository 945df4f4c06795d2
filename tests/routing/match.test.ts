import { matchRoute } from '../../src/routing';

describe('matchRoute', () => {
  it.each([
    ['/users', false, 'Users', {}],
    ['/users/', false, 'Users', {}],
    ['/users/17', false, 'UserData', { userId: '17' }],
    ['/users/a%20b', false, 'UserData', { userId: 'a b' }],
    ['/events/new', false, 'EventNew', {}],
    ['/events/55', false, 'EventDetails', { id: '55' }],
    ['/missions/new', false, 'MissionNew', {}],
    ['/missions/abc', false, 'MissionDetails', { id: 'abc' }],
    ['/dashboard/missions-insights', false, 'MissionsInsights', {}],
    ['/web3/onboarding', false, 'Web3Onboarding', {}],
    ['/billing-settings', true, 'CreditCost', {}],
    ['/operators', true, 'Operators', {}],
    ['/registration', false, 'Registration', {}],
    ['/login', true, 'Login', {}],
    ['/404', false, 'NotFound', {}],
  ])('%s (admin mode %s) → %s %j', (path, adminMode, name, params) => {
    const m = matchRoute(path, adminMode);
    expect(m?.route.name).toBe(name);
    expect(m?.params).toEqual(params);
    expect(m?.operatorId).toBeUndefined();
  });

  it.each([
    ['/operators/42/users', 'Users', '42', {}],
    ['/operators/42/users/9', 'UserData', '42', { userId: '9' }],
    ['/operators/op-7/events/new', 'EventNew', 'op-7', {}],
    ['/operators/42/billing', 'Billing', '42', {}],
  ])('operator view %s → %s of operator %s', (path, name, operatorId, params) => {
    const m = matchRoute(path, true);
    expect(m?.route.name).toBe(name);
    expect(m?.operatorId).toBe(operatorId);
    expect(m?.params).toEqual(params);
  });

  it.each([
    ['/no-such', false],
    ['/', false],
    ['//users', false],
    ['/users//', false],
    ['/users/1/2', false],
    ['/Users', false],
    ['/users%2F1', false],
    // Routes of the other mode do not exist.
    ['/operators', false],
    ['/custody', false],
    ['/billing-settings', false],
    ['/registration', true],
    ['/completing-registration', true],
    ['/password-recovery', true],
    ['/account-verify', true],
    // Operator views: admin mode only, operator routes only, known pages only.
    ['/operators/42/users', false],
    ['/operators/42/no-such-page', true],
    ['/operators/42/login', true],
    ['/operators/42/custody', true],
    ['/operators/42/operators', true],
    ['/operators/42', true],
    ['/operators//users', true],
  ])('%s (admin mode %s) → no route', (path, adminMode) => {
    expect(matchRoute(path, adminMode)).toBeNull();
  });
});
