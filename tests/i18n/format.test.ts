import { describe, expect, it } from 'vitest';
import {
  codeAsWords,
  formatCreditUsage,
  formatCreditsPerMonth,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDayShort,
  formatMoney,
  formatNumber,
  formatPercent,
  toDate,
} from '../../src/i18n/format';

describe('numbers: thousands separated by spaces, at most 3 decimals', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1 000'],
    [37716, '37 716'],
    [1234567.891, '1 234 567.891'],
    [1249.5, '1 249.5'],
    [0.1235, '0.124'],
    [1.0005, '1.001'],
    [99.9999, '100'],
    [-1000, '-1 000'],
    [-0.0001, '0'],
  ])('%s → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe("§9 money: '$', spaces between thousands, up to 3 decimals, no forced cents", () => {
  it.each([
    [0, '$0'],
    [49, '$49'],
    [1000, '$1 000'],
    [1200, '$1 200'],
    [13405.79, '$13 405.79'],
    [78.2, '$78.2'],
    [80.87, '$80.87'],
    [1234567.891, '$1 234 567.891'],
    [0.005, '$0.005'],
    [0.1234, '$0.123'],
    [99.9999, '$100'],
    [10.10001, '$10.1'],
    [-49.75, '-$49.75'],
  ])('%s → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});

describe('credits and percentages', () => {
  it.each([
    [codeAsWords('PARTIALLY_REFUNDED'), 'Partially refunded'],
    [codeAsWords('activeUsers'), 'Active users'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('credits and percentages (the catalogue installed)', () => {
  it.each([
    [formatCreditUsage(18750, 25000), '18 750 / 25 000 credits'],
    [formatCreditsPerMonth(25000), '25 000 credits / month'],
    [formatPercent(75), '75%'],
    [formatPercent(12.54), '12.5%'],
    [formatPercent(0), '0%'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('dates: one style for lists, ranges and charts', () => {
  const when = new Date(2026, 10, 3, 14, 5, 9);
  it.each([
    [formatDate(when), '3 Nov 2026'],
    [formatDateTime(when), '3 Nov 2026, 14:05'],
    [formatDateTime(new Date(2026, 0, 1, 0, 0)), '1 Jan 2026, 00:00'],
    [formatDate(new Date(2026, 8, 30)), '30 Sep 2026'],
    [formatDayShort(when), '3 Nov'],
    [formatDateRange(new Date(2026, 9, 5), when), '5 Oct 2026 – 3 Nov 2026'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('reads a calendar day as that day here, whatever the time zone', () => {
    const day = toDate('2026-11-03');
    expect(day && formatDate(day)).toBe('3 Nov 2026');
  });

  it.each([['2026-11-03T14:05:09'], [when.getTime()], [when]])(
    'reads an API date-time: %s',
    (value) => {
      const date = toDate(value);
      expect(date && formatDateTime(date)).toBe('3 Nov 2026, 14:05');
    },
  );

  it.each([[''], ['soon'], [null], [undefined], [{}], [true]])(
    'a value that is no date gives none: %s',
    (value) => {
      expect(toDate(value)).toBeUndefined();
    },
  );
});
