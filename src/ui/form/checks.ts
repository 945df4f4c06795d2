import { translate } from '../../i18n/translate';
import { email, password, required, type Result } from '../../validation/rules';

/**
 * What react-hook-form and the front door's light form take as `validate`: the first failing
 * rule's text, translated, or true.
 */
export type FieldRule<V> = (value: unknown, all: V) => string | true;

/** One §5 rule applied to a value (validation/rules), with the form's values beside it. */
export type Check = (value: unknown, all?: unknown) => Result;

/**
 * §5 rules given as functions, as one `validate` function. The account forms name their fixed
 * rules this way; rules named as the schema names them go through ./validate, whose validator
 * registry the login route does not download.
 */
export function checkWith<V>(checks: readonly Check[]): FieldRule<V> {
  return (value, all) => {
    for (const check of checks) {
      const result = check(value, all);
      if (result) return translate(result.message, result.args);
    }
    return true;
  };
}

/** A password typed to sign in: only required (one that predates §5's rules still signs in). */
export const ENTERED_PASSWORD_CHECKS: readonly Check[] = [
  (v) => required(v, { label: 'Password' }),
];
export const EMAIL_CHECKS: readonly Check[] = [(v) => required(v, { label: 'Email' }), email];
/** A password being chosen: required and §5's password rule. */
export const PASSWORD_CHECKS: readonly Check[] = [
  (v) => required(v, { label: 'Password' }),
  password,
];
