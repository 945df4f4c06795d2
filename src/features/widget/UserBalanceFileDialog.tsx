import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Modal } from '../../ui/Modal';
import { getPrizePoolSettings, getUserBalancesFile, type CsvStatus } from '../../data/pagesApi';
import { translate } from '../../i18n/translate';

/** §9: the export's file name. */
export const USER_BALANCES_FILE = 'User_Balances.zip';
/** §2: the dialog's maximum width. */
export const USER_BALANCE_DIALOG_MAX_WIDTH = 500;

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * User Balance File (§2, §4): the file is generated on the server; Download stays disabled until
 * its status is DONE. Load and download failures are only logged (§8).
 */
export function UserBalanceFileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [status, setStatus] = useState<CsvStatus | null>(null);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    getPrizePoolSettings().then(
      (settings) =>
        live && setStatus(settings?.csvReportGenerationStatus === 'DONE' ? 'DONE' : 'PENDING'),
      (error: unknown) => {
        console.warn('Prize-pool settings failed', error);
        if (live) setStatus('PENDING');
      },
    );
    return () => {
      live = false;
    };
  }, [open]);

  // The next opening asks the server again, so no stale status is shown meanwhile.
  const close = () => {
    setStatus(null);
    onClose();
  };

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await getUserBalancesFile(), USER_BALANCES_FILE);
      close();
    } catch (error) {
      console.warn('User balances download failed', error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal
      open={open}
      title={translate('pages.userBalance.title')}
      onClose={close}
      onSubmit={() => void download()}
      loading={downloading}
      width={USER_BALANCE_DIALOG_MAX_WIDTH}
      submitText={translate('pages.userBalance.submit')}
      cancelText={translate('pages.common.cancel')}
      submitDisabled={status !== 'DONE'}
    >
      {status === null && (
        <CircularProgress size={24} aria-label={translate('pages.common.loading')} />
      )}
      {status === 'PENDING' && <Typography>{translate('pages.userBalance.pending')}</Typography>}
      {status === 'DONE' && (
        <>
          <Typography gutterBottom>{translate('pages.userBalance.doneBalances')}</Typography>
          <Typography>{translate('pages.userBalance.doneAccess')}</Typography>
        </>
      )}
    </Modal>
  );
}

export default UserBalanceFileDialog;
