import DeleteIcon from '@mui/icons-material/Delete';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useDelete, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { canAccess, TEAM_REFUSAL_KEYS } from '../../access';
import { useOperatorState } from '../../operator';
import { ROLES } from '../../generated/roles';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { translate as t } from '../../i18n/translate';
import { useMemberRefusal, type Member } from './useMemberRefusal';

const memberName = (member: Member) => member.email ?? member.login ?? String(member.id);

/**
 * Change a team member's role: an update of the `members` resource (its endpoint is
 * PATCH …/members/{id}?memberRole={role}); the list refreshes after it. The picker offers the
 * invitable roles; a member holding a role that is not (one made `invitable: false` after they
 * joined, a system role) shows that role's label, read-only, rather than a blank picker.
 */
export function MemberRoleSelect({ refused = false }: { readonly refused?: boolean }) {
  const member = useRecordContext<Member>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending: saving }] = useUpdate<Member>();
  if (!member) return null;
  const label = t('pages.team.role', { email: memberName(member) });
  const held = ROLES.find((role) => role.code === member.role);
  if (member.role && !held?.invitable)
    return (
      <TextField
        size="small"
        value={held ? t(held.label) : '—'}
        onClick={(event) => event.stopPropagation()}
        slotProps={{ htmlInput: { readOnly: true, 'aria-label': label } }}
      />
    );

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
      disabled={saving || refused}
      onChange={(event) => void change(event.target.value)}
      onClick={(event) => event.stopPropagation()}
      slotProps={{
        htmlInput: { 'aria-label': label },
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
export function RemoveMemberButton({ refused = false }: { readonly refused?: boolean }) {
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
        disabled={refused}
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

/**
 * Both actions of a Settings → Team members row (used inside a react-admin record context), for
 * the roles that manage the team (update on INVITE, like Invite Member; others only read the
 * list). A refused row shows its actions disabled beside an info button that says why (its name
 * and its tooltip), instead of letting the user pick a change the API would turn down.
 */
export default function TeamActions() {
  const member = useRecordContext<Member>();
  const { role } = useOperatorState();
  const refusal = useMemberRefusal(member);
  if (!member || !canAccess(role, 'update', 'INVITE')) return null;
  const reason = refusal ? t(TEAM_REFUSAL_KEYS[refusal]) : null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <MemberRoleSelect refused={!!reason} />
      <RemoveMemberButton refused={!!reason} />
      {reason ? (
        <Tooltip title={reason}>
          <IconButton size="small" aria-label={reason} onClick={(event) => event.stopPropagation()}>
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        // The info button's place is kept: a refusal known only later (the account's login, the
        // count of admins) must not widen the column and move the table (CLS 0).
        <IconButton size="small" aria-hidden tabIndex={-1} style={{ visibility: 'hidden' }}>
          <InfoOutlinedIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}
