import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useListContext, type Identifier } from 'react-admin';
import type { ActionDef } from '../../model/types';
import { translate } from '../../i18n/translate';
import { ActionDialog } from './ActionDialog';
import { matchesWhen } from './rules';

/**
 * The bulk buttons of react-admin's "n selected" toolbar, for the bulk actions the viewer is
 * offered: each applies to the selected rows its `when` matches (one call per row, the
 * single-item path). Rows that succeed leave the selection; failed ones stay.
 */
export function BulkActions({
  actions,
  resource,
}: {
  actions: readonly ActionDef[];
  resource: string;
}) {
  const { selectedIds, data, onSelect } = useListContext();
  const [open, setOpen] = useState<{ action: ActionDef; ids: Identifier[] } | undefined>();
  const selected = (data ?? []).filter((r) => selectedIds.includes(r.id));
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap className="bulk-actions" sx={{ flexWrap: 'wrap' }}>
        {actions.map((a) => {
          const ids = selected.filter((r) => matchesWhen(a, r)).map((r) => r.id);
          return (
            <Button
              key={a.id}
              size="small"
              variant="contained"
              color={a.color}
              disabled={ids.length === 0}
              onClick={() => setOpen({ action: a, ids })}
            >
              {translate('moderation.actions.bulkLabel', { label: translate(a.label) })}
            </Button>
          );
        })}
      </Stack>
      {open && (
        <ActionDialog
          action={open.action}
          resource={resource}
          ids={open.ids}
          bulk
          onClose={() => setOpen(undefined)}
          onDone={(done, failed) => {
            onSelect(selectedIds.filter((id) => !done.includes(id)));
            // A retry goes to the rows that failed, not again to those already done.
            if (failed.length > 0) setOpen((o) => o && { ...o, ids: [...failed] });
          }}
        />
      )}
    </>
  );
}
