import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { translate as t } from '../../i18n/translate';
import { usePaymentUpdate } from './hooks';
import { leaveFor } from './links';
import { BillingCard } from './BillingCard';

/**
 * Change payment method (§7 payment/update): the provider's page opens in this tab, since the
 * provider sends the operator back to /billing-change-payment-redirect. An answer without a URL the
 * safe-URL rule accepts opens nothing and shows §8's generic text.
 */
export function PaymentMethod() {
  const update = usePaymentUpdate();
  return (
    <BillingCard titleId="payment-method-title" title={t('billing.page.paymentMethod')}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t('billing.page.paymentMethodText')}
      </Typography>
      <Button
        variant="outlined"
        disabled={update.isPending}
        onClick={() =>
          update.mutate(undefined, {
            onSuccess: (res) => {
              leaveFor(res.paymentUrl);
            },
          })
        }
      >
        {t('billing.page.changePaymentMethod')}
      </Button>
    </BillingCard>
  );
}
