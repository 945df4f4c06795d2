/**
 * localStorage that never throws: private modes and sandboxed frames refuse access, and a console
 * that cannot remember a session should behave as logged out rather than crash.
 */
export function readItem(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Nothing to do: the session then lives only as long as the page.
  }
}
