import type { SettingsPage } from './pageKinds';

export type Values = Record<string, unknown>;

/** The field-level messages of a failed save (api-contract: `body.errors`), if the server sent any. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const body = (error as { body?: unknown }).body;
  if (body === null || typeof body !== 'object') return undefined;
  const errors = (body as { errors?: unknown }).errors;
  return errors !== null && typeof errors === 'object'
    ? (errors as Record<string, string>)
    : undefined;
}

type Rows = SettingsPage['rows'];

/** `[{action: 'TAP', credits: 1}]` → `{TAP: 1}`: one form field per row, named by its key. */
export function rowsToValues(rows: Rows, data: unknown): Values {
  if (!rows) return (data ?? {}) as Values;
  const list = Array.isArray(data) ? (data as Values[]) : [];
  return Object.fromEntries(list.map((row) => [String(row[rows.key]), row[rows.value]]));
}

/** The form's values back to the rows the endpoint takes, in the page's field order. */
export function valuesToRows(rows: Rows, fields: readonly { field: string }[], values: Values) {
  if (!rows) return values;
  return fields.map((f) => ({ [rows.key]: f.field, [rows.value]: values[f.field] }));
}
