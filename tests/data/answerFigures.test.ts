/**
 * No figure is silently wrong. Money, credits, usage, balances and counts read a number or a
 * numeric string exactly; anything else is unknown, shown as "—", and told as the part's §8
 * report (reported always; a toast unless the endpoint is silent), never a made-up 0. Dates the
 * spec does not fix read ISO 8601 or epoch seconds or milliseconds.
 */
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { exactNumber, readDate } from '../../src/data/answers/kit';
import { createApi } from '../../src/data/api';
import { createDataProvider } from '../../src/data/dataProvider';
import { GENERIC_ERROR, setAnswerReporter } from '../../src/data/http';
import { formatCreditUsage, formatMoney } from '../../src/i18n/format';
import { setupRecordingApi } from './support';

const stub = setupRecordingApi();
const api = createApi('7');
let reported: Error[] = [];
beforeEach(() => {
  reported = [];
  setAnswerReporter((error) => reported.push(error));
});
const answer = (body: unknown, headers: Record<string, string> = {}) => {
  stub.answer = () => HttpResponse.json(body as object, { headers });
};

describe('a figure', () => {
  it.each([
    [199, 199],
    [-49.75, -49.75],
    [0, 0],
    ['199', 199],
    ['199.00', 199],
    ['0.005', 0.005],
    ['-49.75', -49.75],
    ['1e3', 1000],
    ['123456789012345', 123456789012345],
    ['1000000000000000000000', 1e21],
  ])('%j reads as %d', (raw, read) => {
    expect(exactNumber(raw)).toBe(read);
  });

  it.each([
    ['', 'empty text'],
    [' 12', 'a space'],
    ['12 ', 'a trailing space'],
    ['1,000', 'a separator'],
    ['1 000', 'a grouping space'],
    ['$5', 'a currency sign'],
    ['5 USD', 'a unit'],
    ['+5', 'a plus sign'],
    ['007', 'leading zeros'],
    ['0x10', 'hexadecimal'],
    ['.5', 'no whole part'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['1e999', 'beyond a double'],
    ['1234567890123456', 'more digits than a double holds'],
    [true, 'a boolean'],
    [{ amount: 5 }, 'an object'],
    [[5], 'a list'],
  ] as [unknown, string][])('%j (%s) is unknown, never 0', (raw) => {
    expect(exactNumber(raw)).toBeUndefined();
  });
});

describe('a date the spec does not fix', () => {
  it.each([
    ['2026-11-03', '2026-11-03'],
    ['2026-11-03T14:05:00Z', '2026-11-03T14:05:00Z'],
    ['2026-11-03T14:05:00.250+02:00', '2026-11-03T14:05:00.250+02:00'],
    [1_762_178_700, '2025-11-03T14:05:00.000Z'],
    [1_762_178_700_000, '2025-11-03T14:05:00.000Z'],
    ['1762178700', '2025-11-03T14:05:00.000Z'],
  ])('%j reads as %s', (raw, read) => {
    expect(readDate(raw)).toBe(read);
  });

  it.each(['yesterday', '03/11/2026', '2026-13-45', '', true, { at: 1 }])(
    '%j is unknown',
    (raw) => {
      expect(readDate(raw)).toBeUndefined();
    },
  );
});

describe('what the console shows', () => {
  it('billing info sent as numeric strings shows its figures, not 0', async () => {
    answer({
      planName: 'Growth',
      planPrice: '199.00',
      status: 'ACTIVE',
      usage: { currentUsage: '18750', total: '25000' },
    });
    const info = await api.getBillingInfo();
    expect(formatMoney(info.planPrice)).toBe('$199');
    expect(formatCreditUsage(info.usage?.currentUsage, info.usage?.total)).toBe(
      '18 750 / 25 000 credits',
    );
    expect(reported).toEqual([]);
  });

  it('an unreadable figure shows "—" and is reported; a silent part raises no toast (§8)', async () => {
    answer({ planName: 'Growth', planPrice: 'n/a', usage: { currentUsage: 5, total: 'lots' } });
    const info = await api.getBillingInfo();
    expect(formatMoney(info.planPrice)).toBe('—');
    expect(formatCreditUsage(info.usage?.currentUsage, info.usage?.total)).toBe('5 / — credits');
    expect(reported.map((e) => e.message)).toEqual([
      expect.stringMatching(/planPrice: expected a number or a numeric string; usage\.total/),
    ]);
    // Where the answer left the contract, never what it held.
    expect(reported[0]?.message).not.toMatch(/n\/a|lots/);
    expect(stub.toasts).toEqual([]);
  });

  it('an unreadable figure of a part that is not silent shows its §8 toast too', async () => {
    answer({
      currentPlan: { name: 'Growth', credits: 25000, unusedCredits: 6250, price: 199 },
      newPlan: { name: 'Growth', credits: 50000, price: 349 },
      discount: '49.75',
      total: { usd: 299.25 },
    });
    const preview = await api.getUpgradePreview('g50');
    expect(preview.discount).toBe(49.75);
    expect(formatMoney(preview.total)).toBe('—');
    expect(reported).toHaveLength(1);
    expect(stub.toasts).toEqual([{ message: GENERIC_ERROR, type: 'error' }]);
  });

  it('a missing figure is unknown without a report: the contract lets the API leave it out', async () => {
    answer({ planName: 'Free', status: 'ACTIVE' });
    const info = await api.getBillingInfo();
    expect(formatMoney(info.planPrice)).toBe('—');
    expect(reported).toEqual([]);
  });

  it('records read figures and epoch dates; an unreadable one is "—" and reported', async () => {
    answer(
      [
        { id: 1, login: 'a@b.co', balance: '120', createdAt: 1_762_178_700 },
        { id: 2, login: 'c@d.co', balance: 'many', createdAt: 'last week' },
      ],
      { 'Content-Range': 'users 0-1/2' },
    );
    const { data } = await createDataProvider('7').getList('users', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      meta: { skipNotificationStatus: 'all' },
    });
    expect(data.map((r) => [r.balance, r.createdAt])).toEqual([
      [120, '2025-11-03T14:05:00.000Z'],
      [undefined, undefined],
    ]);
    expect(reported.map((e) => e.message)).toEqual([
      expect.stringMatching(
        /1\.balance: .*; 1\.createdAt: expected an ISO 8601 date or epoch time/,
      ),
    ]);
    // The list reports its own failures, so the page raises no toast per load.
    expect(stub.toasts).toEqual([]);
  });
});
