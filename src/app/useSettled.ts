import { startTransition, useEffect, useState } from 'react';

/** §2/§9: the loader stays up 200 ms after the start-up loads have settled. */
export const LOADER_EXTRA_DELAY_MS = 200;

/**
 * Whether the wait is over is a fact of the clock at the render that asks: a later render judges
 * again, so reading it during render cannot leave a stale answer on screen.
 */
const clock = (): number => Date.now();

/**
 * True once `ready` has held for `delayMs`, counted from `readyAt` (when the last load answered,
 * ms since the epoch) when known: the first screen is drawn beneath the loader meanwhile (issue
 * 11), and that render's own time must not push the end of the wait further back.
 */
export function useSettled(
  ready: boolean,
  readyAt: number | null = null,
  delayMs = LOADER_EXTRA_DELAY_MS,
): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    // The Gate remounts this per operator and role, so `ready` never goes back to false here.
    if (!ready) return;
    const left = readyAt === null ? delayMs : Math.max(0, readyAt + delayMs - Date.now());
    // A transition, so the loader leaves with the page beneath it drawn. On a slow
    // phone the page's first render is often still going on in slices when the time is up: an
    // urgent update (flushSync, as before) made React draw the whole page in one task of ~600 ms
    // under Lighthouse's phone profile, most of its Total Blocking Time.
    const timer = setTimeout(() => startTransition(() => setSettled(true)), left);
    return () => clearTimeout(timer);
  }, [ready, readyAt, delayMs]);
  // Already over when the answers are drawn (a busy page read the last one late): settled in this
  // very render, so the loader leaves with it instead of a timer and another render later.
  const due = ready && readyAt !== null && readyAt + delayMs <= clock();
  return ready && (settled || due);
}
