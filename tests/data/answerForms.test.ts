/**
 * Where §7 names a collection but shows no body, both natural readings work: the API may answer
 * the list itself or the console's object form, and the page shows either without a toast or a
 * report (extra credits' packages, usage stats' days, also as a page's `items`).
 */
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../src/data/api';
import { setAnswerReporter } from '../../src/data/http';
import { packagesOf } from '../../src/features/billing/extraCreditPackages';
import { daysOf } from '../../src/features/billing/usageDays';
import { setupRecordingApi } from './support';

const stub = setupRecordingApi();
const api = createApi('7');
let reported: Error[] = [];
beforeEach(() => {
  reported = [];
  setAnswerReporter((error) => reported.push(error));
});
const answer = (body: unknown) => {
  stub.answer = () => HttpResponse.json(body as object);
};

describe('extra credits', () => {
  it.each([
    {
      form: 'the list of packages',
      body: [
        { id: 'p1', creditAmount: 1000, price: 10 },
        { id: 'p2', creditAmount: '2500', price: '22.50' },
      ],
      offered: [1000, 2500],
    },
    {
      form: 'the object form',
      body: { available: 300, pricePerCredit: 0.01, packages: [1000, '2500'] },
      offered: [1000, 2500],
    },
  ])('answered as $form, offers its packages quietly', async ({ body, offered }) => {
    answer(body);
    expect(packagesOf(await api.getExtraCredits())).toEqual(offered);
    expect(stub.toasts).toEqual([]);
    expect(reported).toEqual([]);
  });

  it('a package without a readable amount is not offered, and is reported', async () => {
    answer([{ id: 'p1', creditAmount: 'lots', price: 10 }, { creditAmount: 500 }]);
    expect(packagesOf(await api.getExtraCredits())).toEqual([500]);
    expect(reported.map((e) => e.message)).toEqual([expect.stringMatching(/0\.creditAmount/)]);
  });
});

describe('usage stats', () => {
  const days = [
    { date: '2026-11-01', credits: 40 },
    { date: '2026-11-02', credits: '60' },
  ];
  const shown = [
    { date: '2026-11-01', credits: 40 },
    { date: '2026-11-02', credits: 60 },
  ];
  it.each([
    { form: 'the list of days', body: days },
    { form: 'the object form', body: { total: 100, days } },
    { form: 'a page of the collection (`items`)', body: { items: days, total: 100 } },
  ])('answered as $form, shows its days quietly', async ({ body }) => {
    answer(body);
    expect(daysOf(await api.getUsageStats({ from: '2026-11-01', to: '2026-11-02' }))).toEqual(
      shown,
    );
    expect(stub.toasts).toEqual([]);
    expect(reported).toEqual([]);
  });

  it('reads epoch dates of its days', async () => {
    answer([{ date: 1_762_128_000, credits: 5 }]);
    const read = await api.getUsageStats({ from: '2025-11-03', to: '2025-11-03' });
    expect(daysOf(read)).toEqual([{ date: '2025-11-03T00:00:00.000Z', credits: 5 }]);
  });
});
