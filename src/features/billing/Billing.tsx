import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useOperatorState } from '../../operator';
import { MyPlanCard } from './MyPlanCard';
import type { BillingInfo } from '../../data/apiTypes';
import { useText } from '../../i18n/useText';

/** /billing: the operator's plan and credit usage, from the billing info loaded at startup. */
export default function Billing() {
  const t = useText();
  const { billingInfo } = useOperatorState();
  const info = billingInfo as BillingInfo | null | undefined;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      {info ? (
        <MyPlanCard info={info} />
      ) : (
        <Alert severity="info">{t('pages.billing.noInfo')}</Alert>
      )}
    </Stack>
  );
}
