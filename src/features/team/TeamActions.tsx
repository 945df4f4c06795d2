import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDelete, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { ROLES } from '../../generated/roles';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { translate as t } from '../../i18n/translate';

interface Member {
  readonly id: string | number;
  readonly email?: string;
  readonly login?: string;
  readonly role?: string;
}

const memberName = (member: Member) => member.email ?? member.login ?? String(member.id);

/**
 * Change a team member's role: an update of the `members` resource (its endpoint is
 * PATCH …/members/{id}?memberRole={role}); the list refreshes after it.
 */
export function MemberRoleSelect() {
  const member = useRecordContext<Member>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending: saving }] = useUpdate<Member>();
  if (!member) return null;

  const change = async (role: string) => {
    try {
      await update(
        'members',
        { id: member.id, data: { role }, previousData: member },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('pages.team.roleChanged', { type: 'success' });
      refresh();
    } catch {
      // The data layer already showed the error toast (§8).
    }
  };

  return (
    <TextField
      select
      size="small"
      value={member.role ?? ''}
      disabled={saving}
      onChange={(event) => void change(event.target.value)}
      onClick={(event) => event.stopPropagation()}
      slotProps={{
        htmlInput: { 'aria-label': t('pages.team.role', { email: memberName(member) }) },
      }}
    >
      {ROLES.filter((role) => role.invitable).map((role) => (
        <MenuItem key={role.code} value={role.code}>
          {t(role.label)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Remove a team member after a confirmation. */
export function RemoveMemberButton() {
  const member = useRecordContext<Member>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [remove, { isPending: removing }] = useDelete<Member>();
  if (!member) return null;

  // A delete of the `members` resource; the list refreshes after it.
  const confirm = async () => {
    try {
      await remove(
        'members',
        { id: member.id, previousData: member },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('pages.team.removed', { type: 'success' });
      setOpen(false);
      refresh();
    } catch {
      // The data layer already showed the error toast (§8).
    }
  };

  return (
    <>
      <Button
        color="error"
        size="small"
        startIcon={<DeleteIcon />}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        aria-label={`${t('pages.team.remove')} ${memberName(member)}`}
      >
        {t('pages.team.remove')}
      </Button>
      <ConfirmDialog
        open={open}
        data={{
          type: 'warning',
          title: t('pages.team.removeTitle'),
          description: t('pages.team.removeDescription', { email: memberName(member) }),
          submitText: t('pages.team.remove'),
          cancelText: t('pages.common.cancel'),
        }}
        loading={removing}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

/** Both actions of a Settings → Team members row (used inside a react-admin record context). */
export default function TeamActions() {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <MemberRoleSelect />
      <RemoveMemberButton />
    </Stack>
  );
}
