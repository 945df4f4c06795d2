import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { InviteMemberDialog } from './InviteMemberDialog';
import { useCanInvite } from './useCanInvite';
import { useNoTeamYet } from './useNoTeamYet';
import { translate } from '../../i18n/translate';

/** The top bar's Invite Member button and its dialog. */
export default function InviteMemberButton() {
  const [open, setOpen] = useState(false);
  // The dialog (a form) is drawn from its first opening, not with the top bar on every first
  // screen; it then stays, so it closes with its animation and keeps what was typed.
  const [opened, setOpened] = useState(false);
  const noTeamYet = useNoTeamYet(open);
  if (!useCanInvite()) return null;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<PersonAddIcon />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {translate('pages.invite.button')}
      </Button>
      {opened && (
        <InviteMemberDialog
          open={open}
          onClose={() => setOpen(false)}
          showBanner={noTeamYet}
          onInvited={() => setOpen(false)}
        />
      )}
    </>
  );
}
