import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UpgradePreview } from '../../data/answers';
import { translate as t } from '../../i18n/translate';
import { Modal } from '../../ui/Modal';
import { formatMoney, formatNumber } from '../../i18n/format';
import { useUpgradePreview } from './hooks';
import { discountText, subtotalOf } from './upgradePreview';

function Comparison({ preview }: { preview: UpgradePreview }) {
  const { currentPlan, newPlan } = preview;
  const rows: [string, string, string][] = [
    [t('billing.upgradeModal.name'), currentPlan.name, newPlan.name],
    [
      t('billing.upgradeModal.monthlyCredits'),
      formatNumber(currentPlan.credits),
      formatNumber(newPlan.credits),
    ],
    [t('billing.upgradeModal.unusedCredits'), formatNumber(currentPlan.unusedCredits), ''],
    [t('billing.upgradeModal.price'), formatMoney(currentPlan.price), formatMoney(newPlan.price)],
  ];
  return (
    <>
      <Table size="small" aria-label={t('billing.upgradeModal.title')}>
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell component="th" scope="col">
              {t('billing.upgradeModal.currentPlan')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('billing.upgradeModal.newPlan')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([label, current, next]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell>{current}</TableCell>
              <TableCell>{next}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Table size="small" sx={{ mt: 2 }}>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              {t('billing.upgradeModal.subtotal')}
            </TableCell>
            <TableCell align="right" data-testid="upgrade-subtotal">
              {formatMoney(subtotalOf(preview))}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              {t('billing.upgradeModal.discount')}
            </TableCell>
            <TableCell align="right" data-testid="upgrade-discount">
              {discountText(preview.discount)}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              <Typography sx={{ fontWeight: 'bold' }}>{t('billing.upgradeModal.total')}</Typography>
            </TableCell>
            <TableCell align="right" data-testid="upgrade-total">
              <Typography sx={{ fontWeight: 'bold' }}>{formatMoney(preview.total)}</Typography>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
}

/**
 * §2 Upgrade Plan modal: the current plan against the new one, subtotal, discount and total, then
 * 'Proceed to Checkout'. `planId` is the chosen option's id (what the contract's planId names).
 */
export function UpgradePlanDialog({
  planId,
  onClose,
  onProceed,
  proceeding,
}: {
  planId: string;
  onClose: () => void;
  onProceed: () => void;
  proceeding: boolean;
}) {
  const preview = useUpgradePreview(planId);
  return (
    <Modal
      open
      title={t('billing.upgradeModal.title')}
      onClose={onClose}
      onSubmit={onProceed}
      submitText={t('billing.upgradeModal.proceed')}
      cancelText={t('billing.manage.cancel')}
      submitDisabled={!preview.data}
      loading={proceeding}
    >
      {preview.isPending && <CircularProgress aria-label={t('billing.upgradeModal.title')} />}
      {preview.isError && <Alert severity="error">{t('billing.page.loadFailed')}</Alert>}
      {preview.data && <Comparison preview={preview.data} />}
    </Modal>
  );
}
