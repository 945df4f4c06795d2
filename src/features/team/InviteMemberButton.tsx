import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import { showInvite } from '../../access';
import { useOperatorState } from '../../operator';
import { InviteMemberDialog } from './InviteMemberDialog';
import { translate } from '../../i18n/translate';

/** §2/§6: shown with INVITE update permission; the super admin needs an operator in the route. */
export function useCanInvite(): boolean {
  const { role, flags } = useOperatorState();
  const { pathname } = useLocation();
  const operatorViewId = matchPath('/operators/:operatorId/*', pathname)?.params.operatorId ?? null;
  return showInvite({ role, operatorViewId, flags, emailVerified: undefined });
}

/**
 * §2's optional banner ('Invite your team members…') helps an operator with no team yet: one whose
 * members are none but the signed-in user. Asked only while the dialog is open (two rows tell).
 */
export function useNoTeamYet(open: boolean): boolean {
  const { login } = useOperatorState();
  const { data, total } = useGetList<{ id: string | number; email?: string }>(
    'members',
    { pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} },
    { enabled: open },
  );
  if (!data || total === undefined) return false;
  const others = data.filter((m) => !login || m.email?.toLowerCase() !== login.toLowerCase());
  return total <= 1 && others.length === 0;
}

/** The top bar's Invite Member button and its dialog. */
export default function InviteMemberButton() {
  const [open, setOpen] = useState(false);
  const noTeamYet = useNoTeamYet(open);
  if (!useCanInvite()) return null;
  return (
    <>
      <Button color="inherit" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        {translate('pages.invite.button')}
      </Button>
      <InviteMemberDialog
        open={open}
        onClose={() => setOpen(false)}
        showBanner={noTeamYet}
        onInvited={() => setOpen(false)}
      />
    </>
  );
}
