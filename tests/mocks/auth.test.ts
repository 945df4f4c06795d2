// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/mocks/demoAccounts';
import { mintToken, verifyToken } from '../../src/mocks/jwt';
import { call, decodePayload, NOVA, PIXEL, tokenFor, withMockApi } from './support';

const api = withMockApi();

describe('mock JWTs', () => {
  it('mints a base64url header.payload.signature token with role, id_operator and exp in seconds', () => {
    const now = Date.UTC(2025, 0, 1);
    const token = mintToken({ role: 'ROLE_ADMIN', id_operator: NOVA, sub: 'a@b.test' }, now, 60);
    expect(token.split('.')).toHaveLength(3);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(decodePayload(token)).toMatchObject({
      role: 'ROLE_ADMIN',
      id_operator: NOVA,
      exp: now / 1000 + 60,
    });
  });

  it.each([
    ['expired', (t: string) => t, Date.UTC(2025, 0, 2), 'expired'],
    [
      'edited payload',
      (t: string) => t.replace(/\.([^.]+)\./, '.e30.'),
      Date.UTC(2025, 0, 1),
      'signature',
    ],
    [
      'truncated',
      (t: string) => t.split('.').slice(0, 2).join('.'),
      Date.UTC(2025, 0, 1),
      'malformed',
    ],
  ])('rejects a token that is %s', (_name, change, at, reason) => {
    const token = mintToken(
      { role: 'ROLE_ADMIN', id_operator: NOVA, sub: 'a@b.test' },
      Date.UTC(2025, 0, 1),
      60,
    );
    expect(verifyToken(change(token), at)).toEqual({ ok: false, reason });
  });
});

describe('POST /auth/login', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.login, a.role, a.operatorId]))(
    'logs %s in with role %s of operator %s',
    async (login, role, operatorId) => {
      const result = await call('/auth/login', {
        method: 'POST',
        body: { login, password: DEMO_PASSWORD },
      });
      expect(result.status).toBe(200);
      const claims = decodePayload((result.body as { token: string }).token);
      expect(claims).toMatchObject({ role, id_operator: operatorId });
      // §9 convention: exp in seconds, about 8 hours ahead.
      expect(Number(claims.exp) - Date.now() / 1000).toBeGreaterThan(7 * 3600);
    },
  );

  it('answers 401 with a message on a wrong password', async () => {
    const result = await call('/auth/login', {
      method: 'POST',
      body: { login: 'admin@novagames.demo', password: 'Wrong1234' },
    });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: expect.any(String) });
  });

  it('answers 400 with field errors when fields are missing', async () => {
    const result = await call('/auth/login', { method: 'POST', body: {} });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      message: expect.any(String),
      errors: { login: 'Login is required', password: 'Password is required' },
    });
  });

  it('answers 400 on a body that is not JSON', async () => {
    const response = await fetch('http://api.test/api/v1/auth/login', {
      method: 'POST',
      body: '{oops',
    });
    expect(response.status).toBe(400);
  });
});

describe('registration, recovery and verification', () => {
  it('registers an account with a registration token, which completes into an admin token', async () => {
    const reg = await call('/auth/registration', {
      method: 'POST',
      body: { email: 'owner@newco.test', password: 'Secret123' },
    });
    expect(reg.status).toBe(201);
    const token = (reg.body as { token: string }).token;
    const claims = decodePayload(token);
    expect(claims.role).toBe('ROLE_ADMIN_REGISTRATION');
    const operatorId = String(claims.id_operator);

    const bad = await call(`/operator/${operatorId}/complete-registration`, {
      method: 'POST',
      token,
      body: {},
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { companyName: 'Company name is required' } });

    const done = await call(`/operator/${operatorId}/complete-registration`, {
      method: 'POST',
      token,
      body: { companyName: 'NewCo', website: 'https://newco.test' },
    });
    expect(done.status).toBe(200);
    const admin = (done.body as { token: string }).token;
    expect(decodePayload(admin)).toMatchObject({ role: 'ROLE_ADMIN', id_operator: operatorId });
    const info = await call(`/operator/${operatorId}/info`, { token: admin });
    expect(info.body).toMatchObject({ name: 'NewCo', emailVerified: false });
    // The new account now logs in as an admin.
    const again = await call('/auth/login', {
      method: 'POST',
      body: { login: 'owner@newco.test', password: 'Secret123' },
    });
    expect(decodePayload((again.body as { token: string }).token).role).toBe('ROLE_ADMIN');
  });

  it.each([
    ['has spaces', 'Abc 12345', 'No blank spaces allowed'],
    ['has no digit', 'Abcdefgh', 'At least one digit'],
    ['has one case', 'abcdefg1', 'At least one uppercase and one lowercase letter'],
    ['is short', 'Abc1', 'At least 8 characters'],
  ])('refuses a password that %s with the §5 message', async (_n, password, message) => {
    const result = await call('/auth/registration', {
      method: 'POST',
      body: { email: 'x@y.test', password },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ errors: { password: message } });
  });

  it('refuses an email already registered and an invalid email', async () => {
    const taken = await call('/auth/registration', {
      method: 'POST',
      body: { email: 'admin@novagames.demo', password: 'Secret123' },
    });
    expect(taken.body).toMatchObject({ errors: { email: expect.any(String) } });
    const invalid = await call('/auth/registration', {
      method: 'POST',
      body: { email: 'nope', password: 'Secret123' },
    });
    expect(invalid.body).toMatchObject({ errors: { email: 'Email must be valid' } });
  });

  it('forgot-password answers 204 for any address and mails a recovery token that sets a new password', async () => {
    expect(
      (await call('/auth/forgot-password', { method: 'POST', body: { email: 'nobody@x.test' } }))
        .status,
    ).toBe(204);
    expect(
      (
        await call('/auth/forgot-password', {
          method: 'POST',
          body: { email: 'support@novagames.demo' },
        })
      ).status,
    ).toBe(204);
    const mail = api.mock.db.outbox.find((m) => m.kind === 'password-recovery');
    expect(mail?.to).toBe('support@novagames.demo');
    expect(api.mock.db.outbox.some((m) => m.to === 'nobody@x.test')).toBe(false);

    const recovered = await call('/auth/password-recovery', {
      method: 'POST',
      body: { token: mail?.token, password: 'NewPass99' },
    });
    expect(recovered.status).toBe(204);
    const old = await call('/auth/login', {
      method: 'POST',
      body: { login: 'support@novagames.demo', password: DEMO_PASSWORD },
    });
    expect(old.status).toBe(401);
    const fresh = await call('/auth/login', {
      method: 'POST',
      body: { login: 'support@novagames.demo', password: 'NewPass99' },
    });
    expect(fresh.status).toBe(200);
  });

  it('password-recovery refuses a session token that is not a recovery token', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const result = await call('/auth/password-recovery', {
      method: 'POST',
      body: { token, password: 'NewPass99' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ errors: { token: expect.any(String) } });
  });

  it('resend-verification mails a link; account-verify with it marks the email verified', async () => {
    const token = await tokenFor('admin@pixelbank.demo');
    expect(
      (await call(`/operator/${PIXEL}/resend-verification`, { method: 'POST', token })).status,
    ).toBe(204);
    const mail = api.mock.db.outbox.find((m) => m.kind === 'account-verify');
    expect(mail?.to).toBe('admin@pixelbank.demo');
    expect(
      (await call('/auth/account-verify', { method: 'POST', body: { token: mail?.token } })).status,
    ).toBe(204);
    expect((await call(`/operator/${PIXEL}/info`, { token })).body).toMatchObject({
      emailVerified: true,
    });
    // Once verified, another letter is refused.
    expect(
      (await call(`/operator/${PIXEL}/resend-verification`, { method: 'POST', token })).status,
    ).toBe(400);
  });

  it('account-verify refuses a garbled token', async () => {
    const result = await call('/auth/account-verify', { method: 'POST', body: { token: 'a.b.c' } });
    expect(result.status).toBe(400);
  });
});
