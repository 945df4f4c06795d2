/**
 * The named validators a schema may reference, with the parameters each accepts (§5).
 * Plain data with no dependencies, so the generator checks names and params against the same
 * list the runtime implements (src/validation/validators.ts).
 */
export type ParamType = 'string' | 'number' | 'integer' | 'boolean';

export interface ValidatorSpec {
  readonly params: Readonly<
    Record<string, { readonly type: ParamType; readonly required: boolean }>
  >;
}

export const VALIDATOR_CATALOGUE = {
  required: { params: { label: { type: 'string', required: false } } },
  positiveNumber: { params: { allowZero: { type: 'boolean', required: false } } },
  validNumber: { params: { message: { type: 'string', required: false } } },
  minLength: { params: { min: { type: 'integer', required: false } } },
  maxLength: { params: { max: { type: 'integer', required: true } } },
  integer: { params: {} },
  minValue: { params: { min: { type: 'number', required: false } } },
  maxValue: { params: { max: { type: 'number', required: false } } },
  maxDecimals: { params: { max: { type: 'integer', required: true } } },
  url: { params: {} },
  urlPath: { params: {} },
  refererUrl: { params: {} },
  ip: { params: {} },
  email: { params: {} },
  latinDigitsHyphen: { params: {} },
  telegramChannel: { params: {} },
  password: { params: {} },
  ticker: { params: {} },
  unique: { params: { label: { type: 'string', required: false } } },
} as const satisfies Record<string, ValidatorSpec>;

export type ValidatorName = keyof typeof VALIDATOR_CATALOGUE;
