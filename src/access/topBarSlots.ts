import { PERMISSIONS } from '../generated/permissions';
import { ROUTES } from '../generated/routes';
import { canAccessIn } from './permissions';
import { roleMayOpenIn } from './routeAvailability';

/** What the top bar's optional slots depend on: who is looking, at which operator. */
export interface SlotContext {
  readonly role: string | null;
  /** The operator id in the route (super admin's operator view); null elsewhere. */
  readonly operatorViewId: string | null;
  readonly flags: ReadonlySet<string>;
  readonly emailVerified: boolean | undefined;
}

const SUPER_ADMIN = 'ROLE_SUPER_ADMIN';

/** §2/§6: Invite Member needs INVITE update; the super admin also needs an operator in the route. */
export function showInvite({ role, operatorViewId }: SlotContext): boolean {
  if (!role || !canAccessIn(PERMISSIONS, role, 'update', 'INVITE')) return false;
  return role !== SUPER_ADMIN || operatorViewId !== null;
}

/** §2: the User_Balances export shows with the stop-widget flag, for operators only. */
export function showUserBalanceExport({ role, flags }: SlotContext): boolean {
  return !!role && role !== SUPER_ADMIN && flags.has('FNC_STOP_WIDGET');
}

/**
 * §2: the email banner shows while the operator's email is known to be unverified: to the operator
 * (resend), and to the super admin viewing that operator (the verify tick box).
 */
export function showEmailBanner({ role, operatorViewId, emailVerified }: SlotContext): boolean {
  if (!role || emailVerified !== false) return false;
  return role !== SUPER_ADMIN || operatorViewId !== null;
}

const BILLING_ROUTE = 'Billing';

/**
 * §2/§6: the billing chip needs billing read and the BILLING flag (the flags of the operator in
 * view); the super admin sees it only inside an operator view, where there is a plan to show. Its
 * View Details goes to the Billing page, so the role must also be one that page lets in (the one
 * route rule, which holds billing read when the page's section is BILLING).
 */
export function showBillingChip({ role, operatorViewId, flags }: SlotContext): boolean {
  if (!role || !canAccessIn(PERMISSIONS, role, 'read', 'BILLING')) return false;
  const page = ROUTES.find((r) => r.name === BILLING_ROUTE);
  if (!page || !roleMayOpenIn(PERMISSIONS, page, role)) return false;
  if (!flags.has('BILLING')) return false;
  return role !== SUPER_ADMIN || operatorViewId !== null;
}
