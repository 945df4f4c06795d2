import { GENERIC_ERROR } from '../../data/http';
import { notify } from '../../data/notifications';
import { browserNavigation } from '../../data/browserNavigation';
import { safeUrl } from '../../data/safeUrl';
import { splitOperatorView } from '../../routing';

/**
 * The sales contact page: 'Request a Price' (a plan without options), 'Book a call' and an upgrade
 * to a plan priced on request open it (§2, §4). The spec does not give its address; this is the
 * product's placeholder until the product owner names the real one (README "Billing demo").
 */
export const CONTACT_PAGE_URL = 'https://contact.loyalty-console.example/book-a-call';

/** An answer's URL the rule refuses: nothing is opened, the operator sees §8's generic text. */
function refuse(): null {
  notify({ message: GENERIC_ERROR, type: 'error' });
  return null;
}

/**
 * A page of the provider (checkout, payment link, contact) in a new tab that cannot reach back,
 * if the URL passes the safe-URL rule. Returns the URL opened, or null (refused, toast shown).
 */
export function openInNewTab(url: unknown): string | null {
  const safe = safeUrl(url);
  if (safe === null) return refuse();
  browserNavigation.newTab(safe);
  return safe;
}

/** The provider's page in this tab (the provider sends the operator back), through the same rule. */
export function leaveFor(url: unknown): string | null {
  const safe = safeUrl(url);
  if (safe === null) return refuse();
  browserNavigation.sameTab(safe);
  return safe;
}

/**
 * A console path in the current view: '/billing' stays '/billing' for an operator and becomes
 * '/operators/42/billing' in the super admin's view of operator 42.
 */
export function inView(pathname: string, path: string): string {
  const view = splitOperatorView(pathname);
  return view ? `/operators/${encodeURIComponent(view.operatorId)}${path}` : path;
}
