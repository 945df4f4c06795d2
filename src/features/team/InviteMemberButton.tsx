import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import { useState } from 'react';
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

/** The top bar's Invite Member button and its dialog. */
export default function InviteMemberButton() {
  const [open, setOpen] = useState(false);
  if (!useCanInvite()) return null;
  return (
    <>
      <Button color="inherit" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        {translate('pages.invite.button')}
      </Button>
      <InviteMemberDialog
        open={open}
        onClose={() => setOpen(false)}
        onInvited={() => setOpen(false)}
      />
    </>
  );
}
