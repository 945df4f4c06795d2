import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BillingProceed from '../../../src/features/billing/BillingProceed';
import { proceedText } from '../../../src/features/billing/proceedText';
import { translate } from '../../../src/i18n/translate';
import { renderBilling } from './support';

describe('Payment Proceed (/billing-proceed?type=…)', () => {
  it.each([
    ['downgradePlan', 'billing.proceed.downgrade'],
    ['downgrade', 'billing.proceed.downgrade'],
    ['newSubscription', 'billing.proceed.newSubscription'],
    ['buyExtraCredits', 'billing.proceed.buyExtraCredits'],
    [null, 'billing.proceed.newSubscription'],
  ])('type %s → %s', (type, key) => {
    expect(proceedText(type)).toBe(key);
  });

  it('tells a downgrade what happened and leads back to Billing in the same view', () => {
    renderBilling(<BillingProceed />, { path: '/operators/9/billing-proceed?type=downgradePlan' });
    expect(screen.getByText(translate('billing.proceed.downgrade'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Billing' })).toHaveAttribute(
      'href',
      '/operators/9/billing',
    );
  });
});
