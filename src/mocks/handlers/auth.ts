/** Public session and account calls (api-contract.md, "Session and account"). */
import type { HttpHandler } from 'msw';
import { newId, type MockDb } from '../db';
import { mintToken, verifyToken } from '../jwt';
import { emptyOperatorData } from '../seed';
import { check, HttpError, json, noContent, type createRoute } from './http';
import { email, password, required, str } from './validate';

const RECOVERY_TTL_SECONDS = 60 * 60;
const VERIFY_TTL_SECONDS = 7 * 24 * 60 * 60;

export const findAccount = (db: MockDb, login: string) =>
  db.accounts.find((a) => a.login.toLowerCase() === login.trim().toLowerCase());

/** Queues the verification letter of an operator's owner (the demo's outbox). */
export function sendVerification(db: MockDb, login: string, operatorId: string, now: number): void {
  const token = mintToken(
    { role: 'ROLE_ADMIN', id_operator: operatorId, sub: login },
    now,
    VERIFY_TTL_SECONDS,
  );
  db.outbox.push({ to: login, kind: 'account-verify', token, at: new Date(now).toISOString() });
}

export function authHandlers(route: ReturnType<typeof createRoute>): HttpHandler[] {
  return [
    route('post', '/auth/login', { access: 'public', readOnly: true }, async (ctx) => {
      const body = await ctx.object();
      check({
        login: required(body.login, 'Login'),
        password: required(body.password, 'Password'),
      });
      const account = findAccount(ctx.db, String(body.login));
      if (!account || account.password !== body.password) {
        throw new HttpError(401, 'Wrong login or password');
      }
      const token = mintToken(
        { role: account.role, id_operator: account.operatorId, sub: account.login },
        ctx.now,
      );
      return json({ token });
    }),

    route('post', '/auth/registration', { access: 'public' }, async (ctx) => {
      const body = await ctx.object();
      check({ email: email(body.email), password: password(body.password) });
      const login = String(body.email).trim();
      if (findAccount(ctx.db, login)) {
        check({ email: 'This email is already registered' });
      }
      const operatorId = newId(ctx.db);
      const data = emptyOperatorData();
      for (const flag of data.featureFlags) {
        flag.enabled = ['LOYALTY_WIDGET', 'BILLING'].includes(flag.code);
      }
      data.members.push({
        id: newId(ctx.db),
        email: login,
        role: 'ROLE_ADMIN',
        status: 'ACTIVE',
        createdAt: new Date(ctx.now).toISOString(),
      });
      ctx.db.byOperator[operatorId] = data;
      ctx.db.operators.push({
        id: operatorId,
        name: '',
        login,
        emailVerified: false,
        widgetEnabled: false,
        locked: false,
        plan: data.billing.planName,
        status: 'REGISTRATION',
        createdAt: new Date(ctx.now).toISOString(),
      });
      ctx.db.accounts.push({
        login,
        password: String(body.password),
        role: 'ROLE_ADMIN_REGISTRATION',
        operatorId,
      });
      sendVerification(ctx.db, login, operatorId, ctx.now);
      const token = mintToken(
        { role: 'ROLE_ADMIN_REGISTRATION', id_operator: operatorId, sub: login },
        ctx.now,
      );
      return json({ token }, 201);
    }),

    route('post', '/auth/forgot-password', { access: 'public' }, async (ctx) => {
      const body = await ctx.object();
      check({ email: email(body.email) });
      const account = findAccount(ctx.db, String(body.email));
      // Same answer whether or not the address is known, so the call cannot probe for accounts.
      if (account) {
        const token = mintToken(
          { role: 'ROLE_RESET_PASSWORD', id_operator: account.operatorId, sub: account.login },
          ctx.now,
          RECOVERY_TTL_SECONDS,
        );
        ctx.db.outbox.push({
          to: account.login,
          kind: 'password-recovery',
          token,
          at: new Date(ctx.now).toISOString(),
        });
      }
      return noContent();
    }),

    route('post', '/auth/password-recovery', { access: 'public' }, async (ctx) => {
      const body = await ctx.object();
      check({ token: required(body.token, 'Token'), password: password(body.password) });
      const verified = verifyToken(String(body.token), ctx.now);
      const account =
        verified.ok && verified.claims.role === 'ROLE_RESET_PASSWORD'
          ? findAccount(ctx.db, verified.claims.sub)
          : undefined;
      if (!account) {
        throw new HttpError(400, 'The recovery link is invalid or has expired', {
          token: 'The recovery link is invalid or has expired',
        });
      }
      account.password = String(body.password);
      return noContent();
    }),

    route('post', '/auth/account-verify', { access: 'public' }, async (ctx) => {
      const body = await ctx.object();
      check({ token: required(str(body.token), 'Token') });
      const verified = verifyToken(String(body.token), ctx.now);
      const account = verified.ok ? findAccount(ctx.db, verified.claims.sub) : undefined;
      const operator = account && ctx.db.operators.find((o) => o.id === account.operatorId);
      if (!operator) {
        throw new HttpError(400, 'The verification link is invalid or has expired', {
          token: 'The verification link is invalid or has expired',
        });
      }
      operator.emailVerified = true;
      return noContent();
    }),
  ];
}
