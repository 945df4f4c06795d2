import type { ParamType } from './catalogue';
import { VALIDATOR_CATALOGUE, type ValidatorName } from './catalogue';

type Catalogue = typeof VALIDATOR_CATALOGUE;
type Spec<K extends ValidatorName> = Catalogue[K]['params'];

type TypeOf<T extends ParamType> = T extends 'string'
  ? string
  : T extends 'boolean'
    ? boolean
    : number;

type IsRequired<S> = S extends { readonly required: true } ? true : false;
type ParamTypeOf<S> = S extends { readonly type: infer T extends ParamType } ? TypeOf<T> : never;

/**
 * The params object of a validator, derived from the shared catalogue, so a rule cannot read a
 * param the generator would reject nor forget one the catalogue makes required.
 */
export type ParamsOf<K extends ValidatorName> = {
  readonly [P in keyof Spec<K> as IsRequired<Spec<K>[P]> extends true ? P : never]: ParamTypeOf<
    Spec<K>[P]
  >;
} & {
  readonly [P in keyof Spec<K> as IsRequired<Spec<K>[P]> extends true ? never : P]?: ParamTypeOf<
    Spec<K>[P]
  >;
};

export type RawParams = Readonly<Record<string, string | number | boolean>>;

const matches = (type: ParamType, value: unknown): boolean =>
  type === 'integer' ? Number.isInteger(value) : typeof value === type;

/**
 * Checks a reference's params against the catalogue at run time. The generator already does this
 * for schema files; hand-built forms pass their own references, and a stale generated module
 * must fail loudly rather than validate with a silently missing limit.
 */
export function checkParams<K extends ValidatorName>(name: K, params: RawParams): ParamsOf<K> {
  const spec: Readonly<Record<string, { type: ParamType; required: boolean }>> =
    VALIDATOR_CATALOGUE[name].params;
  for (const [key, value] of Object.entries(params)) {
    const param = Object.hasOwn(spec, key) ? spec[key] : undefined;
    if (!param) throw new Error(`Validator '${name}' has no param '${key}'`);
    if (!matches(param.type, value)) {
      throw new Error(`Validator '${name}': param '${key}' must be ${param.type}`);
    }
  }
  for (const [key, param] of Object.entries(spec)) {
    if (param.required && !Object.hasOwn(params, key)) {
      throw new Error(`Validator '${name}' needs param '${key}'`);
    }
  }
  // Checked above key by key against the same catalogue ParamsOf is derived from.
  return params as ParamsOf<K>;
}
