/**
 * The account calls made within a session: completing a registration (a front-door page, though
 * not the login route) and the console's email banner. By name from the catalogue (./endpoints);
 * the token answer is checked as the front door's (./accountCalls).
 */
import type { EndpointName } from '../generated/endpoints';
import { expectToken } from './accountCalls';
import { endpointDef } from './endpoints';
import { requestRaw, sessionOperatorId } from './http';

function send(name: EndpointName, body?: unknown, operatorId?: string | null) {
  const id = operatorId ?? sessionOperatorId();
  return requestRaw(endpointDef(name), {
    ...(body !== undefined ? { body } : {}),
    ...(id ? { pathParams: { operatorId: id } } : {}),
  });
}

export const completeRegistration = (body: Record<string, string>) =>
  expectToken(endpointDef('operator.completeRegistration'), body);

// The email banner, inside the console: the operator in view's (the super admin's operator view
// names another operator than the session's).
export const resendVerification = async (operatorId?: string | null): Promise<void> => {
  await send('operator.resendVerification', undefined, operatorId);
};
export const markEmailVerified = async (operatorId?: string | null): Promise<void> => {
  await send('operator.update', { emailVerified: true }, operatorId);
};
