import type { ValidatorRef } from '../model/types';
import { VALIDATOR_CATALOGUE, type ValidatorName } from './catalogue';
import * as rules from './rules';
import type { Result } from './rules';

export type { ValidationMessage } from './rules';
export { validationMessagesEn } from './messages.en';

/** A react-admin-compatible validator: the value (and the form's values) → a message or undefined. */
export type Validator = (value: unknown, allValues?: unknown) => Result;

type Params = Readonly<Record<string, string | number | boolean>>;
const str = (p: Params, k: string) => (typeof p[k] === 'string' ? (p[k] as string) : undefined);
const num = (p: Params, k: string) => (typeof p[k] === 'number' ? (p[k] as number) : undefined);

/** Every name of the catalogue (the list the generator checks schema files against), implemented. */
export const VALIDATORS: { readonly [K in ValidatorName]: (p: Params) => Validator } = {
  required: (p) => (v) => rules.required(v, str(p, 'label')),
  positiveNumber: (p) => (v) => rules.positiveNumber(v, p.allowZero === true),
  validNumber: (p) => (v) => rules.validNumber(v, str(p, 'message')),
  minLength: (p) => (v) => rules.minLength(v, num(p, 'min')),
  maxLength: (p) => (v) => rules.maxLength(v, num(p, 'max') ?? Infinity),
  integer: () => rules.integer,
  minValue: (p) => (v) => rules.minValue(v, num(p, 'min')),
  maxValue: (p) => (v) => rules.maxValue(v, num(p, 'max')),
  maxDecimals: (p) => (v) => rules.maxDecimals(v, num(p, 'max') ?? 0),
  url: () => rules.url,
  urlPath: () => rules.urlPath,
  refererUrl: () => rules.refererUrl,
  ip: () => rules.ip,
  email: () => rules.email,
  latinDigitsHyphen: () => rules.latinDigitsHyphen,
  telegramChannel: () => rules.telegramChannel,
  password: () => rules.password,
  ticker: () => rules.ticker,
  unique: (p) => (v) => rules.unique(v, str(p, 'label')),
};

/** The schema's validator references, in order, as react-admin validators. */
export function buildValidators(refs: readonly ValidatorRef[]): Validator[] {
  return refs.map((ref) => {
    if (!(ref.name in VALIDATOR_CATALOGUE)) {
      // The generator rejects unknown names; reaching this means src/generated is stale.
      throw new Error(`Unknown validator '${ref.name}': run npm run generate`);
    }
    return VALIDATORS[ref.name as ValidatorName](ref.params ?? {});
  });
}
