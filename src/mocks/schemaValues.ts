/**
 * Values of the types the schema declares, for answers the mock makes from the schema alone (a
 * list, a record, a settings form, a dashboard a product person just added in YAML): each display
 * type or form input gives values of its kind, an enum or a status takes its declared choices in
 * turn. Deterministic: the same field and index give the same value on every load.
 */
import type { ColumnDef, FieldDef, FigureFormat } from '../model/types';
import { PROCESSING_STATUSES } from '../model/processingStatuses';

export const DAY_MS = 86_400_000;
/** A fixed day, so the values do not change from one load to the next. */
export const FIRST_DAY = Date.UTC(2026, 9, 1, 9, 30);

/** 'rewardName' → 'Reward name'. */
export const words = (field: string) => {
  const spaced = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_.]/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
};

/** A small stable number for a text (a field name, an id), to vary values between fields. */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The i-th value of a list column or show field of that display type. */
export function columnValue(column: Pick<ColumnDef, 'field' | 'type' | 'choices'>, i: number) {
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
    case 'url':
      return `https://example.com/${column.field.toLowerCase()}/${i + 1}`;
    case 'status':
      return cycle(column.choices?.map((c) => c.value) ?? PROCESSING_STATUSES);
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

/** The value a form field starts with: its declared default, else one of its input's kind. */
export function fieldValue(field: FieldDef, i = 0): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  const first = field.choices?.[0]?.value;
  switch (field.input) {
    case 'number':
      return (i + 1) * 10;
    case 'boolean':
      return false;
    case 'email':
      return `sample${i + 1}@example.com`;
    case 'url':
      return `https://example.com/${field.field.toLowerCase()}`;
    case 'datetime':
      return new Date(FIRST_DAY + i * DAY_MS).toISOString();
    case 'select':
      return first ?? null;
    case 'multiselect':
      return first === undefined ? [] : [first];
    case 'rules':
      return [];
    case 'password':
      return '';
    default:
      return `${words(field.field)} ${i + 1}`;
  }
}

/** A dashboard figure of that format: a count, an amount of money, or a share in percent. */
export function figureValue(format: FigureFormat, seed: number): number {
  const unit = (seed % 1000) / 1000;
  if (format === 'percent') return Math.round((40 + unit * 55) * 10) / 10;
  if (format === 'money') return Math.round((500 + unit * 20_000) * 100) / 100;
  return 100 + Math.round(unit * 9_900);
}

/** Sets `a.b` as nested objects, so a dotted field reads its value where the renderer looks. */
export function put(row: Record<string, unknown>, field: string, value: unknown): void {
  const path = field.split('.');
  let at = row;
  for (const key of path.slice(0, -1)) {
    const next = at[key];
    at = (at[key] = next && typeof next === 'object' ? next : {}) as Record<string, unknown>;
  }
  at[path.at(-1)!] = value;
}

/** The value at `a.b`; undefined when any step is missing. */
export function valueAt(row: unknown, field: string): unknown {
  return field
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      row,
    );
}
