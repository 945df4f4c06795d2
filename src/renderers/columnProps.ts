import type { ColumnDef } from '../model/types';
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
