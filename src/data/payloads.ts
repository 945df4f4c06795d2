/**
 * What the console sends that is not an answer sent back: the front door's forms, an invitation,
 * a payment link's request, a date range and a query. An edited answer (a theme, settings) is
 * sent as its answer type (./answers).
 */

export interface Credentials {
  readonly login: string;
  readonly password: string;
}
export interface RegistrationPayload {
  readonly email: string;
  readonly password: string;
}
export interface PasswordRecoveryPayload {
  readonly token: string;
  readonly password: string;
}
export interface InvitePayload {
  readonly email: string;
  readonly role: string;
}
export interface PaymentLinkPayload {
  readonly planId: string | number;
  readonly email: string;
}
export interface DateRange {
  readonly from: string;
  readonly to: string;
}
export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;
