import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { translate as t } from '../../i18n/translate';
import { useBillingInfo, useOperatorState } from '../../operator';
import { inView } from './links';
import { isLocked } from './locked';
import { SubscriptionStatusChip } from './SubscriptionStatusChip';
import { UsageBar } from './UsageBar';

// Most visits never open it: Manage Plan and its upgrade/downgrade dialogs are their own chunk.
const ManagePlanDialog = lazy(() => import('./ManagePlanDialog'));

/**
 * §2 billing header chip: the plan name, or 'Locked' when the operator is locked; its popover
 * shows plan, status and usage with Upgrade (Manage Plan) and View Details (Billing). The top
 * bar decides whether it shows (access/topBarSlots: showBillingChip). Without billing info (a
 * failed load is silent, §8) only the 'Locked' state can still be shown.
 */
export default function BillingChip() {
  const { operatorInfo } = useOperatorState();
  const billingInfo = useBillingInfo();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [manageOpen, setManageOpen] = useState(false);
  const popoverId = useId();
  const titleId = useId();
  const locked = isLocked(operatorInfo);
  if (!billingInfo && !locked) return null;

  const label = locked ? t('billing.chip.locked') : (billingInfo?.planName ?? '');
  return (
    <>
      <Chip
        label={label}
        icon={locked ? <LockIcon /> : undefined}
        color={locked ? 'error' : 'primary'}
        variant="outlined"
        onClick={billingInfo ? (e) => setAnchor(e.currentTarget) : undefined}
        aria-label={
          locked
            ? t('billing.chip.lockedLabel')
            : t('billing.chip.label', { plan: billingInfo?.planName ?? '' })
        }
        aria-haspopup={billingInfo ? 'dialog' : undefined}
        aria-expanded={billingInfo ? anchor !== null : undefined}
        aria-controls={anchor ? popoverId : undefined}
        sx={{ mr: 1 }}
      />
      {billingInfo && (
        <Popover
          id={popoverId}
          open={anchor !== null}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, width: 320 } },
          }}
        >
          <Typography variant="overline" component="h2" id={titleId}>
            {t('billing.popover.title')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
            <Typography variant="h6" component="p">
              {billingInfo.planName}
            </Typography>
            <SubscriptionStatusChip status={billingInfo.status} />
          </Stack>
          {billingInfo.usage && (
            <UsageBar label={t('billing.popover.usage')} usage={billingInfo.usage} />
          )}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
            <Button
              color="inherit"
              onClick={() => {
                setAnchor(null);
                void navigate(inView(pathname, '/billing'));
              }}
            >
              {t('billing.viewDetails')}
            </Button>
            <Button
              variant="contained"
              onClick={() => {
                setAnchor(null);
                setManageOpen(true);
              }}
            >
              {t('billing.upgrade')}
            </Button>
          </Box>
        </Popover>
      )}
      {manageOpen && (
        <Suspense fallback={null}>
          <ManagePlanDialog open onClose={() => setManageOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
