import Checkbox from '@mui/material/Checkbox';
import { useListContext, usePermissions, useRecordContext } from 'react-admin';
import type { ActionDef } from '../../model/types';
import { translate } from '../../i18n/translate';
import { offeredTo } from './rules';

/**
 * A row's selection box for the bulk actions. react-admin's own row checkbox puts its label on
 * the wrapper instead of the input (axe: unlabelled input), so the list draws this one; it is
 * shown only to a role that may use some bulk action.
 */
export function SelectRowCell({ actions }: { actions: readonly ActionDef[] }) {
  const record = useRecordContext();
  const { selectedIds, onToggleItem } = useListContext();
  const { permissions } = usePermissions<string | null>();
  if (
    !record ||
    offeredTo(
      actions.filter((a) => a.bulk),
      permissions,
    ).length === 0
  )
    return null;
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      onClick={(e) => e.stopPropagation()}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': translate('moderation.actions.selectRow') } }}
    />
  );
}
