import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useOperatorState } from '../../app/operator';
import { UserBalanceFileDialog } from './UserBalanceFileDialog';
import { useText } from './useText';

/** §2: the User_Balances export, behind the stop-widget flag and for operators only. */
export default function UserBalanceFileButton() {
  const t = useText();
  const { role, flags } = useOperatorState();
  const [open, setOpen] = useState(false);
  if (role === 'ROLE_SUPER_ADMIN' || !flags.has('FNC_STOP_WIDGET')) return null;
  return (
    <>
      <Button color="inherit" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>
        {t('pages.userBalance.button')}
      </Button>
      <UserBalanceFileDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
