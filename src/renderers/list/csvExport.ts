import type { ColumnDef } from '../../model/types';
import { choiceLabelKey, readPath, roleLabelKey } from '../shared/formatValue';
import { statusLabelKey } from '../shared/processingStatus';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP);
 * a leading apostrophe makes it plain text. Tab and carriage return are on OWASP's list too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  // Numbers and booleans cannot carry a formula, and '-5' must stay a number for the spreadsheet.
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return guard(
      value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join('; '),
    );
  if (typeof value === 'object') return guard(JSON.stringify(value));
  return guard(String(value));
}

function guard(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180: quote a field holding a comma, quote or line break; double the quotes inside. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The CSV of the declared columns only, header row first (headers already translated). `label`
 * gives the words a role, enum or status column shows for a code, so the file reads like the list.
 * Numbers, money and dates stay raw (`13405.79`, the API's ISO date): a spreadsheet computes
 * and sorts them, which it cannot do with '$13 405.79' or '3 Nov 2026'. A reference column writes
 * the id it holds (the file is made from the rows, without fetching the referenced records).
 */
export function toCsv(
  records: readonly Record<string, unknown>[],
  columns: readonly ColumnDef[],
  header: (column: ColumnDef) => string,
  label: (key: string, code: string) => string = (_key, code) => code,
): string {
  const lines = [columns.map((c) => csvField(guard(header(c)))).join(',')];
  for (const record of records) {
    lines.push(columns.map((c) => csvField(cellText(shown(record, c, label)))).join(','));
  }
  return lines.join('\r\n');
}

function shown(
  record: Record<string, unknown>,
  column: ColumnDef,
  label: (key: string, code: string) => string,
): unknown {
  const value = readPath(record, column.field);
  if (value === undefined || value === null || value === '') return value;
  const key =
    column.type === 'role'
      ? roleLabelKey(String(value))
      : column.type === 'enum'
        ? choiceLabelKey(column.choices, value)
        : column.type === 'status'
          ? statusLabelKey(String(value))
          : undefined;
  return key ? label(key, String(value)) : value;
}
