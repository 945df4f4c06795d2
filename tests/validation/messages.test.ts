import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { translateMessage, validationMessagesEn } from '../../src/validation';
import { catalogueKeys } from '../support/catalogueKeys';

/** Every key of the validation catalogue with its §5 English text, copied from the spec. */
const SPEC_TEXTS: readonly [key: string, args: Record<string, string | number>, text: string][] = [
  ['validation.required', { label: 'Value' }, 'Value is required'],
  ['validation.positiveNumber', {}, 'Value should be positive number'],
  ['validation.validNumber', {}, 'Value should be a valid number'],
  ['validation.minLength', { n: 3 }, 'Minimum 3 characters length'],
  ['validation.maxLength', { n: 20 }, 'Max 20 symbols.'],
  ['validation.integer', {}, 'Value should be integer number'],
  ['validation.minValue', { n: 0 }, 'Value must be greater than or equal to 0'],
  ['validation.maxValue', { n: 1000 }, 'Value must be less than or equal to 1000'],
  ['validation.maxDecimals', { n: 2 }, 'Max 2 digits after floating point'],
  ['validation.url', {}, 'Please enter valid URL'],
  ['validation.urlPath', {}, 'Please enter valid URL path'],
  ['validation.refererUrl', {}, 'Please enter valid referer URL'],
  ['validation.ip', {}, 'Invalid IP format'],
  ['validation.email', {}, 'Email must be valid'],
  ['validation.latinDigitsHyphen', {}, 'Only latin letters and number available'],
  ['validation.telegramChannel', {}, 'Invalid telegram channel'],
  ['validation.password.noSpaces', {}, 'No blank spaces allowed'],
  ['validation.password.digit', {}, 'At least one digit'],
  ['validation.password.cases', {}, 'At least one uppercase and one lowercase letter'],
  ['validation.password.length', {}, 'At least 8 characters'],
  ['validation.ticker.noSpaces', {}, 'No blank space available'],
  ['validation.ticker.required', {}, 'Brand points symbol is required'],
  ['validation.unique', { label: 'Email' }, 'Email must be unique'],
];

describe('§5 message texts', () => {
  it.each(SPEC_TEXTS)('%s renders the §5 text', (key, args, text) => {
    expect(translateMessage({ message: key, args }, validationMessagesEn)).toBe(text);
  });

  it.each(SPEC_TEXTS)('%s renders the same from the app catalogue', (key, args, text) => {
    expect(translateMessage({ message: key, args }, en)).toBe(text);
  });

  it('has no text the table above does not check', () => {
    expect(catalogueKeys(validationMessagesEn).sort()).toEqual(SPEC_TEXTS.map(([k]) => k).sort());
  });

  it('shows a message that is not a key as it is (a custom validNumber message)', () => {
    expect(translateMessage({ message: 'Enter an amount' }, validationMessagesEn)).toBe(
      'Enter an amount',
    );
  });
});
