import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../src/model/types';
import { backTarget } from '../../src/layout/backTarget';
import { ROUTES } from '../../src/generated/routes';

const route = (name: string): RouteDef => ROUTES.find((r) => r.name === name)!;

describe('top bar back arrow (§2)', () => {
  it.each([
    ['UserData', '', null, '/users'],
    ['EventDetails', '', null, '/events'],
    ['Web3Onboarding', '', null, '/web3/setup'],
    ['MissionsInsights', '', null, '/dashboard'],
    ['Users', '', null, null],
    // The super admin's operator view: back targets stay in the view; pages without one go to Operators.
    ['UserData', '/operators/42', '42', '/operators/42/users'],
    ['Users', '/operators/42', '42', '/operators'],
  ])('%s under "%s" → %s', (name, basename, viewId, expected) => {
    expect(backTarget(route(name), basename, viewId)).toBe(expected);
  });
});
