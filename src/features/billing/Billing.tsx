import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { translate as t } from '../../i18n/translate';
import { useBillingInfo } from '../../operator';
import { BillingHistory } from './BillingHistory';
import { ExtraCredits } from './ExtraCredits';
import { MyPlanCard } from './MyPlanCard';
import { PaymentMethod } from './PaymentMethod';
import { PlanCards } from './PlanCards';
import { UsageStats } from './UsageStats';

const ManagePlanDialog = lazy(() => import('./ManagePlanDialog'));

/** /billing: My Plan, the plans, extra credits, billing history, usage statistics, payment method. */
export default function Billing() {
  const billingInfo = useBillingInfo();
  // undefined: closed; null: open on the current plan; a number: open on that plan.
  const [manage, setManage] = useState<number | null | undefined>(undefined);
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      {billingInfo ? (
        <MyPlanCard
          info={billingInfo}
          actions={
            <Button variant="contained" onClick={() => setManage(null)}>
              {t('billing.page.changePlan')}
            </Button>
          }
        />
      ) : (
        <Alert severity="info">{t('billing.noInfo')}</Alert>
      )}
      <PlanCards billingInfo={billingInfo} onChoose={(i) => setManage(i)} />
      <ExtraCredits />
      <UsageStats />
      <BillingHistory />
      <PaymentMethod />
      {manage !== undefined && (
        <Suspense fallback={null}>
          <ManagePlanDialog
            open
            onClose={() => setManage(undefined)}
            initialPlanIndex={manage ?? undefined}
          />
        </Suspense>
      )}
    </Stack>
  );
}
