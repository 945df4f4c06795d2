import type { ColumnDef } from '../../model/types';
import type { ColumnValueProps } from './ColumnValue';

/**
 * Everything a column declares, as ColumnValue's props. Every page kind passes the whole
 * declaration, so a key the schema gains (choices, link, reference) reaches every place the
 * column is drawn: a related list that passed only `type` drew enum codes instead of their words.
 */
export function columnProps(column: ColumnDef): ColumnValueProps {
  return {
    source: column.field,
    type: column.type,
    label: column.label,
    choices: column.choices,
    unit: column.unit,
    link: column.link,
    linkField: column.linkField,
    reference: column.reference,
    showWhen: column.showWhen,
  };
}

/**
 * A column as a list draws it, in the table's cells and the phone's rows alike: the row (or the
 * column's route) opens the record, so an address is words, never a `mailto:` link competing with
 * it. `inRowLink`: the value sits inside the row's own link (a phone row's primary text), where a
 * link in a link is no link at all: words only, references and addresses included.
 */
export function listColumnProps(column: ColumnDef, inRowLink = false): ColumnValueProps {
  const props = columnProps(column);
  const words = column.type === 'email' || (inRowLink && column.type === 'url');
  return {
    ...props,
    ...(words ? { type: 'text' as const } : {}),
    ...(inRowLink ? { link: undefined } : {}),
  };
}
