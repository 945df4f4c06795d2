import { localStorageStore, type Store } from 'react-admin';

/*
 * What an operator chose on a list — the columns shown, the saved filters — is kept per browser
 * (localStorage), across reloads and sign-ins; everything else react-admin stores (a list's page,
 * sort and filters of the moment) stays in the session's memory store, as before.
 */

/** DataTable's store key of a list's hidden columns (its column order goes under `<key>_columnRanks`). */
export function columnsStoreKey(resource: string): string {
  return `lists.${resource}.columns`;
}

/** react-admin's saved queries are `<resource>.savedQueries`; our column choices are `lists.*`. */
export function remembered(key: string): boolean {
  return key.startsWith('lists.') || key.endsWith('.savedQueries');
}

const BROWSER_STORE = localStorageStore('1', '.console');
let users = 0;

/** A store that sends the remembered keys to the browser store and the others to `session`. */
export function rememberingStore(session: Store, browser: Store = BROWSER_STORE): Store {
  const pick = (key: string) => (remembered(key) ? browser : session);
  return {
    // The session store is set up and torn down by the <Admin> that owns it, never here. The
    // browser store is shared by every list on the page: set up by the first, torn down by the last.
    setup: () => {
      if (users++ === 0) browser.setup();
    },
    teardown: () => {
      if (--users === 0) browser.teardown();
    },
    getItem: (key, defaultValue) => pick(key).getItem(key, defaultValue),
    setItem: (key, value) => pick(key).setItem(key, value),
    removeItem: (key) => pick(key).removeItem(key),
    removeItems: (prefix) => {
      session.removeItems(prefix);
      browser.removeItems(prefix);
    },
    // A sign-out resets the session's store; the operator's list choices belong to the browser.
    reset: () => session.reset(),
    subscribe: (key, callback) => pick(key).subscribe(key, callback),
    listItems: (prefix) => ({ ...session.listItems?.(prefix), ...browser.listItems?.(prefix) }),
  };
}
