import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeNotifications } from '../../../src/data/notifications';
import { ExtraCredits } from '../../../src/features/billing/ExtraCredits';
import { translate } from '../../../src/i18n/translate';
import { renderBilling } from './support';

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  open = vi.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => vi.restoreAllMocks());

/** Buys the first package; the buy call answers `answer`. Returns the toasts' texts. */
async function buy(answer: Record<string, unknown>): Promise<string[]> {
  const toasts: string[] = [];
  const stop = subscribeNotifications((n) => toasts.push(translate(n.message)));
  renderBilling(<ExtraCredits />, {
    api: {
      getExtraCredits: vi.fn(async () => ({ available: 0, pricePerCredit: 0.01 })),
      buyExtraCredits: vi.fn(async () => answer),
    },
  });
  const [first] = await screen.findAllByRole('button', { name: /^Buy / });
  await userEvent.click(first!);
  await screen.findByText(/extra credits were added/);
  stop();
  return toasts;
}

describe('buying extra credits: a checkout page from the answer passes the safe-URL rule', () => {
  it('an https checkout opens in a new tab that cannot reach back', async () => {
    expect(await buy({ paymentUrl: 'https://pay.example.com/credits/1' })).toEqual([]);
    expect(open).toHaveBeenCalledWith(
      'https://pay.example.com/credits/1',
      '_blank',
      expect.stringContaining('noopener'),
    );
  });

  it('no checkout page: nothing opens, no toast', async () => {
    expect(await buy({})).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example/pay', '/pay'])(
    '%s: nothing opens, the §8 text',
    async (paymentUrl) => {
      expect(await buy({ paymentUrl })).toEqual(['Oops! Something went wrong! Please try again!']);
      expect(open).not.toHaveBeenCalled();
    },
  );
});
