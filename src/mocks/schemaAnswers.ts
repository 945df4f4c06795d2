/**
 * Answers made from the schema alone, for what a product person adds in YAML before the mock
 * models it: a record from its pages' fields, a settings form's values (kept per operator once
 * saved), a dashboard's figures and charts. And the same knowledge completes a modelled answer that
 * lacks a field the schema now declares (a new column, a new figure): the value is one of its type,
 * never left for the console to show as "—".
 */
import type {
  ColumnDef,
  DashboardChartDef,
  EndpointDef,
  FieldDef,
  FigureFormat,
} from '../model/types';
import type { Row } from './db';
import {
  dashboardOf,
  listColumns,
  recordFields,
  resourceOfList,
  settingsPagesOf,
} from './schemaDeclared';
import { schemaRows } from './schemaRows';
import {
  columnValue,
  DAY_MS,
  fieldValue,
  figureValue,
  hashOf,
  put,
  valueAt,
  words,
} from './schemaValues';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A range of a year at most; no range asked: the last 30 days. */
const MAX_DAYS = 366;
const DEFAULT_DAYS = 30;
/** Categories of a chart whose x is not a day. */
const CATEGORIES = 5;
/** Rows of a schema list: a record's values follow the row of the same id. */
const VARIANTS = 12;

/** The index a row's made values follow: its position among the made rows, else its id's hash. */
const indexOf = (id: unknown) => {
  const n = Number(id);
  return Number.isInteger(n) && n >= 1 ? (n - 1) % VARIANTS : hashOf(String(id)) % VARIANTS;
};

/** A field drawn only for some records (`showWhen`) has a value on those records only. */
function shown(record: Record<string, unknown>, column: ColumnDef): boolean {
  return Object.entries(column.showWhen ?? {}).every(([field, want]) => {
    const value = valueAt(record, field);
    return Array.isArray(want) ? want.includes(value as never) : value === want;
  });
}

function fill(
  target: Record<string, unknown>,
  columns: readonly ColumnDef[],
  inputs: readonly FieldDef[],
  i: number,
): void {
  for (const c of columns)
    if (valueAt(target, c.field) === undefined && shown(target, c))
      put(target, c.field, columnValue(c, i));
  for (const f of inputs)
    if (valueAt(target, f.field) === undefined) put(target, f.field, fieldValue(f, i));
}

/**
 * One record of a resource the mock does not model: the list row of that id, with every field
 * its show and edit pages declare. Null (a 404) for an id its list does not have.
 */
export function schemaRecord(resource: string, id: string): Row | null {
  const rows = schemaRows(resource);
  const row = rows.find((r) => r.id === id);
  if (rows.length > 0 && !row) return null;
  const record: Record<string, unknown> = { ...row, id };
  const { columns, inputs } = recordFields(resource);
  fill(record, columns, inputs, indexOf(id));
  return record as Row;
}

/** The settings page of an endpoint; its `get` keys what the operator saved. */
function settingsPage(endpoint: string) {
  return settingsPagesOf(endpoint)[0];
}

type Stored = Record<string, unknown>;

/** Where one operator's saved settings are kept: by the endpoint its form reads. */
export type SchemaStore = Record<string, Stored>;

function stored(op: SchemaStore, key: string): Stored {
  return op[key] ?? {};
}

/** The answer of a settings endpoint: what the operator saved, else the fields' starting values. */
export function schemaSettings(op: SchemaStore, endpoint: string): unknown {
  const page = settingsPage(endpoint);
  if (!page) return null;
  const saved = stored(op, page.get);
  const values = Object.fromEntries(
    page.fields.map((f, i) => [f.field, f.field in saved ? saved[f.field] : fieldValue(f, i)]),
  );
  if (page.rows)
    return page.fields.map((f) => ({
      [page.rows!.key]: f.field,
      [page.rows!.value]: values[f.field],
    }));
  const answer: Record<string, unknown> = { ...values };
  for (const c of page.summary ?? [])
    if (valueAt(answer, c.field) === undefined) put(answer, c.field, columnValue(c, 0));
  return answer;
}

/**
 * Keeps what a settings form sent, its declared fields only; returns the field errors of a body
 * that is not the form's shape (so nothing is kept), else null.
 */
export function saveSchemaSettings(
  op: SchemaStore,
  endpoint: string,
  body: unknown,
): Record<string, string> | null {
  const page = settingsPage(endpoint);
  if (!page) return { body: 'This endpoint has no settings form' };
  const declared = new Set(page.fields.map((f) => f.field));
  let sent: Stored;
  if (page.rows) {
    if (!Array.isArray(body)) return { body: 'The body must be a list of rows' };
    const { key, value } = page.rows;
    sent = Object.fromEntries(
      body
        .filter((r): r is Stored => !!r && typeof r === 'object')
        .map((r) => [String(r[key]), r[value]]),
    );
  } else {
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return { body: 'The request body must be a JSON object' };
    sent = body as Stored;
  }
  const kept = Object.fromEntries(Object.entries(sent).filter(([k]) => declared.has(k)));
  op[page.get] = { ...stored(op, page.get), ...kept };
  return null;
}

/** The days of a dashboard's range (ISO dates, oldest first), today the last at most. */
function rangeDays(query: URLSearchParams, now: number): string[] {
  const today = new Date(now).toISOString().slice(0, 10);
  const valid = (v: string | null) => (v && DATE.test(v) && !isNaN(Date.parse(v)) ? v : null);
  const to = valid(query.get('to')) ?? today;
  const last = Date.parse(to < today ? to : today);
  const from = valid(query.get('from'));
  const first = Math.max(
    from ? Date.parse(from) : last - (DEFAULT_DAYS - 1) * DAY_MS,
    last - (MAX_DAYS - 1) * DAY_MS,
  );
  const out: string[] = [];
  for (let t = first; t <= last; t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** A chart's points: one per day of the range when its x is a day, else a few categories. */
function chartPoints(
  chart: DashboardChartDef,
  days: readonly string[],
  seed: string,
): Record<string, unknown>[] {
  const byDay = /date|day/i.test(chart.x);
  const xs = byDay
    ? days
    : Array.from({ length: CATEGORIES }, (_, i) => `${words(chart.field)} ${i + 1}`);
  return xs.map((x) => ({
    [chart.x]: x,
    [chart.y]: pointValue(chart.format, hashOf(`${seed}:${chart.field}:${x}`)),
  }));
}

function pointValue(format: FigureFormat, seed: number): number {
  if (format === 'number') return seed % 200;
  return figureValue(format, seed);
}

/** A dashboard's answer: a figure per card, a series per chart, for the asked range. */
export function schemaDashboard(
  endpoint: string,
  query: URLSearchParams,
  now: number,
  seed: string,
): Record<string, unknown> {
  const answer: Record<string, unknown> = {};
  completeDashboard(endpoint, answer, query, now, seed);
  return answer;
}

function completeDashboard(
  endpoint: string,
  answer: Record<string, unknown>,
  query: URLSearchParams,
  now: number,
  seed: string,
): void {
  const declared = dashboardOf(endpoint);
  if (!declared) return;
  const days = rangeDays(query, now);
  for (const card of declared.cards)
    if (card.field && valueAt(answer, card.field) === undefined)
      put(answer, card.field, figureValue(card.format, hashOf(`${seed}:${card.field}:${days[0]}`)));
  for (const chart of declared.charts)
    if (valueAt(answer, chart.field) === undefined)
      put(answer, chart.field, chartPoints(chart, days, seed));
}

/**
 * A modelled answer with what the schema declares for it since: list rows get the values of a
 * column no row answers, a dashboard its new figures and charts. Fields the answer has (null
 * included: the API's "unknown") stay as they are.
 */
export function completeAnswer(
  endpoint: EndpointDef,
  body: unknown,
  query: URLSearchParams,
  now: number,
  seed: string,
): unknown {
  if (endpoint.method !== 'GET' || !body || typeof body !== 'object') return body;
  const listed = endpoint.list ? resourceOfList(endpoint.name) : undefined;
  if (listed && Array.isArray(body)) {
    const rows = body.filter((r): r is Row => !!r && typeof r === 'object');
    // A column no row answers is new to the mock; one some rows leave out is theirs to leave out.
    const unknown = listColumns(listed.name).filter((c) =>
      rows.every((r) => valueAt(r, c.field) === undefined),
    );
    for (const row of rows) fill(row, unknown, [], indexOf(row.id));
    return body;
  }
  // A modelled record keeps the fields it has: one it leaves out is the API's "unknown".
  if (Array.isArray(body)) return body;
  completeDashboard(endpoint.name, body as Record<string, unknown>, query, now, seed);
  return body;
}
