import { describe, expect, it } from 'vitest';
import { floorCalls } from './floor';

// A token for operator 5 (only its payload is read).
const payload = Buffer.from(
  JSON.stringify({ id_operator: 5, role: 'ROLE_ADMIN', exp: 4_102_444_800 }),
).toString('base64url');
const TOKEN = `x.${payload}.y`;
const API = 'http://127.0.0.1:4499';

describe('the floor replays the start-up calls in their two waves', () => {
  it('sends the first wave at once, for the token’s operator', () => {
    const first = floorCalls(API, TOKEN, new Set()).filter((c) => !c.after);
    expect(first.map((c) => c.url).sort()).toEqual(
      [
        '/api/v1/operator/5/info',
        '/api/v1/operator/5/token-info',
        '/api/v1/operator/5/feature-flags',
        '/api/v1/operator/5/onboarding-progress',
        '/api/v1/operator-feature/5',
      ]
        .map((p) => API + p)
        .sort(),
    );
  });

  it('sends the page’s own call with the first wave', () => {
    const page = `${API}/api/v1/operator/5/users?range=%5B0%2C9%5D`;
    const first = floorCalls(API, TOKEN, new Set([page]), page).filter((c) => !c.after);
    expect(first).toContainEqual({ load: 'page', url: page });
  });

  it.each([
    ['billingInfo', 'flags', '/api/v1/operator/5/subscription/plan/billing-info'],
    ['web3State', 'features', '/api/v1/operator/5/custody/integration/deploy-status'],
    ['accountInfo', 'operatorInfo', '/api/v1/operator/5/account-info'],
  ])('sends %s behind the %s answer, only when the console asked for it', (load, after, path) => {
    expect(floorCalls(API, TOKEN, new Set()).some((c) => c.load === load)).toBe(false);
    const second = floorCalls(API, TOKEN, new Set([API + path])).filter((c) => c.after);
    expect(second).toEqual([{ load, url: API + path, after }]);
  });
});
