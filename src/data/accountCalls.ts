/**
 * The front door's account calls as its pages use them today: thin wrappers over the typed client
 * (`api`), kept until features/account moves to its own mutation hooks. These forms show the
 * server's message inline, so no toast repeats it; a sign-in answers with the session's token.
 */
import { api } from './api';
import type { TokenResponse } from './apiTypes';

const INLINE = { skipNotificationStatus: 'all' } as const;

async function expectToken(promise: Promise<TokenResponse | undefined>): Promise<string> {
  const answer = await promise;
  if (!answer || typeof answer.token !== 'string') throw new Error('pages.common.loadFailed');
  return answer.token;
}

export const login = (body: { login: string; password: string }) =>
  expectToken(api.login(body, INLINE));
export const registerAccount = (body: { email: string; password: string }) =>
  expectToken(api.register(body, INLINE));
export const forgotPassword = (body: { email: string }) => api.forgotPassword(body, INLINE);
export const recoverPassword = (body: { token: string; password: string }) =>
  api.recoverPassword(body, INLINE);
export const verifyAccount = (body: { token: string }) => api.verifyAccount(body, INLINE);
export const completeRegistration = (body: Record<string, string>) =>
  expectToken(api.completeRegistration(body, INLINE));

// The email banner, inside the console: the operator in view's (the super admin's operator view
// names another operator than the session's).
const forOperator = (operatorId: string | null | undefined) => (operatorId ? { operatorId } : {});
export const resendVerification = (operatorId?: string | null) =>
  api.resendVerification(forOperator(operatorId));
export const markEmailVerified = (operatorId?: string | null) =>
  api.updateOperator({ emailVerified: true }, forOperator(operatorId));
