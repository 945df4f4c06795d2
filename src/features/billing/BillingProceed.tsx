import { useSearchParams } from 'react-router-dom';
import { BillingReturn } from './BillingReturn';

/**
 * What the `type` query of /billing-proceed says happened: the §4 change kinds (newSubscription,
 * buyExtraCredits, downgradePlan); 'downgrade' is read as downgradePlan.
 */
export function proceedText(type: string | null): string {
  switch (type) {
    case 'downgrade':
    case 'downgradePlan':
      return 'billing.proceed.downgrade';
    case 'buyExtraCredits':
      return 'billing.proceed.buyExtraCredits';
    default:
      return 'billing.proceed.newSubscription';
  }
}

/** /billing-proceed?type=…: a downgrade without a payment link lands here (§4), as does a checkout. */
export default function BillingProceed() {
  const [search] = useSearchParams();
  return <BillingReturn title="billing.proceed.title" text={proceedText(search.get('type'))} />;
}
