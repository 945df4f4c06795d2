import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { usePermissions, useRecordContext, useResourceContext } from 'react-admin';
import type { ActionDef } from '../../model/types';
import { translate } from '../../i18n/translate';
import { ActionDialog } from './ActionDialog';
import { matchesWhen, offeredTo } from './rules';

/**
 * The buttons of one record (a list row or a show page): the actions the role may use whose
 * `when` the record matches. Each opens its confirm dialog.
 */
export function RecordActions({
  actions,
  resource: resourceProp,
}: {
  actions: readonly ActionDef[];
  resource?: string;
}) {
  const record = useRecordContext();
  const contextResource = useResourceContext();
  const resource = resourceProp ?? contextResource ?? '';
  const { permissions } = usePermissions<string | null>();
  const [open, setOpen] = useState<ActionDef | undefined>();
  if (!record) return null;
  const offered = offeredTo(actions, permissions).filter((a) => matchesWhen(a, record));
  if (offered.length === 0) return null;
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        className="record-actions"
        onClick={(e) => e.stopPropagation()}
      >
        {offered.map((a) => (
          <Button
            key={a.id}
            size="small"
            variant="outlined"
            color={a.color}
            onClick={() => setOpen(a)}
          >
            {translate(a.label)}
          </Button>
        ))}
      </Stack>
      {open && (
        <ActionDialog
          action={open}
          resource={resource}
          ids={[record.id]}
          onClose={() => setOpen(undefined)}
        />
      )}
    </>
  );
}
