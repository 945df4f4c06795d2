import type { ValidatorRef } from '../../model/types';
import { buildValidators } from '../../validation';
import { translate } from '../../i18n/translate';

/**
 * The §5 validators by name (as the schema names them) as one `validate` function, as
 * react-hook-form and the front door's light form take it: the first failing rule's text,
 * translated, or true.
 */
export type FieldRule<V> = (value: unknown, all: V) => string | true;

export function validateWith<V extends Record<string, unknown>>(
  refs: readonly ValidatorRef[],
): FieldRule<V> {
  const validators = buildValidators(refs);
  return (value, all) => {
    for (const validator of validators) {
      const result = validator(value, all);
      if (result) return translate(result.message, result.args);
    }
    return true;
  };
}

export const EMAIL_REFS: readonly ValidatorRef[] = [
  { name: 'required', params: { label: 'Email' } },
  { name: 'email' },
];
export const PASSWORD_REFS: readonly ValidatorRef[] = [
  { name: 'required', params: { label: 'Password' } },
  { name: 'password' },
];
