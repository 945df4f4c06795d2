// @vitest-environment node
/**
 * The mock follows the schema beyond what it models: a column added to a modelled list, a figure
 * or chart added to a modelled dashboard get values of their type, never left out for the console
 * to show as "—". Over whatever the schema declares, so an edited schema is checked the same way.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, RESOURCES } from '../../src/generated/endpoints';
import { PAGES } from '../../src/generated/pages';
import type { ColumnDef, EndpointDef, PageDef, ResourceDef } from '../../src/model/types';
import { completeAnswer } from '../../src/mocks/schemaAnswers';
import { call, NOVA, tokenFor, withMockApi } from './support';

withMockApi();

const endpoint = (name: string) => (ENDPOINTS as Readonly<Record<string, EndpointDef>>)[name]!;
const valueAt = (row: unknown, field: string): unknown =>
  field
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      row,
    );

/** The top-level list pages of the schema with their resource's list endpoint. */
const lists = Object.entries(PAGES as Readonly<Record<string, PageDef>>).flatMap(([name, page]) => {
  if (page.kind !== 'list') return [];
  const resource = (RESOURCES as Readonly<Record<string, ResourceDef>>)[page.resource];
  const list = resource?.list ? endpoint(resource.list) : undefined;
  // A list of one operator, reachable without another record's id.
  return list && list.path.match(/\{\w+\}/g)?.join() === '{operatorId}'
    ? [[name, list, page.columns] as const]
    : [];
});

const dashboards = Object.entries(PAGES as Readonly<Record<string, PageDef>>).flatMap(
  ([name, page]) =>
    page.kind === 'dashboard' && page.endpoint
      ? [[name, endpoint(page.endpoint), page] as const]
      : [],
);

/** A column drawn for every record: one with `showWhen` may be left out by design. */
const always = (c: ColumnDef) => c.showWhen === undefined && c.field !== 'id';

describe('a modelled answer lacking what the schema declares is completed', () => {
  it.each(lists)(
    '%s: a column no row answers gets a value on every row',
    (_name, list, columns) => {
      const rows = [{ id: '1' }, { id: '2' }, { id: '3', [columns[1]?.field ?? 'x']: null }];
      const done = completeAnswer(list, rows, new URLSearchParams(), Date.now(), NOVA) as Record<
        string,
        unknown
      >[];
      for (const column of columns.filter(always)) {
        if (column.field === columns[1]?.field) {
          // One row answers it (null: the API's "unknown"): the others keep leaving it out.
          expect(done.map((r) => valueAt(r, column.field))).toEqual([undefined, undefined, null]);
          continue;
        }
        for (const row of done)
          expect([column.field, valueAt(row, column.field) ?? 'missing']).not.toEqual([
            column.field,
            'missing',
          ]);
      }
    },
  );

  it.each(dashboards)('%s: a figure or chart the answer lacks gets values', (_name, def, page) => {
    const kept = page.cards.find((c) => c.field)?.field;
    const body: Record<string, unknown> = kept ? { [kept]: 7 } : {};
    const done = completeAnswer(
      def,
      body,
      new URLSearchParams({ from: '2026-01-01', to: '2026-01-07' }),
      Date.now(),
      NOVA,
    ) as Record<string, unknown>;
    if (kept) expect(valueAt(done, kept)).toBe(7);
    for (const card of page.cards.filter((c) => c.field && c.field !== kept))
      expect(typeof valueAt(done, card.field!), card.field).toBe('number');
    for (const chart of page.charts) {
      const points = valueAt(done, chart.field) as Record<string, unknown>[];
      expect(points.length, chart.field).toBeGreaterThan(0);
      for (const p of points) expect(typeof p[chart.y], chart.field).toBe('number');
    }
  });
});

describe('the demo mock answers every declared column and figure', () => {
  it.each(lists)('%s: each column has a value on some row', async (_name, list, columns) => {
    const token = await tokenFor('ROLE_SUPER_ADMIN');
    const result = await call(list.path.replace('{operatorId}', NOVA).replace(/^\/api\/v1/, ''), {
      token,
    });
    expect(result.status).toBe(200);
    const rows = result.body as Record<string, unknown>[];
    if (rows.length === 0) return;
    for (const column of columns.filter(always))
      expect([column.field, rows.some((r) => valueAt(r, column.field) !== undefined)]).toEqual([
        column.field,
        true,
      ]);
  });

  it.each(dashboards)('%s: each card and chart has its values', async (_name, def, page) => {
    const token = await tokenFor('ROLE_SUPER_ADMIN');
    const path = def.path.replace('{operatorId}', NOVA).replace(/^\/api\/v1/, '');
    const today = new Date().toISOString().slice(0, 10);
    const result = await call(`${path}?from=2026-01-01&to=${today}`, { token });
    expect(result.status).toBe(200);
    for (const card of page.cards.filter((c) => c.field))
      expect(typeof valueAt(result.body, card.field!), card.field).toBe('number');
    for (const chart of page.charts)
      expect(Array.isArray(valueAt(result.body, chart.field)), chart.field).toBe(true);
  });
});
