import {
  OPERATOR_ID_KEY,
  clearSession,
  decodeToken,
  getOperatorId,
  getToken,
  isTokenValid,
  setToken,
  subscribeSession,
} from '../../src/session';
import { NOW_MS, expiredTokenFor, makeToken, tokenFor } from './tokens';

const ROLES = [
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN_REGISTRATION',
  'ROLE_RESET_PASSWORD',
  'ROLE_ADMIN',
  'ROLE_DEVELOPMENT',
  'ROLE_MARKETING',
  'ROLE_PRODUCT',
  'ROLE_SUPPORT',
  'ROLE_MODERATOR',
];

beforeEach(() => localStorage.clear());

describe('decodeToken (§3 Token: role, id_operator, exp in seconds)', () => {
  it('reads the three claims', () => {
    expect(
      decodeToken(makeToken({ role: 'ROLE_ADMIN', id_operator: 7, exp: 100, sub: 'x' })),
    ).toEqual({
      role: 'ROLE_ADMIN',
      id_operator: 7,
      exp: 100,
    });
  });

  it.each([
    ['not a JWT', 'garbage'],
    ['empty', ''],
    ['no role', makeToken({ id_operator: 1, exp: 100 })],
    ['no exp', makeToken({ role: 'ROLE_ADMIN', id_operator: 1 })],
    ['exp as text', makeToken({ role: 'ROLE_ADMIN', exp: '100' })],
  ])('returns null for %s', (_label, token) => {
    expect(decodeToken(token)).toBeNull();
  });
});

describe('isTokenValid (§4: known role and expiry in the future)', () => {
  it.each(ROLES)('accepts an unexpired %s token', (role) => {
    expect(isTokenValid(tokenFor(role), NOW_MS)).toBe(true);
  });

  it.each([
    ['expired', expiredTokenFor('ROLE_ADMIN')],
    ['expiring exactly now', makeToken({ role: 'ROLE_ADMIN', id_operator: 1, exp: NOW_MS / 1000 })],
    ['unknown role', makeToken({ role: 'ROLE_HACKER', id_operator: 1, exp: NOW_MS / 1000 + 60 })],
    ['lower-case role', makeToken({ role: 'role_admin', id_operator: 1, exp: NOW_MS / 1000 + 60 })],
    ['malformed', 'a.b.c'],
    ['null', null],
  ])('rejects a token that is %s', (_label, token) => {
    expect(isTokenValid(token, NOW_MS)).toBe(false);
  });
});

describe('token store (§4 Login / Logout, §9 auth_token)', () => {
  it('login stores the token under auth_token and the operator id from the token', () => {
    const token = tokenFor('ROLE_ADMIN', 314);
    setToken(token);
    expect(localStorage.getItem('auth_token')).toBe(token);
    expect(localStorage.getItem(OPERATOR_ID_KEY)).toBe('314');
    expect(getToken()).toBe(token);
    expect(getOperatorId()).toBe('314');
  });

  it('a token without an operator leaves no stale operator id behind', () => {
    setToken(tokenFor('ROLE_ADMIN', 1));
    setToken(makeToken({ role: 'ROLE_SUPER_ADMIN', exp: NOW_MS / 1000 + 60 }));
    expect(getOperatorId()).toBeNull();
  });

  it('logout clears both', () => {
    setToken(tokenFor('ROLE_ADMIN'));
    clearSession();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('operator_id')).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('tells subscribers about logins and logouts until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setToken(tokenFor('ROLE_ADMIN'));
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setToken(tokenFor('ROLE_ADMIN'));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells subscribers when another tab changes the token', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something_else' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
