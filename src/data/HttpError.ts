/**
 * A failed API call. Same shape as react-admin's HttpError (message, status, body), so forms show
 * `body.errors` next to their fields; defined here so the light front door does not load ra-core.
 */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
    /** True when the 60 s time-out aborted the call. */
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
