import { codeAsWords } from '../../i18n/format';
import type { FieldDef, ValidatorRef } from '../../model/types';
import type { SettingsPage } from '../shared/pageKinds';

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

type Page = Pick<SettingsPage, 'rows' | 'fields'>;

/** What the form edits: its fields, their values, and which field stands for which row. */
export interface SettingsForm {
  readonly fields: readonly FieldDef[];
  readonly values: Values;
  /** Rows pages: the form field of each row received, by index (null: a row the form cannot edit). */
  readonly rowFields?: readonly (string | null)[];
}

function isObject(value: unknown): value is Values {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Codes a form can use as field names as they are (react-hook-form reads dots and brackets as paths). */
const PLAIN_CODE = /^[A-Za-z_][\w-]*$/;

/**
 * An action the schema does not name is the same kind of value as the ones it does: it is edited
 * like the page's first field (input, helper, validators), under its code written as words
 * (`WEBHOOK` → 'Webhook'), the only name it has: users see words, never codes.
 */
function unknownRowField(template: FieldDef | undefined, name: string, code: string): FieldDef {
  const label = codeAsWords(code);
  const relabel = (v: ValidatorRef): ValidatorRef =>
    v.params && 'label' in v.params ? { ...v, params: { ...v.params, label } } : v;
  return {
    field: name,
    label,
    input: template?.input ?? 'number',
    validators: (template?.validators ?? []).map(relabel),
    ...(template?.helperText ? { helperText: template.helperText } : {}),
  };
}

/**
 * The form for what the GET answered. A singleton object is edited as it is. A table
 * (`rows: {key, value}`, e.g. `[{action: 'TAP', credits: 1}]`) gets one field per row it holds:
 * the schema's fields first, in the schema's order, then rows the schema does not name, in the
 * API's order, under their code. A field of the schema whose row the API did not send is left out:
 * the page edits the table the API has, and adds nothing to it.
 */
export function settingsForm(page: Page, received: unknown): SettingsForm {
  const { rows } = page;
  if (!rows) return { fields: page.fields, values: isObject(received) ? received : {} };
  const list: readonly unknown[] = Array.isArray(received) ? received : [];
  const used = new Set<string>();
  const rowFields = list.map((row, i) => {
    if (!isObject(row) || row[rows.key] === undefined || row[rows.key] === null) return null;
    const code = String(row[rows.key]);
    // `$` is never in a plain code, so these names cannot meet one.
    const name = PLAIN_CODE.test(code) && !used.has(code) ? code : `$row${i}`;
    used.add(name);
    return name;
  });
  const values: Values = {};
  const known: FieldDef[] = [];
  const unknown: FieldDef[] = [];
  list.forEach((row, i) => {
    const name = rowFields[i];
    if (!name || !isObject(row)) return;
    values[name] = row[rows.value];
    const code = String(row[rows.key]);
    if (!page.fields.some((f) => f.field === name)) {
      unknown.push(unknownRowField(page.fields[0], name, code));
    }
  });
  for (const f of page.fields) if (f.field in values) known.push(f);
  return { fields: [...known, ...unknown], values, rowFields };
}

/**
 * The received object with the form's values applied, key by key down nested objects: whatever the
 * form does not show (fields the console does not know, nested or not) goes back as it came.
 */
export function applyChanges(received: unknown, values: unknown): unknown {
  if (!isObject(received) || !isObject(values)) return values;
  const out: Values = { ...received };
  for (const [key, value] of Object.entries(values)) out[key] = applyChanges(received[key], value);
  return out;
}

/**
 * The PUT body: what the GET answered, with the form's changes. A table goes back whole, every row
 * in its place (known or not, changed or not), each with its other fields as they came.
 */
export function settingsBody(page: Page, form: SettingsForm, received: unknown, values: Values) {
  const { rows } = page;
  if (!rows) return applyChanges(isObject(received) ? received : {}, values);
  const list: readonly unknown[] = Array.isArray(received) ? received : [];
  return list.map((row, i) => {
    const name = form.rowFields?.[i];
    return name && isObject(row) ? { ...row, [rows.value]: values[name] } : row;
  });
}
