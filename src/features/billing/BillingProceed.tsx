import { useSearchParams } from 'react-router-dom';
import { BillingReturn } from './BillingReturn';
import { proceedText } from './proceedText';

/** /billing-proceed?type=…: a downgrade without a payment link lands here (§4), as does a checkout. */
export default function BillingProceed() {
  const [search] = useSearchParams();
  return <BillingReturn title="billing.proceed.title" text={proceedText(search.get('type'))} />;
}
