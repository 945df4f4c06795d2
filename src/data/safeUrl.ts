/**
 * The one rule for every URL that comes from an API answer and that the console opens or links to
 * (payment links, the payment-method page, invoices, proofs…): an absolute `https:` URL, or an
 * `http:` one to this machine while the console itself runs on this machine. Anything else —
 * `javascript:`, `data:`, `blob:`, `file:`, `//host`, a relative path, a URL with credentials,
 * text that is no URL — is refused (null), and the caller shows the §8 text or plain text.
 *
 * Why: such a URL, assigned to `location` or put in an `href`, would run in the console's origin,
 * where the session token lives; the production CSP blocks that, a deployment without it would not.
 */

/** Where the console itself runs: the parts of `window.location` the rule reads. */
export interface PageLocation {
  readonly hostname: string;
}

/** Tab, line feed, NUL…, DEL: the URL parser drops or tolerates some of them; we never do. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The scheme and its two slashes, written out: `https:host` and `https:\\host` are refused. */
const ABSOLUTE_WEB = /^https?:\/\//i;

/** `localhost`, `*.localhost` (RFC 6761: always this machine), 127.0.0.0/8 and `[::1]`. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * "Development" is the console's own page being served from this machine (the dev server, a
 * preview, the browser suite on 127.0.0.1), not `import.meta.env.DEV`: the browser suite runs the
 * production build, on loopback, against a mock or stub API that answers with loopback links, and
 * must see the same rule as a deployment. A console served from a real host (the owner's check
 * against a real https API included) accepts https only, so an answer cannot send an operator to
 * a plain-http page, nor to a service on the operator's own machine.
 */
function pageIsLocal(page: PageLocation | null): boolean {
  return page !== null && isLoopbackHost(page.hostname);
}

function currentPage(): PageLocation | null {
  return typeof location === 'undefined' ? null : location;
}

/**
 * A URL that passed the rule below. Only `safeUrl` makes one, so a function that opens or links
 * to a `SafeUrl` cannot be handed an answer's string that skipped the rule (a type error).
 */
export type SafeUrl = string & { readonly __checkedBy: 'safeUrl' };

/**
 * The normalised URL when `value` may be opened or linked to, else null. `page`: where the console
 * runs (default: this window; null: unknown, so https only).
 */
export function safeUrl(value: unknown, page: PageLocation | null = currentPage()): SafeUrl | null {
  if (typeof value !== 'string') return null;
  // Spaces around a value are a sloppy answer, not a trick; inside it, a control character is.
  const text = value.trim();
  if (CONTROL.test(text) || !ABSOLUTE_WEB.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  if (url.protocol === 'https:') return url.href as SafeUrl;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname) && pageIsLocal(page))
    return url.href as SafeUrl;
  return null;
}

/** The file extensions of the pictures a preview is drawn for. */
const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|webp|avif)$/i;

/** True when a URL already accepted by `safeUrl` names a picture by its file extension. */
export function looksLikeImage(href: string): boolean {
  try {
    return IMAGE_EXTENSIONS.test(new URL(href).pathname);
  } catch {
    return false;
  }
}
