import { HttpError } from './HttpError';
import { GENERIC_ERROR, NO_RESPONSE_ERROR, SESSION_EXPIRED } from './http';

/**
 * The §8 toast text of a failed call, for a caller that silenced the client's own toast
 * (`skipNotificationStatus: 'all'`) to report the failure once itself, e.g. a list after its
 * retries: no response, the session ended, else the server's or the transport's text.
 */
export function errorToastText(error: unknown): string {
  if (!(error instanceof HttpError)) return GENERIC_ERROR;
  if (error.status === 0) return NO_RESPONSE_ERROR;
  if (error.status === 401) {
    const body: unknown = error.body;
    const message =
      body && typeof body === 'object' && 'message' in body
        ? (body as { message?: unknown }).message
        : undefined;
    return typeof message === 'string' && message.trim() !== '' ? message : SESSION_EXPIRED;
  }
  return error.message || GENERIC_ERROR;
}
