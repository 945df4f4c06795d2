import type { UpgradePreview } from '../../data/answers';
import { formatMoney } from '../../i18n/format';

/** §2: the discount shows negative when above 0. */
export function discountText(discount: number | undefined): string {
  if (discount === undefined) return formatMoney(undefined);
  return discount > 0 ? formatMoney(-discount) : formatMoney(0);
}

/** The preview's subtotal: §3 does not list one, so the new plan's price unless the API sends it. */
export function subtotalOf(preview: UpgradePreview): number | undefined {
  return preview.subtotal ?? preview.newPlan.price;
}
