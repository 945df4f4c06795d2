import type { ColumnDef, MobileTextsDef } from '../../model/types';

/**
 * The columns a phone row shows: react-admin's small-screen list's primary, secondary and
 * tertiary texts, and detail lines below them, each with its column's name.
 */
export interface SmallScreenTexts {
  readonly primary: ColumnDef;
  readonly secondary?: ColumnDef;
  readonly tertiary?: ColumnDef;
  readonly details: readonly ColumnDef[];
}

const DATES: readonly ColumnDef['type'][] = ['date', 'datetime'];
const WORDS: readonly ColumnDef['type'][] = ['text', 'email', 'enum'];

/** A record's own id, or another record's (`userId`): a number a phone row leads with badly. */
const isIdLike = (c: ColumnDef) => c.field === 'id' || /Id$/.test(c.field);
const isStatus = (c: ColumnDef) =>
  c.type === 'status' || (c.type === 'enum' && c.field === 'status');

/**
 * The schema's `mobile:` texts when the list declares them; else the defaults: words that name
 * the row (the first text column that is not an id), then the next column worth reading, a
 * status or date at the row's end, and every address column as a detail line (a proof or a
 * document is what a row is judged by: a phone row without it has its reader decide blind).
 */
export function smallScreenTexts(
  columns: readonly ColumnDef[],
  declared?: MobileTextsDef,
): SmallScreenTexts | undefined {
  const byField = (field: string | undefined) =>
    field === undefined ? undefined : columns.find((c) => c.field === field);
  if (declared) {
    const primary = byField(declared.primary);
    if (primary) {
      const secondary = byField(declared.secondary);
      const tertiary = byField(declared.tertiary);
      const details = (declared.details ?? [])
        .map(byField)
        .filter((c): c is ColumnDef => c !== undefined);
      return {
        primary,
        ...(secondary ? { secondary } : {}),
        ...(tertiary ? { tertiary } : {}),
        details,
      };
    }
  }
  const primary =
    columns.find((c) => WORDS.includes(c.type) && !isIdLike(c) && !isStatus(c)) ?? columns[0];
  if (!primary) return undefined;
  const tertiary =
    columns.find((c) => c !== primary && isStatus(c)) ??
    columns.find((c) => c !== primary && DATES.includes(c.type));
  const rest = columns.filter((c) => c !== primary && c !== tertiary && c.field !== 'id');
  const secondary =
    rest.find((c) => !DATES.includes(c.type) && !isStatus(c)) ?? rest.find((c) => !isStatus(c));
  const details = rest.filter((c) => c !== secondary && c.type === 'url');
  return {
    primary,
    ...(secondary ? { secondary } : {}),
    ...(tertiary ? { tertiary } : {}),
    details,
  };
}

/**
 * A number, or a value that stands for another record (its id, a reference, a link to its page),
 * reads only with its column's name beside it ("Points: 40", "User: ana@example.com").
 */
export function needsLabel(column: ColumnDef): boolean {
  return (
    column.type === 'number' ||
    column.type === 'money' ||
    isIdLike(column) ||
    column.reference !== undefined ||
    column.link !== undefined
  );
}
