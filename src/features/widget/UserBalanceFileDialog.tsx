import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Modal } from '../../ui/Modal';
import { translate as t } from '../../i18n/translate';
import { saveBlob } from './saveBlob';
import { USER_BALANCE_DIALOG_MAX_WIDTH, USER_BALANCES_FILE } from './userBalanceFile';
import { useBalancesFileStatus, useDownloadBalances } from './widgetQueries';

/**
 * User Balance File (§2, §4): the file is generated on the server; Download stays disabled until
 * its status is DONE. Load and download failures are only logged (§8).
 */
export function UserBalanceFileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const status = useBalancesFileStatus(open);
  const downloading = useDownloadBalances();

  const download = async () => {
    try {
      saveBlob(await downloading.mutateAsync(), USER_BALANCES_FILE);
      onClose();
    } catch (error) {
      console.warn('User balances download failed', error);
    }
  };

  return (
    <Modal
      open={open}
      title={t('pages.userBalance.title')}
      onClose={onClose}
      onSubmit={() => void download()}
      loading={downloading.isPending}
      width={USER_BALANCE_DIALOG_MAX_WIDTH}
      submitText={t('pages.userBalance.submit')}
      cancelText={t('pages.common.cancel')}
      submitDisabled={status !== 'DONE'}
    >
      {status === null && <CircularProgress size={24} aria-label={t('pages.common.loading')} />}
      {status === 'PENDING' && <Typography>{t('pages.userBalance.pending')}</Typography>}
      {status === 'DONE' && (
        <>
          <Typography gutterBottom>{t('pages.userBalance.doneBalances')}</Typography>
          <Typography>{t('pages.userBalance.doneAccess')}</Typography>
        </>
      )}
    </Modal>
  );
}

export default UserBalanceFileDialog;
