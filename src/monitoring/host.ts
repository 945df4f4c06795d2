/**
 * §8 "Error reporting", the part the boot code needs before it downloads anything: whether this
 * page may start error reporting at all. Kept apart from the rest of src/monitoring so the login
 * route pays for these few lines only, never for the SDK.
 */

/**
 * Translation proxies re-serve a site under their own host, with rewritten scripts and markup; an
 * error there is the proxy's, not ours. Known proxies: Google Translate's website translation
 * (`<site-with-dashes>.translate.goog`, and the older `translate.googleusercontent.com`). Add a
 * suffix here when another proxy turns up in the reports.
 */
export const TRANSLATION_PROXY_SUFFIXES: readonly string[] = [
  'translate.goog',
  'translate.googleusercontent.com',
];

function normalise(host: string): string {
  // `location.hostname` is already bare, but a host:port or a trailing root dot must not slip past.
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * §8 names "localhost": the developer's own machine. Only that exact name counts; 127.0.0.1 and
 * `*.localhost` aliases (admin.localhost) are how a production build is tried locally, the browser
 * suite included, and reporting there is what proves the set-up works.
 */
export function isLocalhost(host: string): boolean {
  return normalise(host) === 'localhost';
}

export function isTranslationProxyHost(host: string): boolean {
  const h = normalise(host);
  return TRANSLATION_PROXY_SUFFIXES.some((suffix) => h === suffix || h.endsWith(`.${suffix}`));
}

/** §8: error reporting is not started on localhost nor on a translation-proxy host. */
export function shouldStart(host: string): boolean {
  const h = normalise(host);
  return h !== '' && !isLocalhost(h) && !isTranslationProxyHost(h);
}

/**
 * Runs `task` once the first screen is up: after the load event, when the browser is idle (or a
 * second later where requestIdleCallback is missing), so reporting never competes with the login page.
 */
export function afterFirstScreen(task: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(() => task(), { timeout: 5000 })
      : window.setTimeout(task, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
