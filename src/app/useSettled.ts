import { useEffect, useState } from 'react';

/** §2/§9: the loader stays up 200 ms after the start-up loads have settled. */
export const LOADER_EXTRA_DELAY_MS = 200;

/** True once `ready` has held for `delayMs`. */
export function useSettled(ready: boolean, delayMs = LOADER_EXTRA_DELAY_MS): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    // The Gate remounts this per operator and role, so `ready` never goes back to false here.
    if (!ready) return;
    const timer = setTimeout(() => setSettled(true), delayMs);
    return () => clearTimeout(timer);
  }, [ready, delayMs]);
  return ready && settled;
}
