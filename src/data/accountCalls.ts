/**
 * The front door's account calls, from its submit handlers. These forms show the server's
 * message inline, so no toast repeats it; a sign-in answers with the session's token.
 *
 * They call the client directly rather than through ./api: that module checks the console's
 * answers with valibot, which ships as one module, so the login route would carry every check of
 * the console (the login route's budget). The one answer read here, `{token}`, is checked by hand; its
 * contract is ./answers/account.
 */
import type { EndpointName } from '../generated/endpoints';
import { AnswerMismatch } from './HttpError';
import { failureRules, malformedAnswer, requestRaw, sessionOperatorId } from './http';

const INLINE = { skipNotificationStatus: 'all' } as const;

function send(name: EndpointName, body?: unknown, operatorId?: string | null) {
  const id = operatorId ?? sessionOperatorId();
  return requestRaw(name, {
    ...(body !== undefined ? { body } : {}),
    ...(id ? { pathParams: { operatorId: id } } : {}),
  });
}

async function sendInline(name: EndpointName, body: unknown): Promise<void> {
  await requestRaw(name, { body, ...INLINE });
}

async function expectToken(name: EndpointName, body: unknown): Promise<string> {
  const { status, body: answer } = await requestRaw(name, { body, ...INLINE });
  const token = (answer as { token?: unknown } | null | undefined)?.token;
  if (typeof token === 'string' && token !== '') return token;
  throw malformedAnswer(
    failureRules(name, INLINE),
    new AnswerMismatch('token: expected a non-empty string'),
    status,
  );
}

export const login = (body: { login: string; password: string }) => expectToken('auth.login', body);
export const registerAccount = (body: { email: string; password: string }) =>
  expectToken('auth.registration', body);
export const forgotPassword = (body: { email: string }) => sendInline('auth.forgotPassword', body);
export const recoverPassword = (body: { token: string; password: string }) =>
  sendInline('auth.passwordRecovery', body);
export const verifyAccount = (body: { token: string }) => sendInline('auth.accountVerify', body);
export const completeRegistration = (body: Record<string, string>) =>
  expectToken('operator.completeRegistration', body);

// The email banner, inside the console: the operator in view's (the super admin's operator view
// names another operator than the session's).
export const resendVerification = async (operatorId?: string | null): Promise<void> => {
  await send('operator.resendVerification', undefined, operatorId);
};
export const markEmailVerified = async (operatorId?: string | null): Promise<void> => {
  await send('operator.update', { emailVerified: true }, operatorId);
};
