import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BillingInfo } from '../../data/apiTypes';
import { useText } from '../../i18n/useText';
import { usageColour, usagePercent } from './usageColour';

function UsageBar({
  id,
  label,
  current,
  total,
}: {
  id: string;
  label: string;
  current: number;
  total: number;
}) {
  const t = useText();
  const percent = usagePercent(current, total);
  return (
    <Box>
      <Stack direction="row" justifyContent="space-between">
        <Typography variant="body2" id={id}>
          {label}
        </Typography>
        <Typography variant="body2">{t('pages.billing.credits', { current, total })}</Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={Math.min(percent, 100)}
        color={usageColour(percent)}
        aria-labelledby={id}
      />
    </Box>
  );
}

/** The 'My Plan' card (§2): plan name, status (error colour when INACTIVE) and credit usage. */
export function MyPlanCard({ info }: { info: BillingInfo }) {
  const t = useText();
  return (
    <Card variant="outlined" component="section" aria-labelledby="my-plan-title">
      <CardContent>
        <Typography component="h2" variant="h6" id="my-plan-title" gutterBottom>
          {t('pages.billing.myPlan')}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="h5" component="p">
            {info.planName}
          </Typography>
          <Chip
            size="small"
            color={info.status === 'INACTIVE' ? 'error' : 'primary'}
            label={t(`pages.billing.statusValues.${info.status}`)}
          />
        </Stack>
        <Stack spacing={2}>
          {info.usage && (
            <UsageBar
              id="usage-total"
              label={t('pages.billing.usage')}
              current={info.usage.currentUsage}
              total={info.usage.total}
            />
          )}
          {info.monthlyUsage && (
            <UsageBar
              id="usage-monthly"
              label={t('pages.billing.monthly')}
              current={info.monthlyUsage.currentUsage}
              total={info.monthlyUsage.total}
            />
          )}
          {info.extraCreditsUsage && info.extraCreditsUsage.total > 0 && (
            <UsageBar
              id="usage-extra"
              label={t('pages.billing.extra')}
              current={info.extraCreditsUsage.currentUsage}
              total={info.extraCreditsUsage.total}
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
