import { useCallback, useRef, useState } from 'react';
import { NO_RESPONSE_ERROR } from '../../data/http';

/**
 * The text to show for a failed call: §8's no-response text when nothing answered (status 0: no
 * response or the 60 s time-out), else the server's message when there is one.
 */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object') {
    if ((error as { status?: unknown }).status === 0) return NO_RESPONSE_ERROR;
    const body = (error as { body?: { message?: unknown } }).body;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return 'pages.common.loadFailed';
}

export type SubmitResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false };

/**
 * Runs one submit at a time and keeps its error as text; the form's values are left alone, so
 * what was typed survives a server failure.
 */
export function useSubmit() {
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const run = useCallback(async <T>(call: () => Promise<T>): Promise<SubmitResult<T>> => {
    if (busy.current) return { ok: false };
    busy.current = true;
    setRunning(true);
    setError(null);
    try {
      return { ok: true, value: await call() };
    } catch (caught) {
      setError(errorText(caught));
      return { ok: false };
    } finally {
      busy.current = false;
      setRunning(false);
    }
  }, []);

  return { running, error, run, setError };
}
