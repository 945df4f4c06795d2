import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { showUserBalanceExport } from '../../access';
import { useOperatorState } from '../../operator';
import { UserBalanceFileDialog } from './UserBalanceFileDialog';
import { translate } from '../../i18n/translate';

/** §2: the User_Balances export, behind the stop-widget flag and for operators only. */
export default function UserBalanceFileButton() {
  const { role, flags } = useOperatorState();
  const [open, setOpen] = useState(false);
  if (!showUserBalanceExport({ role, flags, operatorViewId: null, emailVerified: undefined }))
    return null;
  return (
    <>
      <Button color="inherit" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>
        {translate('pages.userBalance.button')}
      </Button>
      <UserBalanceFileDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
