import type { ValidatorRef } from '../../model/types';
import { buildValidators } from '../../validation';
import { checkWith, type FieldRule } from './checks';

export type { FieldRule } from './checks';

/**
 * The §5 validators by name (as the schema names them) as one `validate` function, as
 * react-hook-form and the front door's light form take it: the first failing rule's text,
 * translated, or true.
 */
export function validateWith<V extends Record<string, unknown>>(
  refs: readonly ValidatorRef[],
): FieldRule<V> {
  return checkWith<V>(buildValidators(refs));
}
