/**
 * The ra-data-simple-rest list convention: `sort=["f","ASC"]`, `range=[0,24]`,
 * `filter={"q":"x","status":"PENDING","id":[1,2]}` in, an array plus `Content-Range` out.
 */
import type { Row } from './db';

export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' } | null;
  range: { start: number; end: number } | null;
  filter: Record<string, unknown>;
}

export class QueryError extends Error {}

function json(params: URLSearchParams, name: string): unknown {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new QueryError(`Query parameter ${name} is not valid JSON`);
  }
}

export function parseListQuery(params: URLSearchParams): ListQuery {
  const sort = json(params, 'sort');
  const range = json(params, 'range');
  const filter = json(params, 'filter');
  const query: ListQuery = { sort: null, range: null, filter: {} };
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string') {
      throw new QueryError('sort must be ["field","ASC|DESC"]');
    }
    query.sort = {
      field: sort[0],
      order: String(sort[1]).toUpperCase() === 'DESC' ? 'DESC' : 'ASC',
    };
  }
  if (range !== undefined) {
    const [start, end] = Array.isArray(range) ? range : [];
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start) {
      throw new QueryError('range must be [start,end] with 0 <= start <= end');
    }
    query.range = { start, end };
  }
  if (filter !== undefined) {
    if (!filter || typeof filter !== 'object' || Array.isArray(filter)) {
      throw new QueryError('filter must be a JSON object');
    }
    query.filter = filter as Record<string, unknown>;
  }
  return query;
}

const same = (a: unknown, b: unknown) => String(a) === String(b);

function matches(row: Row, filter: Record<string, unknown>): boolean {
  for (const [key, wanted] of Object.entries(filter)) {
    if (wanted === undefined || wanted === null || wanted === '') continue;
    if (key === 'q') {
      const needle = String(wanted).toLowerCase();
      const hit = Object.values(row).some(
        (v) =>
          (typeof v === 'string' || typeof v === 'number') &&
          String(v).toLowerCase().includes(needle),
      );
      if (!hit) return false;
    } else if (Array.isArray(wanted)) {
      if (!wanted.some((w) => same(row[key], w))) return false;
    } else if (!same(row[key], wanted)) {
      return false;
    }
  }
  return true;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : 1;
  if (b === undefined || b === null) return -1;
  const na = Number(a);
  const nb = Number(b);
  if (
    typeof a === 'string' &&
    typeof b === 'string' &&
    a !== '' &&
    b !== '' &&
    !isNaN(na) &&
    !isNaN(nb)
  ) {
    return na - nb;
  }
  return String(a).localeCompare(String(b));
}

export interface ListPage<T> {
  items: T[];
  total: number;
  contentRange: string;
}

export function applyListQuery<T extends Row>(
  rows: readonly T[],
  query: ListQuery,
  resource: string,
): ListPage<T> {
  const filtered = rows.filter((row) => matches(row, query.filter));
  if (query.sort) {
    const { field, order } = query.sort;
    const sign = order === 'DESC' ? -1 : 1;
    // Array.prototype.sort is stable, so equal keys keep their stored order.
    filtered.sort((a, b) => sign * compare(a[field], b[field]));
  }
  const total = filtered.length;
  const start = query.range?.start ?? 0;
  const end = query.range ? Math.min(query.range.end, total - 1) : total - 1;
  const items = start <= end ? filtered.slice(start, end + 1) : [];
  const contentRange =
    items.length > 0
      ? `${resource} ${start}-${start + items.length - 1}/${total}`
      : `${resource} */${total}`;
  return { items, total, contentRange };
}
