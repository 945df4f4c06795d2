import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate as t } from '../../i18n/translate';
import { packagesOf } from './extraCreditPackages';
import { formatMoney, formatNumber } from '../../i18n/format';
import { useBuyExtraCredits, useExtraCredits } from './hooks';
import { openInNewTab } from './links';
import { BillingCard } from './BillingCard';

/** Extra credits: what is available and buying more (§7 extra-credits, extra-credits/buy). */
export function ExtraCredits() {
  const extra = useExtraCredits();
  const buy = useBuyExtraCredits();
  const available = extra.data?.available;
  const price = extra.data?.pricePerCredit;
  return (
    <BillingCard titleId="extra-credits-title" title={t('billing.page.extraCredits')}>
      {extra.isError && <Alert severity="info">{t('billing.page.loadFailed')}</Alert>}
      {typeof available === 'number' && (
        <Typography>{t('billing.page.extraAvailable', { n: formatNumber(available) })}</Typography>
      )}
      {typeof price === 'number' && (
        <Typography variant="body2" color="text.secondary">
          {t('billing.page.pricePerCredit', { price: formatMoney(price) })}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
        {packagesOf(extra.data).map((n) => (
          <Button
            key={n}
            variant="outlined"
            // A figure reads the same in a button as anywhere else, not as '1 000 CREDITS'.
            sx={{ textTransform: 'none' }}
            disabled={buy.isPending}
            onClick={() =>
              buy.mutate(n, {
                // A provider may answer with a payment page (change kind buyExtraCredits).
                onSuccess: (res) => {
                  if (res?.paymentUrl) openInNewTab(res?.paymentUrl);
                },
              })
            }
          >
            {t('billing.page.buy', { n: formatNumber(n) })}
          </Button>
        ))}
      </Stack>
      {buy.isSuccess && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t('billing.page.bought', { n: formatNumber(buy.variables) })}
        </Alert>
      )}
    </BillingCard>
  );
}
