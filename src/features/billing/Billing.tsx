import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { translate as t } from '../../i18n/translate';
import { useBillingInfo } from '../../operator';
import { BillingHistory } from './BillingHistory';
import { ExtraCredits } from './ExtraCredits';
import { MyPlanCard } from './MyPlanCard';
import { PaymentMethod } from './PaymentMethod';
import { PlanCards } from './PlanCards';
import { UsageStats } from './UsageStats';

const ManagePlanDialog = lazy(() => import('./ManagePlanDialog'));

/** `/billing?manage=plan`: the page opens with Manage Plan open, on the current plan. */
const MANAGE_PARAM = 'manage';
const MANAGE_PLAN = 'plan';

/** /billing: My Plan, the plans, extra credits, billing history, usage statistics, payment method. */
export default function Billing() {
  const billingInfo = useBillingInfo();
  // `?manage=plan` (a locked feature's Upgrade link) opens the page with Manage Plan open.
  const [search, setSearch] = useSearchParams();
  // undefined: closed; null: open on the current plan; a number: open on that plan.
  const [manage, setManage] = useState<number | null | undefined>(() =>
    search.get(MANAGE_PARAM) === MANAGE_PLAN ? null : undefined,
  );
  const close = () => {
    setManage(undefined);
    if (search.has(MANAGE_PARAM))
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(MANAGE_PARAM);
          return next;
        },
        { replace: true },
      );
  };
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
          <ManagePlanDialog open onClose={close} initialPlanIndex={manage ?? undefined} />
        </Suspense>
      )}
    </Stack>
  );
}
