import type { ValidatorRef } from '../../src/model/types';
import { buildValidators, translateMessage, validationMessagesEn } from '../../src/validation';

/** The English text a user reads for a value under one validator reference (undefined: valid). */
export function check(
  ref: ValidatorRef,
  value: unknown,
  allValues?: unknown,
  source?: string,
): string | undefined {
  const [validate] = buildValidators([ref]);
  if (!validate) throw new Error('buildValidators returned no validator');
  const result = validate(value, allValues, source === undefined ? undefined : { source });
  return result && translateMessage(result, validationMessagesEn);
}

export const ref = (name: string, params?: ValidatorRef['params']): ValidatorRef =>
  params ? { name, params } : { name };

/** One table row: the value typed, then the text shown (undefined: accepted). */
export type Row = readonly [value: unknown, expected: string | undefined];
