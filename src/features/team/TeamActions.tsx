import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ROLES } from '../../generated/roles';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { removeMember, updateMemberRole } from '../../data/pagesApi';
import { translate } from '../../i18n/translate';

interface Member {
  readonly id: string | number;
  readonly email?: string;
  readonly login?: string;
  readonly role?: string;
}

const memberName = (member: Member) => member.email ?? member.login ?? String(member.id);

/** Change a team member's role (PATCH ...?memberRole=); the list refreshes after it. */
export function MemberRoleSelect() {
  const member = useRecordContext<Member>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [saving, setSaving] = useState(false);
  if (!member) return null;

  const change = async (role: string) => {
    setSaving(true);
    try {
      await updateMemberRole(member.id, role);
      notify('pages.team.roleChanged', { type: 'success' });
      refresh();
    } catch {
      // The data layer already showed the error toast (§8).
    } finally {
      setSaving(false);
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
        htmlInput: { 'aria-label': translate('pages.team.role', { email: memberName(member) }) },
      }}
    >
      {ROLES.filter((role) => role.invitable).map((role) => (
        <MenuItem key={role.code} value={role.code}>
          {translate(role.label)}
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
  const [removing, setRemoving] = useState(false);
  if (!member) return null;

  const remove = async () => {
    setRemoving(true);
    try {
      await removeMember(member.id);
      notify('pages.team.removed', { type: 'success' });
      setOpen(false);
      refresh();
    } catch {
      // The data layer already showed the error toast (§8).
    } finally {
      setRemoving(false);
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
        aria-label={`${translate('pages.team.remove')} ${memberName(member)}`}
      >
        {translate('pages.team.remove')}
      </Button>
      <ConfirmDialog
        open={open}
        data={{
          type: 'warning',
          title: translate('pages.team.removeTitle'),
          description: translate('pages.team.removeDescription', { email: memberName(member) }),
          submitText: translate('pages.team.remove'),
          cancelText: translate('pages.common.cancel'),
        }}
        loading={removing}
        onCancel={() => setOpen(false)}
        onConfirm={() => void remove()}
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
