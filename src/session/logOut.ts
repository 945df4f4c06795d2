import { clearSession } from './';

/**
 * §2 Log out: clear the session and open Login with a fresh page load. In place navigation would
 * race the guard, which sees a restricted page without a session first and sends it to
 * Login?toRoute=<page> (so the next person to log in would land on this user's page); a page load
 * also leaves no query cache or operator state of this user in memory. `go` is that page load
 * (the caller's: the browser navigation lives in the data layer, above this one).
 */
export function logOut(go: (path: string) => void): void {
  clearSession();
  go('/login');
}
