import { useSearchParams } from 'react-router-dom';
import { BillingReturn } from './BillingReturn';

/** /billing-proceed?type=…: a downgrade without a payment link lands here (§4), as does a finished checkout. */
export default function BillingProceed() {
  const [search] = useSearchParams();
  const downgrade = search.get('type') === 'downgrade' || search.get('type') === 'downgradePlan';
  return (
    <BillingReturn
      title="pages.billing.proceedTitle"
      text={downgrade ? 'pages.billing.proceedDowngrade' : 'pages.billing.proceedDefault'}
    />
  );
}
