import type { RefreshDef } from '../../model/types';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * TanStack Query's `refetchInterval` for a page with `refresh:`: reload every `seconds` while any
 * shown record (a show page's one, or a list page's rows) has `field` in `while`, then stop.
 */
export function refetchWhile(refresh: RefreshDef | undefined) {
  if (!refresh) return undefined;
  const pending = (row: unknown) =>
    isRecord(row) && refresh.while.includes(String(row[refresh.field]));
  return (query: { state: { data?: unknown } }): number | false => {
    const data = query.state.data;
    // A list query holds `{data: rows, total}`; a show query holds the record itself.
    const rows = isRecord(data) && Array.isArray(data.data) ? data.data : [data];
    return rows.some(pending) ? refresh.seconds * 1000 : false;
  };
}
