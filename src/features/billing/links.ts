import { splitOperatorView } from '../../routing';

/**
 * The sales contact page: 'Request a Price' (a plan without options), 'Book a call' and an upgrade
 * to a plan priced on request open it (§2, §4). The spec does not give its address; this is the
 * product's placeholder until the product owner names the real one (README "Billing demo").
 */
export const CONTACT_PAGE_URL = 'https://contact.loyalty-console.example/book-a-call';

/** A page of the provider (checkout, payment link, contact) in a new tab that cannot reach back. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * A console path in the current view: '/billing' stays '/billing' for an operator and becomes
 * '/operators/42/billing' in the super admin's view of operator 42.
 */
export function inView(pathname: string, path: string): string {
  const view = splitOperatorView(pathname);
  return view ? `/operators/${encodeURIComponent(view.operatorId)}${path}` : path;
}
