import { useEffect, useState } from 'react';
import { readResendUntil, secondsLeft, startResendTimeout } from './resendTimeout';

/** Seconds until the next resend, ticking once a second while above zero. */
export function useResendCountdown() {
  const [until, setUntil] = useState(readResendUntil);
  const [left, setLeft] = useState(() => secondsLeft(until, Date.now()));

  useEffect(() => {
    const tick = () => setLeft(secondsLeft(until, Date.now()));
    tick();
    if (until <= Date.now()) return undefined;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);

  return { secondsLeft: left, start: () => setUntil(startResendTimeout(Date.now())) };
}
