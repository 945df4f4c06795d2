import { BillingReturn } from './BillingReturn';

/** /billing-change-payment-redirect: the payment provider returns here after a payment method change. */
export default function BillingChangePayment() {
  return <BillingReturn title="billing.changePayment.title" text="billing.changePayment.text" />;
}
