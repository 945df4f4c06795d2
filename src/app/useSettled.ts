import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

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
    // Drawn at once, not queued: the page's first rows are often being drawn just then (a
    // deferred render, in slices), and React finished those before taking this update.
    const timer = setTimeout(() => flushSync(() => setSettled(true)), left);
    return () => clearTimeout(timer);
  }, [ready, readyAt, delayMs]);
  // Already over when the answers are drawn (a busy page read the last one late): settled in this
  // very render, so the loader leaves with it instead of a timer and another render later.
  const due = ready && readyAt !== null && readyAt + delayMs <= clock();
  return ready && (settled || due);
}
