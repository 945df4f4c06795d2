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
