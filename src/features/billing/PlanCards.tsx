import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BillingInfo } from '../../operator';
import { translate as t } from '../../i18n/translate';
import { cardPrice } from './cardPrice';
import { useAvailablePlans } from './hooks';
import { currentSelection } from './plans';

/**
 * §2 Billing page plan panel: one selectable card per plan (name, price per month or 'Request a
 * Price', description), the current one with a 'Current Plan' badge. Choosing one opens Manage
 * Plan on it.
 */
export function PlanCards({
  billingInfo,
  onChoose,
}: {
  billingInfo: BillingInfo | null;
  onChoose: (planIndex: number) => void;
}) {
  const plans = useAvailablePlans();
  if (plans.isError) return <Alert severity="info">{t('billing.manage.loadFailed')}</Alert>;
  const list = plans.data?.availablePlans ?? [];
  const current = currentSelection(list, billingInfo);
  return (
    <Box
      component="section"
      aria-labelledby="plan-cards-title"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
    >
      <Typography component="h2" variant="h6" id="plan-cards-title" sx={{ gridColumn: '1 / -1' }}>
        {t('billing.page.plans')}
      </Typography>
      {list.map((plan, i) => {
        const isCurrent = current?.planIndex === i;
        return (
          <Card
            key={plan.name}
            variant="outlined"
            sx={{ borderColor: isCurrent ? 'primary.main' : undefined }}
          >
            <CardActionArea
              onClick={() => onChoose(i)}
              aria-label={t('billing.manage.select', { plan: plan.name })}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                  <Typography variant="h6" component="h3">
                    {plan.name}
                  </Typography>
                  {isCurrent && (
                    <Chip size="small" color="primary" label={t('billing.currentPlan')} />
                  )}
                </Box>
                <Typography variant="subtitle1">
                  {cardPrice(plan, isCurrent ? current.optionId : null)}
                </Typography>
                {typeof plan.description === 'string' && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {plan.description}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
