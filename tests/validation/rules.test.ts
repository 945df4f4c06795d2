import { describe, expect, it } from 'vitest';
import { interpolate, lookup, type Catalogue } from '../../src/i18n/merge';
import { buildValidators, VALIDATORS, validationMessagesEn } from '../../src/validation';
import { VALIDATOR_CATALOGUE } from '../../src/validation/catalogue';
import type { ValidatorRef } from '../../src/model/types';

/** The English text a user sees for a value under one validator reference (undefined: valid). */
function check(ref: ValidatorRef, value: unknown): string | undefined {
  const [validate] = buildValidators([ref]);
  const result = validate!(value);
  if (!result) return undefined;
  const template =
    lookup(validationMessagesEn as unknown as Catalogue, result.message) ?? result.message;
  return interpolate(template, result.args);
}

type Row = [ValidatorRef, unknown, string | undefined];

const r = (name: string, params?: ValidatorRef['params']): ValidatorRef =>
  params ? { name, params } : { name };

const TABLE: Row[] = [
  // required: 0 and "0" are values; white space is not
  [r('required'), '', 'Value is required'],
  [r('required'), '   ', 'Value is required'],
  [r('required'), undefined, 'Value is required'],
  [r('required'), null, 'Value is required'],
  [r('required'), 0, undefined],
  [r('required'), '0', undefined],
  [r('required'), 'x', undefined],
  [r('required', { label: 'Email' }), '', 'Email is required'],
  // positive number; empty passes
  [r('positiveNumber'), '', undefined],
  [r('positiveNumber'), '1', undefined],
  [r('positiveNumber'), '0.5', undefined],
  [r('positiveNumber'), '0', 'Value should be positive number'],
  [r('positiveNumber'), '-0', 'Value should be positive number'],
  [r('positiveNumber'), '-3', 'Value should be positive number'],
  [r('positiveNumber'), 'abc', 'Value should be positive number'],
  [r('positiveNumber', { allowZero: true }), '0', undefined],
  [r('positiveNumber', { allowZero: true }), -1, 'Value should be positive number'],
  // valid number: no blank-only, no trailing dot
  [r('validNumber'), '12', undefined],
  [r('validNumber'), '007', undefined],
  [r('validNumber'), '.5', undefined],
  [r('validNumber'), '-0', undefined],
  [r('validNumber'), '1.', 'Value should be a valid number'],
  [r('validNumber'), '   ', 'Value should be a valid number'],
  [r('validNumber'), '1e3', 'Value should be a valid number'],
  [r('validNumber'), '١٢', 'Value should be a valid number'],
  [r('validNumber', { message: 'Enter an amount' }), 'x', 'Enter an amount'],
  // lengths (unicode counted by characters)
  [r('minLength'), 'ab', 'Minimum 3 characters length'],
  [r('minLength'), 'abc', undefined],
  [r('minLength', { min: 5 }), 'ab', 'Minimum 5 characters length'],
  [r('minLength'), '', undefined],
  [r('maxLength', { max: 3 }), 'abcd', 'Max 3 symbols.'],
  [r('maxLength', { max: 3 }), '😀😀😀', undefined],
  // integer
  [r('integer'), '10', undefined],
  [r('integer'), '10.5', 'Value should be integer number'],
  [r('integer'), 'x', 'Value should be integer number'],
  // min / max value with defaults 0 and 1000
  [r('minValue'), '-1', 'Value must be greater than or equal to 0'],
  [r('minValue'), '0', undefined],
  [r('minValue', { min: 5 }), '4.99', 'Value must be greater than or equal to 5'],
  [r('maxValue'), '1000', undefined],
  [r('maxValue'), '1000.01', 'Value must be less than or equal to 1000'],
  [r('maxValue', { max: 10 }), '11', 'Value must be less than or equal to 10'],
  // decimals
  [r('maxDecimals', { max: 2 }), '1.23', undefined],
  [r('maxDecimals', { max: 2 }), '1.234', 'Max 2 digits after floating point'],
  [r('maxDecimals', { max: 0 }), '5', undefined],
  // URL with scheme; empty passes
  [r('url'), '', undefined],
  [r('url'), 'https://example.com/path?q=1', undefined],
  [r('url'), 'http://localhost:3000', undefined],
  [r('url'), 'example.com', 'Please enter valid URL'],
  [r('url'), 'https://', 'Please enter valid URL'],
  // URL path
  [r('urlPath'), '/', undefined],
  [r('urlPath'), '/a/b?x=1#top', undefined],
  [r('urlPath'), 'a/b', 'Please enter valid URL path'],
  [r('urlPath'), '/a b', 'Please enter valid URL path'],
  // referer URL: http(s), host, trailing slash
  [r('refererUrl'), 'https://shop.example.com/', undefined],
  [r('refererUrl'), 'https://shop.example.com', 'Please enter valid referer URL'],
  [r('refererUrl'), 'ftp://shop.example.com/', 'Please enter valid referer URL'],
  [r('refererUrl'), 'https:///', 'Please enter valid referer URL'],
  // IP with CIDR bounds
  [r('ip'), '192.168.0.1', undefined],
  [r('ip'), '10.0.0.0/0', undefined],
  [r('ip'), '10.0.0.0/32', undefined],
  [r('ip'), '10.0.0.0/33', 'Invalid IP format'],
  [r('ip'), '256.1.1.1', 'Invalid IP format'],
  [r('ip'), '::1', undefined],
  [r('ip'), '2001:db8::/128', undefined],
  [r('ip'), '2001:db8::/129', 'Invalid IP format'],
  [r('ip'), 'fe80::1%eth0', 'Invalid IP format'],
  [r('ip'), '10.0.0.1/08', 'Invalid IP format'],
  [r('ip'), '10.0.0.1/', 'Invalid IP format'],
  // email
  [r('email'), 'ops@example.com', undefined],
  [r('email'), 'ops@', 'Email must be valid'],
  [r('email'), 'ops example.com', 'Email must be valid'],
  // latin letters, digits, hyphen
  [r('latinDigitsHyphen'), 'my-widget-2', undefined],
  [r('latinDigitsHyphen'), 'straße', 'Only latin letters and number available'],
  [r('latinDigitsHyphen'), 'a_b', 'Only latin letters and number available'],
  // telegram; empty passes
  [r('telegramChannel'), '', undefined],
  [r('telegramChannel'), '@my_channel-1', undefined],
  [r('telegramChannel'), '@', 'Invalid telegram channel'],
  [r('telegramChannel'), 'my_channel', 'Invalid telegram channel'],
  // password: the first unmet rule in §5 order
  [r('password'), 'Abcdefg1', undefined],
  [r('password'), 'Abc defg1', 'No blank spaces allowed'],
  [r('password'), 'Abcdefgh', 'At least one digit'],
  [r('password'), 'abcdefg1', 'At least one uppercase and one lowercase letter'],
  [r('password'), 'Abcde1', 'At least 8 characters'],
  // ticker
  [r('ticker'), '', 'Brand points symbol is required'],
  [r('ticker'), 'AB C', 'No blank space available'],
  [r('ticker'), 'ABC', undefined],
  [r('ticker'), 'ABC_s', undefined],
  [r('ticker'), 'ABCD_d1', undefined],
  [r('ticker'), 'AB_t', 'Minimum 3 characters length'],
  [r('ticker'), 'ABCDEF', 'Max 5 symbols.'],
  [r('ticker'), 'AB$C', 'Only latin letters and number available'],
  // uniqueness over a list
  [r('unique', { label: 'Code' }), ['a', 'b'], undefined],
  [r('unique', { label: 'Code' }), ['a', 'A '], 'Code must be unique'],
  [r('unique'), ['x', 'x'], 'Value must be unique'],
];

describe('§5 validators', () => {
  it.each(TABLE)('%j on %j → %s', (ref, value, expected) => {
    expect(check(ref, value)).toBe(expected);
  });

  it('implements exactly the catalogue the generator checks schemas against', () => {
    expect(Object.keys(VALIDATORS).sort()).toEqual(Object.keys(VALIDATOR_CATALOGUE).sort());
  });

  it('runs several validators in the order the schema gives', () => {
    const validators = buildValidators([r('required', { label: 'Email' }), r('email')]);
    expect(validators.map((v) => v('')?.message)).toEqual(['validation.required', undefined]);
    expect(validators.map((v) => v('x')?.message)).toEqual([undefined, 'validation.email']);
  });

  it('refuses an unknown validator name (stale generated output)', () => {
    expect(() => buildValidators([r('maxLenght')])).toThrow(/Unknown validator 'maxLenght'/);
  });
});
