/**
 * Rows for a list the mock does not model yet (a page a product person just added in YAML), made
 * from the columns its list pages declare, so the new page can be seen with data: each column's
 * type gives its values (text, numbers, money, dates, yes/no, e-mails, statuses), an enum or a
 * status takes its declared choices in turn. Deterministic: the same schema gives the same rows.
 */
import { PAGES } from '../generated/pages';
import type { ColumnDef } from '../model/types';
import type { Row } from './db';

const ROWS = 12;
const STATUSES = ['PENDING', 'SUCCESS', 'FAILED', 'APPROVED', 'DECLINED'];
const DAY_MS = 86_400_000;
/** A fixed day, so the rows do not change from one load to the next. */
const FIRST_DAY = Date.UTC(2026, 9, 1, 9, 30);

/** Every list page of a resource, wherever it sits (tabs and related lists included). */
function listColumns(resource: string): ColumnDef[] {
  const found = new Map<string, ColumnDef>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const page = node as { kind?: unknown; resource?: unknown; columns?: unknown };
    if (page.kind === 'list' && page.resource === resource && Array.isArray(page.columns)) {
      for (const column of page.columns as ColumnDef[])
        if (!found.has(column.field)) found.set(column.field, column);
    }
    Object.values(node).forEach(visit);
  };
  visit(PAGES);
  return [...found.values()];
}

/** 'rewardName' → 'Reward name'. */
const words = (field: string) => {
  const spaced = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_.]/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
};

function valueFor(column: ColumnDef, i: number): unknown {
  const cycle = <T>(values: readonly T[]) => values[i % values.length];
  switch (column.type) {
    case 'number':
      return (i + 1) * 10;
    case 'money':
      return Math.round((i + 1) * 1234.5) / 100;
    case 'date':
      return new Date(FIRST_DAY + i * DAY_MS).toISOString().slice(0, 10);
    case 'datetime':
      return new Date(FIRST_DAY + i * DAY_MS).toISOString();
    case 'boolean':
      return i % 2 === 0;
    case 'email':
      return `sample${i + 1}@example.com`;
    case 'status':
      return cycle(column.choices?.map((c) => c.value) ?? STATUSES);
    case 'enum':
    case 'role':
      return cycle(column.choices?.map((c) => c.value) ?? [`${words(column.field)} ${i + 1}`]);
    case 'chips':
      return [`${words(column.field)} ${i + 1}`];
    case 'rules':
      return [];
    default:
      return `${words(column.field)} ${i + 1}`;
  }
}

/** Sets `a.b` as nested objects, so a dotted column reads its value where the renderer looks. */
function put(row: Record<string, unknown>, field: string, value: unknown): void {
  const path = field.split('.');
  let at = row;
  for (const key of path.slice(0, -1)) {
    const next = at[key];
    at = (at[key] = next && typeof next === 'object' ? next : {}) as Record<string, unknown>;
  }
  at[path.at(-1)!] = value;
}

/** The rows of an unmodelled list; none when no list page declares columns for it. */
export function schemaRows(resource: string): Row[] {
  const columns = listColumns(resource).filter((c) => c.field !== 'id');
  if (columns.length === 0) return [];
  return Array.from({ length: ROWS }, (_, i) => {
    const row: Record<string, unknown> = { id: String(i + 1) };
    for (const column of columns) put(row, column.field, valueFor(column, i));
    return row as Row;
  });
}
