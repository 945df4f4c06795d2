import { describe, expect, it } from 'vitest';
import { readRange, writeRange } from '../../src/data/dashboardRange';
import { figureOf, isEmpty, pointsOf } from '../../src/renderers/dashboard/figures';

const NOW = new Date(2026, 10, 23, 15, 0);
const read = (q: string, fallback: 7 | 30 | 90 = 30) =>
  readRange(new URLSearchParams(q), fallback, NOW);

describe('dashboard range in the URL', () => {
  it.each([
    ['', { choice: 30, from: '2026-10-25', to: '2026-11-23' }],
    ['range=7', { choice: 7, from: '2026-11-17', to: '2026-11-23' }],
    ['range=90', { choice: 90, from: '2026-08-26', to: '2026-11-23' }],
    [
      'range=custom&from=2026-01-01&to=2026-01-31',
      { choice: 'custom', from: '2026-01-01', to: '2026-01-31' },
    ],
    // Unusable values fall back to the page's default.
    ['range=14', { choice: 30, from: '2026-10-25', to: '2026-11-23' }],
    [
      'range=custom&from=2026-02-30&to=2026-03-01',
      { choice: 30, from: '2026-10-25', to: '2026-11-23' },
    ],
    [
      'range=custom&from=2026-03-02&to=2026-03-01',
      { choice: 30, from: '2026-10-25', to: '2026-11-23' },
    ],
  ])('?%s reads as %o', (query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('writes a preset without dates and a custom range with them, keeping other parameters', () => {
    const prev = new URLSearchParams('tab=x&range=custom&from=2026-01-01&to=2026-01-02');
    expect(writeRange(prev, read('range=7')).toString()).toBe('tab=x&range=7');
    const custom = writeRange(
      new URLSearchParams('tab=x'),
      read('range=custom&from=2026-01-01&to=2026-01-31'),
    );
    expect(custom.toString()).toBe('tab=x&range=custom&from=2026-01-01&to=2026-01-31');
  });
});

describe('dashboard figures from an answer', () => {
  const chart = {
    id: 'c',
    kind: 'line',
    label: 'l',
    field: 'perDay',
    x: 'date',
    y: 'count',
    format: 'number',
  } as const;

  it('reads numbers and numeric text, nested with dots; anything else is no figure', () => {
    expect(figureOf({ a: { b: 3 } }, 'a.b')).toBe(3);
    expect(figureOf({ a: '12.5' }, 'a')).toBe(12.5);
    expect(figureOf({ a: 'many' }, 'a')).toBeUndefined();
  });

  it('keeps the points with an x and a numeric y', () => {
    const body = {
      perDay: [
        { date: '2026-11-01', count: 2 },
        { date: '2026-11-02' },
        'junk',
        { date: '2026-11-03', count: '4' },
      ],
    };
    expect(pointsOf(body, chart)).toEqual([
      { x: '2026-11-01', y: 2 },
      { x: '2026-11-03', y: 4 },
    ]);
  });

  it('is empty when nothing the page shows is in the answer', () => {
    const cards = [{ id: 'n', label: 'n', field: 'n', format: 'number' } as const];
    expect(isEmpty({ other: 1 }, cards, [chart])).toBe(true);
    expect(isEmpty({ n: 0 }, cards, [chart])).toBe(false);
    expect(isEmpty({ perDay: [{ date: 'd', count: 1 }] }, cards, [chart])).toBe(false);
  });
});
