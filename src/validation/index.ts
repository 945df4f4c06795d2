import { interpolate, lookup, type Catalogue } from '../i18n/merge';
import type { ValidatorRef } from '../model/types';
import { VALIDATOR_CATALOGUE, type ValidatorName } from './catalogue';
import { checkParams, type ParamsOf } from './params';
import * as rules from './rules';
import type { Result, ValidationMessage } from './rules';

export type { Result, ValidationMessage } from './rules';
export type { ParamsOf } from './params';
export { validationMessagesEn } from '../i18n/en/validation';

/**
 * A react-admin-compatible validator: the value, the form's values and the input's props (only
 * `source` is read, by `unique` inside list inputs) → a message or undefined.
 */
export type Validator = (
  value: unknown,
  allValues?: unknown,
  props?: { readonly source?: string },
) => Result;

/** Every name of the catalogue (the list the generator checks schema files against), implemented. */
export const VALIDATORS: { readonly [K in ValidatorName]: (params: ParamsOf<K>) => Validator } = {
  required: (p) => (v) => rules.required(v, p),
  positiveNumber: (p) => (v) => rules.positiveNumber(v, p),
  validNumber: (p) => (v) => rules.validNumber(v, p),
  minLength: (p) => (v) => rules.minLength(v, p),
  maxLength: (p) => (v) => rules.maxLength(v, p),
  integer: () => (v) => rules.integer(v),
  minValue: (p) => (v) => rules.minValue(v, p),
  maxValue: (p) => (v) => rules.maxValue(v, p),
  maxDecimals: (p) => (v) => rules.maxDecimals(v, p),
  url: () => (v) => rules.url(v),
  urlPath: () => (v) => rules.urlPath(v),
  refererUrl: () => (v) => rules.refererUrl(v),
  ip: () => (v) => rules.ip(v),
  email: () => (v) => rules.email(v),
  latinDigitsHyphen: () => (v) => rules.latinDigitsHyphen(v),
  telegramChannel: () => (v) => rules.telegramChannel(v),
  password: () => (v) => rules.password(v),
  ticker: () => (v) => rules.ticker(v),
  unique: (p) => (v, allValues, props) => rules.unique(v, p, { allValues, source: props?.source }),
};

/**
 * Compile-time proof that the registry and the catalogue have the same keys: the mapped type
 * above forbids missing names, and this fails if the catalogue's key set ever differs.
 */
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : false;
export const REGISTRY_MATCHES_CATALOGUE: SameKeys<typeof VALIDATORS, typeof VALIDATOR_CATALOGUE> =
  true;

const isValidatorName = (name: string): name is ValidatorName =>
  Object.hasOwn(VALIDATOR_CATALOGUE, name);

function build<K extends ValidatorName>(name: K, params: ValidatorRef['params']): Validator {
  const factory: (p: ParamsOf<K>) => Validator = VALIDATORS[name];
  return factory(checkParams(name, params ?? {}));
}

/**
 * The schema's validator references, in order, as react-admin validators. Unknown names or wrong
 * params throw: the generator rejects them, so reaching this means src/generated is stale or a
 * hand-built form is wrong — a silent pass would drop a rule.
 */
export function buildValidators(refs: readonly ValidatorRef[]): Validator[] {
  return refs.map((ref) => {
    if (!isValidatorName(ref.name)) {
      throw new Error(`Unknown validator '${ref.name}': run npm run generate`);
    }
    return build(ref.name, ref.params);
  });
}

/**
 * The text a user reads for a validator result, rendered the way react-admin does (the key, or
 * the message itself when it is not a key, with `%{x}` arguments). For unit tests and non-react-admin forms.
 */
export function translateMessage(message: ValidationMessage, catalogue: object): string {
  const template = lookup(catalogue as Catalogue, message.message) ?? message.message;
  return interpolate(template, message.args);
}
