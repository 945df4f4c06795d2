/**
 * A failed API call: message, HTTP status and the parsed body. The shape is react-admin's
 * HttpError, and its forms read field errors from an own `body` (`error.body.errors`), so they
 * work with this class too. It is our own so the front door never imports ra-core: its one
 * entry point would make the login route's chunk graph reach all of react-admin.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown = null) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

/** An HttpError for a call that got no answer; `timedOut` tells the 60 s time-out from a network failure. */
export function noResponseError(timedOut: boolean): HttpError & { readonly timedOut: boolean } {
  return Object.assign(new HttpError(timedOut ? 'Request timed out' : 'No response', 0, null), {
    timedOut,
  });
}

export function isTimeout(error: unknown): boolean {
  return (error as { timedOut?: unknown } | null)?.timedOut === true;
}

/**
 * A success answer the console cannot use: it left the contract (schema/openapi.json) where a
 * part needs it. `where` names the place and what was expected, never the value.
 */
export class AnswerMismatch extends Error {
  constructor(readonly where: string) {
    super(`The answer does not match the contract at ${where}`);
    this.name = 'AnswerMismatch';
  }
}
