import { HttpError } from 'ra-core';

/**
 * A failed API call is react-admin's own HttpError (message, status, body), so forms show
 * `body.errors` next to their fields and `instanceof HttpError` holds across the app. ra-core is
 * side-effect free, so the front door's bundle keeps only this class.
 */
export { HttpError };

/** An HttpError for a call that got no answer; `timedOut` tells the 60 s time-out from a network failure. */
export function noResponseError(timedOut: boolean): HttpError & { readonly timedOut: boolean } {
  return Object.assign(new HttpError(timedOut ? 'Request timed out' : 'No response', 0, null), {
    timedOut,
  });
}

export function isTimeout(error: unknown): boolean {
  return (error as { timedOut?: unknown } | null)?.timedOut === true;
}
