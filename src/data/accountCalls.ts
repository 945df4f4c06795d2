/**
 * The front door's account calls, from its submit handlers. These forms show the server's
 * message inline, so no toast repeats it; a sign-in answers with the session's token.
 *
 * They call the client directly rather than through ./api: that module checks the console's
 * answers with valibot, which ships as one module, so the login route would carry every check of
 * the console (the login route's budget). The one answer read here, `{token}`, is checked by hand; its
 * contract is ./answers/account. They take the public endpoints' definitions, not the whole catalogue;
 * the account calls made within a session are ./sessionAccountCalls.
 */
import { PUBLIC_ENDPOINTS } from '../generated/publicEndpoints';
import type { EndpointDef } from '../model/types';
import { AnswerMismatch } from './HttpError';
import { failureRules, malformedAnswer, requestRaw } from './http';

const INLINE = { skipNotificationStatus: 'all' } as const;

async function sendInline(def: EndpointDef, body: unknown): Promise<void> {
  await requestRaw(def, { body, ...INLINE });
}

/** A call answered with the session's token, its failure shown inline by the form. */
export async function expectToken(def: EndpointDef, body: unknown): Promise<string> {
  const { status, body: answer } = await requestRaw(def, { body, ...INLINE });
  const token = (answer as { token?: unknown } | null | undefined)?.token;
  if (typeof token === 'string' && token !== '') return token;
  throw malformedAnswer(
    failureRules(def, INLINE),
    new AnswerMismatch('token: expected a non-empty string'),
    status,
  );
}

export const login = (body: { login: string; password: string }) =>
  expectToken(PUBLIC_ENDPOINTS['auth.login'], body);
export const registerAccount = (body: { email: string; password: string }) =>
  expectToken(PUBLIC_ENDPOINTS['auth.registration'], body);
export const forgotPassword = (body: { email: string }) =>
  sendInline(PUBLIC_ENDPOINTS['auth.forgotPassword'], body);
export const recoverPassword = (body: { token: string; password: string }) =>
  sendInline(PUBLIC_ENDPOINTS['auth.passwordRecovery'], body);
export const verifyAccount = (body: { token: string }) =>
  sendInline(PUBLIC_ENDPOINTS['auth.accountVerify'], body);
