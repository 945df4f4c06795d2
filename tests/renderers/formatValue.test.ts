import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from '../../src/renderers/formatValue';

const WHEN = new Date(2026, 10, 23, 18, 5, 9);

/** The list cells' formatters are made once per locale; they must write what the built-ins write. */
describe('date and number cells', () => {
  it.each(['en', 'en-US', 'en-GB', 'fr', 'de'])('%s: the same text as the built-ins', (locale) => {
    expect(formatDate(WHEN, locale, false)).toBe(WHEN.toLocaleDateString(locale));
    expect(formatDate(WHEN, locale, true)).toBe(WHEN.toLocaleString(locale));
    for (const n of [0, 7, -1234.5, 1234567.891, 0.125])
      expect(formatNumber(n, locale)).toBe(n.toLocaleString(locale));
  });

  it('keeps one locale apart from another', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatDate(WHEN, 'en-US', false)).toBe('11/23/2026');
    expect(formatDate(WHEN, 'en-GB', false)).toBe('23/11/2026');
  });
});
