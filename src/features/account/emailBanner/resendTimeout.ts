/** §9: after a resend, another one waits 59 s. */
export const RESEND_WAIT_MS = 59_000;
/** Local-storage key of the resend time-out: an absolute time in ms, so it survives a reload. */
export const RESEND_TIMEOUT_KEY = 'email_resend_timeout';

export function readResendUntil(): number {
  const stored = Number(localStorage.getItem(RESEND_TIMEOUT_KEY));
  return Number.isFinite(stored) ? stored : 0;
}

export function startResendTimeout(nowMs: number): number {
  const until = nowMs + RESEND_WAIT_MS;
  localStorage.setItem(RESEND_TIMEOUT_KEY, String(until));
  return until;
}

/** Whole seconds left before the next resend; 0 when it is allowed. */
export function secondsLeft(untilMs: number, nowMs: number): number {
  return untilMs > nowMs ? Math.ceil((untilMs - nowMs) / 1000) : 0;
}
