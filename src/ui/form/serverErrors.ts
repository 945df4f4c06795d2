import { translate } from '../../i18n/translate';
import { errorText } from './useSubmit';

/** Where a form keeps the failed call's own message (react-hook-form clears it on the next submit). */
export const SUBMIT_ERROR = 'root.server';

/** The field-level messages of a failed call (api-contract: `body.errors`, `{field: message}`). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const body = (error as { body?: unknown } | null | undefined)?.body;
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/**
 * Shows a failed submit on the form, leaving what was typed alone: each `body.errors` message on
 * its field (`fields` maps the API's field names to the form's), and the call's §8 text above the button unless every server message found its field.
 * `general: false` keeps the form silent apart from its fields (§8: an invite failure shows no
 * user message).
 */
export function showSubmitError<N extends string>(
  error: unknown,
  setError: (name: N, error: { type: 'server'; message: string }) => void,
  fields: Readonly<Record<string, N>>,
  { general = true }: { general?: boolean } = {},
): void {
  let unplaced = false;
  const messages = Object.entries(serverFieldErrors(error));
  for (const [apiName, message] of messages) {
    const name = fields[apiName];
    if (name) setError(name, { type: 'server', message: translate(message) });
    else unplaced = true;
  }
  if (general && (messages.length === 0 || unplaced)) {
    setError(SUBMIT_ERROR as N, { type: 'server', message: translate(errorText(error)) });
  }
}
