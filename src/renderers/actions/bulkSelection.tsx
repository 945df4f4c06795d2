import type { ReactElement } from 'react';
import { BulkActionsToolbar, type RaRecord } from 'react-admin';
import type { ActionDef } from '../../model/types';
import { BulkActions } from './BulkActions';
import { matchesWhen } from './rules';

/**
 * react-admin's bulk selection (DataTable's select-all box, row boxes, the "n selected" toolbar
 * with its clear button) carrying the list's bulk actions, for the bulk actions the viewer is
 * offered. A row is selectable only when some of them applies to it (`when`), so "n selected"
 * counts what a bulk button can act on.
 */
export interface BulkSelection {
  readonly bulkActionButtons: ReactElement | false;
  readonly bulkActionsToolbar?: ReactElement;
  readonly isRowSelectable?: (record: RaRecord) => boolean;
}

export function bulkSelection(offered: readonly ActionDef[], resource: string): BulkSelection {
  const bulk = offered.filter((a) => a.bulk);
  if (bulk.length === 0) return { bulkActionButtons: false as const };
  const buttons = <BulkActions actions={bulk} resource={resource} />;
  return {
    bulkActionButtons: buttons,
    // "Select all" across pages would act on rows nobody saw: the header box selects the page.
    bulkActionsToolbar: <BulkActionsToolbar selectAllButton={false}>{buttons}</BulkActionsToolbar>,
    isRowSelectable: (record: RaRecord) => bulk.some((a) => matchesWhen(a, record)),
  };
}
