import type { SafeUrl } from './safeUrl';

/**
 * Every place the console leaves the page it draws: in one object, so a test can watch it (jsdom's
 * `location` cannot be spied on) and so no other module calls `window.open` or `location`.
 * An external URL is a `SafeUrl` (only `safeUrl` makes one); an in-app path must be one of this
 * origin's own (`/…`, never `//host`).
 */
export const browserNavigation = {
  /** A provider's page in a new tab that cannot reach back. */
  newTab(url: SafeUrl): void {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  /** A provider's page in this tab (the provider sends the operator back). */
  sameTab(url: SafeUrl): void {
    window.location.assign(url);
  },
  /** A fresh load of one of the console's own pages, replacing this one in the history. */
  reloadAt(path: string): void {
    if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`Not an app path: ${path}`);
    window.location.replace(path);
  },
};
