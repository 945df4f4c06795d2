import { BillingReturn } from './BillingReturn';

/** /billing-change-payment-redirect: the payment provider returns here after a payment method change. */
export default function BillingChangePayment() {
  return (
    <BillingReturn
      title="pages.billing.changePaymentTitle"
      text="pages.billing.changePaymentText"
    />
  );
}
