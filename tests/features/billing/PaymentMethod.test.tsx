import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notifications } from '../../../src/app/Notifications';
import { browserNavigation } from '../../../src/data/browserNavigation';
import { PaymentMethod } from '../../../src/features/billing/PaymentMethod';
import { renderBilling } from './support';

const GENERIC = 'Oops! Something went wrong! Please try again!';

let sameTab: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sameTab = vi.spyOn(browserNavigation, 'sameTab').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The Billing page's card, the payment/update call answering `answer`, then the button. */
async function change(answer: Record<string, unknown>) {
  const api = { getPaymentUpdate: vi.fn(async () => answer) };
  renderBilling(
    <Notifications>
      <PaymentMethod />
    </Notifications>,
    { api },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Change payment method' }));
  return api;
}

describe('Change payment method: the provider URL passes the safe-URL rule', () => {
  it('an https URL: this tab goes to the provider, no toast', async () => {
    const api = await change({ paymentUrl: 'https://pay.example.com/update/42' });
    await vi.waitFor(() =>
      expect(sameTab).toHaveBeenCalledWith('https://pay.example.com/update/42'),
    );
    expect(api.getPaymentUpdate).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(GENERIC)).toBeNull();
  });

  it.each([
    ['javascript:', 'javascript:alert(localStorage.getItem("token"))'],
    ['javascript: in disguise', ' JaVa\tScRiPt:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['protocol-relative', '//evil.example/update'],
    ['relative', '/billing-change-payment-redirect'],
    ['plain http', 'http://pay.example.com/update'],
  ])('%s: nothing is navigated, the §8 text shows', async (_, paymentUrl) => {
    await change({ paymentUrl });
    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(sameTab).not.toHaveBeenCalled();
  });

  it('an answer without a URL: nothing is navigated, the §8 text shows', async () => {
    await change({});
    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(sameTab).not.toHaveBeenCalled();
  });
});
