import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  buildValidators,
  REGISTRY_MATCHES_CATALOGUE,
  VALIDATORS,
  type ParamsOf,
} from '../../src/validation';
import { VALIDATOR_CATALOGUE, type ValidatorName } from '../../src/validation/catalogue';
import { ref } from './support';

describe('the validator registry', () => {
  it('implements exactly the catalogue the generator checks schemas against', () => {
    expect(Object.keys(VALIDATORS).sort()).toEqual(Object.keys(VALIDATOR_CATALOGUE).sort());
    expect(REGISTRY_MATCHES_CATALOGUE).toBe(true);
    expectTypeOf<keyof typeof VALIDATORS>().toEqualTypeOf<ValidatorName>();
  });

  it('types each rule’s params from the catalogue (checked by tsc)', () => {
    expectTypeOf<{ max: number }>().toExtend<ParamsOf<'maxLength'>>();
    expectTypeOf<{ label: string }>().toExtend<ParamsOf<'required'>>();
    // @ts-expect-error maxLength's max is required by the catalogue
    expectTypeOf<object>().toExtend<ParamsOf<'maxLength'>>();
    // @ts-expect-error allowZero is a boolean
    expectTypeOf<{ allowZero: string }>().toExtend<ParamsOf<'positiveNumber'>>();
  });
});

describe('buildValidators', () => {
  it('runs several validators in the order the schema gives', () => {
    const validators = buildValidators([ref('required', { label: 'Email' }), ref('email')]);
    expect(validators.map((v) => v('')?.message)).toEqual(['validation.required', undefined]);
    expect(validators.map((v) => v('x')?.message)).toEqual([undefined, 'validation.email']);
  });

  it.each(['maxLenght', 'toString', 'constructor'])(
    'refuses the unknown validator name %s (stale generated output)',
    (name) => {
      expect(() => buildValidators([ref(name)])).toThrow(`Unknown validator '${name}'`);
    },
  );

  it.each([
    [ref('maxLength'), "needs param 'max'"],
    [ref('maxDecimals'), "needs param 'max'"],
    [ref('minLength', { min: '3' }), "param 'min' must be integer"],
    [ref('minLength', { min: 2.5 }), "param 'min' must be integer"],
    [ref('positiveNumber', { allowZero: 'yes' }), "param 'allowZero' must be boolean"],
    [ref('required', { lable: 'Email' }), "has no param 'lable'"],
    [ref('email', { label: 'Email' }), "has no param 'label'"],
  ])('refuses %j: %s', (r, error) => {
    expect(() => buildValidators([r])).toThrow(error);
  });

  it('accepts a number param with a fraction where the catalogue says number', () => {
    const [validate] = buildValidators([ref('minValue', { min: 0.5 })]);
    expect(validate?.('0.4')).toEqual({ message: 'validation.minValue', args: { n: 0.5 } });
  });
});
