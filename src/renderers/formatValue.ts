import { ROLES } from '../generated/roles';
import type { ChoiceDef } from '../model/types';

/**
 * §9: a price is '$' plus the number, thousands separated by spaces, up to 3 decimals.
 * A plain space (not U+00A0) so the text reads and copies the same everywhere.
 */
export function formatMoney(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = MONEY_DIGITS.format(Math.abs(value)).replace(/,/g, ' ');
  return `${sign}$${digits}`;
}

const MONEY_DIGITS = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 3,
  useGrouping: true,
});

/**
 * What `toLocaleDateString`, `toLocaleString` and `Number#toLocaleString` write, from formatters
 * made once per locale: those methods build a new one per call, and a page of list cells spent
 * ~40 ms of its first render on it (issue 11).
 */
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = {
  ...DATE,
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function formatterFor<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  make: () => F,
): F {
  let f = formatters.get(key) as F | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

export function formatDate(date: Date, locale: string, withTime: boolean): string {
  const kind = withTime ? 'datetime' : 'date';
  return formatterFor(
    `${kind}:${locale}`,
    () => new Intl.DateTimeFormat(locale, withTime ? DATE_TIME : DATE),
  ).format(date);
}

export function formatNumber(value: number, locale: string): string {
  return formatterFor(`number:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

export function toDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Reads `a.b.c` from a record, so columns may name nested API fields. */
export function readPath(record: unknown, path: string): unknown {
  let node: unknown = record;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Message key of a role's roles.yaml label (§3), or undefined for a code the schema does not know. */
export function roleLabelKey(code: string): string | undefined {
  return ROLES.find((r) => r.code === code)?.label;
}

/** Message key of an enum value's label, or undefined when the value is not among the choices. */
export function choiceLabelKey(
  choices: readonly ChoiceDef[] | undefined,
  value: unknown,
): string | undefined {
  return choices?.find((c) => c.value === String(value))?.label;
}
