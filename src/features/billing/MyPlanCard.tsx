import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { BillingInfo } from '../../operator';
import { translate as t } from '../../i18n/translate';
import { SubscriptionStatusChip } from './SubscriptionStatusChip';
import { UsageBar } from './UsageBar';
import { BillingCard } from './BillingCard';

/** The 'My Plan' card (§2): plan name, status (error colour when INACTIVE) and credit usage. */
export function MyPlanCard({ info, actions }: { info: BillingInfo; actions?: ReactNode }) {
  return (
    <BillingCard titleId="my-plan-title" title={t('billing.myPlan')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="p">
          {info.planName}
        </Typography>
        <SubscriptionStatusChip status={info.status} />
      </Stack>
      <Stack spacing={2}>
        {info.usage && <UsageBar label={t('billing.usage')} usage={info.usage} />}
        {info.monthlyUsage && <UsageBar label={t('billing.monthly')} usage={info.monthlyUsage} />}
        {info.extraCreditsUsage && info.extraCreditsUsage.total !== 0 && (
          <UsageBar label={t('billing.extra')} usage={info.extraCreditsUsage} />
        )}
      </Stack>
      {actions && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          {actions}
        </Stack>
      )}
    </BillingCard>
  );
}
