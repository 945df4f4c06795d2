import { describe, expect, it } from 'vitest';
import { HttpError, noResponseError } from '../../src/data/HttpError';
import { errorText } from '../../src/ui/form/useSubmit';
import { translate } from '../../src/i18n/translate';

describe('what a form shows for a failed submit (§8)', () => {
  it.each<[string, unknown, string]>([
    ['no response', noResponseError(false), 'Oops, something went wrong'],
    ['the 60 s time-out', noResponseError(true), 'Oops, something went wrong'],
    [
      'a server message',
      new HttpError('Injected fault: HTTP 500', 500, { message: 'Injected fault: HTTP 500' }),
      'Injected fault: HTTP 500',
    ],
    [
      'the transport message without a body',
      new HttpError('Bad Gateway', 502, null),
      'Bad Gateway',
    ],
  ])('%s → "%s"', (_, error, shown) => {
    expect(translate(errorText(error))).toBe(shown);
  });
});
