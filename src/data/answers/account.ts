/**
 * The front door's calls. Their answers are checked by hand in ../accountCalls (a token, or
 * nothing): valibot ships as one module, so any check of it on the login route would bring every
 * check the console uses into the route's chunk (the login route's budget). These schemas are the contract.
 */
import * as v from 'valibot';
import { nothing } from './kit';

export const session = v.pipe(
  v.looseObject({
    token: v.pipe(
      v.string(),
      v.nonEmpty(),
      v.description('A JWT: role, id_operator, exp (seconds). Required: it is the session.'),
    ),
  }),
  v.description('The new session. No body (204) is not a success: the console needs the token.'),
);

export const ANSWERS = {
  'auth.login': session,
  'auth.registration': session,
  'auth.forgotPassword': nothing,
  'auth.passwordRecovery': nothing,
  'auth.accountVerify': nothing,
  'operator.completeRegistration': session,
  'operator.resendVerification': nothing,
} as const;

/** A new session: its token. */
export type Session = v.InferOutput<typeof session>;
