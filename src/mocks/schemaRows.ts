/**
 * Rows for a list the mock does not model (a page a product person just added in YAML), made
 * from the columns its lists declare, so the new page can be seen with data: each column's type
 * gives its values (schemaValues.ts). Deterministic: the same schema gives the same rows.
 */
import type { Row } from './db';
import { listColumns } from './schemaDeclared';
import { columnValue, put } from './schemaValues';

const ROWS = 12;

/** The rows of an unmodelled list; none when no list declares columns for it. */
export function schemaRows(resource: string): Row[] {
  const columns = listColumns(resource).filter((c) => c.field !== 'id');
  if (columns.length === 0) return [];
  return Array.from({ length: ROWS }, (_, i) => {
    const row: Record<string, unknown> = { id: String(i + 1) };
    for (const column of columns) put(row, column.field, columnValue(column, i));
    return row as Row;
  });
}
