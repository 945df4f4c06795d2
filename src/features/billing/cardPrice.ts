import type { Plan } from '../../data/answers';
import { translate as t } from '../../i18n/translate';
import { formatMoney } from '../../i18n/format';

/** The price a plan card shows: the current option's for the current plan, else its first option's. */
export function cardPrice(plan: Plan, currentOptionId: string | null): string {
  const option = plan.info.find((o) => String(o.id) === currentOptionId) ?? plan.info[0];
  return option
    ? t('billing.pricePerMonth', { price: formatMoney(option.price) })
    : t('billing.requestPrice');
}
