import type { ValidatorRef } from '../../model/types';
import { buildValidators } from '../../validation';
import type { FieldRule } from './useFormState';

/** The §5 validators by name, as used by the schema, adapted to the hand-built forms. */
export function rulesFrom<V extends Record<string, string>>(
  refs: readonly ValidatorRef[],
): FieldRule<V>[] {
  return buildValidators(refs).map(
    (validate) => (value: string, all: V) => validate(value, all) ?? undefined,
  );
}

export const EMAIL_REFS: readonly ValidatorRef[] = [
  { name: 'required', params: { label: 'Email' } },
  { name: 'email' },
];
export const PASSWORD_REFS: readonly ValidatorRef[] = [
  { name: 'required', params: { label: 'Password' } },
  { name: 'password' },
];
