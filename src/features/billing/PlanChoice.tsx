import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AvailablePlans, Plan } from '../../data/answers';
import { translate as t } from '../../i18n/translate';
import { formatCreditsPerMonth, formatMoney } from '../../i18n/format';
import { CONTACT_PAGE_URL, openInNewTab } from './links';
import { optionOf, type Selection } from './plans';

export interface PlanHeaderProps {
  readonly plan: Plan;
  readonly planIndex: number;
  readonly optionId: string | null;
  readonly price: number | undefined;
  readonly isSelected: boolean;
  readonly isCurrent: boolean;
  readonly onSelect: (s: Selection) => void;
}

/** A plan's head: its selector and name, its credit options and price, or a request for a price. */
export function PlanHeader({
  plan,
  planIndex: i,
  optionId,
  price,
  isSelected,
  isCurrent,
  onSelect,
}: PlanHeaderProps) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <Radio
          checked={isSelected}
          onChange={() => onSelect({ planIndex: i, optionId })}
          slotProps={{
            input: { 'aria-label': t('billing.manage.select', { plan: plan.name }) },
          }}
          size="small"
        />
        <Typography component="span" sx={{ fontWeight: 'bold' }}>
          {plan.name}
        </Typography>
        {isCurrent && <Chip size="small" color="primary" label={t('billing.currentPlan')} />}
      </Box>
      {plan.info.length > 0 ? (
        <>
          <TextField
            select
            size="small"
            fullWidth
            label={t('billing.manage.creditOptions', { plan: plan.name })}
            value={optionId ?? ''}
            onChange={(e) => onSelect({ planIndex: i, optionId: e.target.value })}
            sx={{ mt: 1 }}
          >
            {plan.info.map((o) => (
              <MenuItem key={String(o.id)} value={String(o.id)}>
                {formatCreditsPerMonth(o.creditAmount)}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {price !== undefined ? t('billing.pricePerMonth', { price: formatMoney(price) }) : ''}
          </Typography>
        </>
      ) : (
        <Button
          size="small"
          variant="outlined"
          sx={{ mt: 1 }}
          onClick={() => openInNewTab(CONTACT_PAGE_URL)}
        >
          {t('billing.requestPrice')}
        </Button>
      )}
    </>
  );
}

export interface PlanStackProps {
  readonly plans: AvailablePlans;
  readonly current: Selection | null;
  readonly selected: Selection | null;
  readonly optionFor: (planIndex: number) => string | null;
  readonly onSelect: (s: Selection) => void;
}

/**
 * Manage Plan on a phone: one block per plan (its head, then its feature checks) stacked, where
 * the wide screen's table would need sideways scrolling to compare one column.
 */
export function PlanStack({ plans, current, selected, optionFor, onSelect }: PlanStackProps) {
  const list = plans.availablePlans;
  return (
    <Box
      component="ul"
      aria-label={t('billing.manage.plans')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
    >
      {list.map((plan, i) => {
        const optionId = optionFor(i);
        const isSelected = selected?.planIndex === i;
        return (
          <Box
            component="li"
            key={plan.name}
            sx={{
              p: 1.5,
              border: 1,
              borderColor: isSelected ? 'primary.main' : 'divider',
              borderRadius: 1,
              bgcolor: isSelected ? 'action.selected' : undefined,
            }}
          >
            <PlanHeader
              plan={plan}
              planIndex={i}
              optionId={optionId}
              price={optionOf(list, { planIndex: i, optionId })?.price}
              isSelected={isSelected}
              isCurrent={current?.planIndex === i}
              onSelect={onSelect}
            />
            <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
              {plans.features.map((feature) => (
                <Box
                  component="li"
                  key={feature.name}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}
                >
                  {feature.plans.some((p) => p.planName === plan.name) ? (
                    <CheckIcon
                      color="primary"
                      fontSize="small"
                      titleAccess={t('billing.manage.included')}
                    />
                  ) : (
                    <CloseIcon
                      color="disabled"
                      fontSize="small"
                      titleAccess={t('billing.manage.notIncluded')}
                    />
                  )}
                  <Typography variant="body2">{feature.name}</Typography>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
