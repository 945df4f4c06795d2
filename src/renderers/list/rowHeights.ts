import type { ColumnDef } from '../../model/types';

/**
 * A skeleton row and the row that replaces it take the same place, so nothing below moves when the
 * answer comes (CLS 0): the heights of react-admin's small table (measured in Chromium:
 * header 37.8 px; a row of text 33 px, with a small chip or a row box 37, with small buttons 44,
 * with a small input 53), kept as minimums on both. The skeleton's rows take the height of the
 * tallest thing the list's rows may hold, and the real rows keep it, so a page whose rows hold a
 * button here and nothing there has rows of one height.
 */
export const ROW_HEIGHTS = { text: 33, chip: 37, button: 44, input: 53 } as const;
export type RowContent = keyof typeof ROW_HEIGHTS;

/** Column types drawn as a small chip (./ColumnValue). */
const CHIP_TYPES: ReadonlySet<ColumnDef['type']> = new Set(['status', 'chips']);

/**
 * The tallest thing a list's rows may hold: a row-actions component (a hand-written one may hold
 * a small input, Team's role picker), the schema's action buttons, a chip or a row box, else text.
 */
export function rowContent({
  columns,
  actionButtons,
  rowActions,
  selection,
}: {
  readonly columns: readonly ColumnDef[];
  readonly actionButtons: boolean;
  readonly rowActions: boolean;
  readonly selection: boolean;
}): RowContent {
  if (rowActions) return 'input';
  if (actionButtons) return 'button';
  if (selection || columns.some((c) => CHIP_TYPES.has(c.type))) return 'chip';
  return 'text';
}
