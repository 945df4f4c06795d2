import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { BillingInfo } from '../../operator';
import { translate as t } from '../../i18n/translate';
import { StatusChip } from './StatusChip';
import { UsageBar } from './UsageBar';

/** The 'My Plan' card (§2): plan name, status (error colour when INACTIVE) and credit usage. */
export function MyPlanCard({ info, actions }: { info: BillingInfo; actions?: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="my-plan-title">
      <CardContent>
        <Typography component="h2" variant="h6" id="my-plan-title" gutterBottom>
          {t('billing.myPlan')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h5" component="p">
            {info.planName}
          </Typography>
          <StatusChip status={info.status} />
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
      </CardContent>
    </Card>
  );
}
