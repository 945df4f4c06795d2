import { describe, expect, it, vi } from 'vitest';
import { logOut } from '../../src/session/logOut';
import { getOperatorId, getToken, setToken } from '../../src/session';
import { tokenFor } from './tokens';

describe('Log out (§2, §4)', () => {
  it('clears the token and the operator id, then opens plain Login', () => {
    setToken(tokenFor('ROLE_ADMIN', 1001));
    expect(getToken()).not.toBeNull();
    const go = vi.fn();
    logOut(go);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(getToken()).toBeNull();
    expect(getOperatorId()).toBeNull();
    expect(go).toHaveBeenCalledExactlyOnceWith('/login');
  });
});
