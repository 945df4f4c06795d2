/**
 * English texts of the billing pages outside the console (keys `billing.*`): Payment Proceed, Change
 * Payment Method and the way back; the console's billing texts are in ./billingConsole.ts. The
 * §2/§4 strings are the spec's own.
 */
export const billingMessagesEn = {
  billing: {
    proceed: {
      title: 'Payment Proceed',
      downgrade:
        'Your downgrade request has been received. The new plan applies from your next billing period.',
      newSubscription:
        'Your payment is being processed. Your plan will be updated as soon as it is confirmed.',
      buyExtraCredits:
        'Your payment is being processed. The extra credits are added as soon as it is confirmed.',
    },
    changePayment: {
      title: 'Change Payment Method',
      text: 'You have returned from the payment provider. Your payment method changes apply once the provider confirms them.',
    },
    backToBilling: 'Back to Billing',
  },
} as const;
