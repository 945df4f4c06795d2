import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ManagePlanDialog, {
  MANAGE_PLAN_WIDTH,
} from '../../../src/features/billing/ManagePlanDialog';
import { CONTACT_PAGE_URL } from '../../../src/features/billing/links';
import { subscribeNotifications } from '../../../src/data/notifications';
import { translate } from '../../../src/i18n/translate';
import { FREE, fakeApi, renderBilling } from './support';

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  open = vi.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => vi.restoreAllMocks());

/**
 * The dialog once its plans have come. While they load, it waits on a plain element query: a role
 * query reads the computed style of the elements it looks at, which jsdom works out afresh after
 * every change, so polling one through the load costs more than the rest of a test.
 */
const dialog = async () => {
  const d = await screen.findByRole('dialog', { name: 'Manage Plan' });
  await waitFor(() => expect(d.querySelector('table')).not.toBeNull());
  await within(d).findByRole('table', { name: 'Plans and their features' });
  return d;
};

async function chooseOption(d: HTMLElement, plan: string, label: string) {
  await userEvent.click(within(d).getByRole('combobox', { name: `Credits of ${plan}` }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

/** The new tab: its URL, and that it was opened without a way back to the console. */
function expectNewTab(url: string) {
  expect(open).toHaveBeenCalledWith(url, '_blank', expect.stringContaining('noopener'));
}

describe('Manage Plan (§2)', () => {
  it('is 1200 px wide: a Credits header, one column per plan, a check or cross per feature', async () => {
    renderBilling(<ManagePlanDialog open onClose={() => undefined} />);
    const d = await dialog();
    expect(MANAGE_PLAN_WIDTH).toBe(1200);
    const table = within(d).getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent('Credits');
    expect(headers).toHaveLength(5);
    const airdrop = within(table).getByRole('row', { name: /Airdrop/ });
    expect(within(airdrop).getAllByTitle('Included')).toHaveLength(1);
    expect(within(airdrop).getAllByTitle('Not included')).toHaveLength(3);
    // The current plan's column carries the chip and starts on its option.
    expect(within(headers[3]!).getByText('Current Plan')).toBeInTheDocument();
    expect(within(headers[3]!).getByText('$199 / month')).toBeInTheDocument();
    expect(
      within(headers[4]!).getByRole('button', { name: 'Request a Price' }),
    ).toBeInTheDocument();
    expect(within(d).getByText('Need help finding the right plan?')).toBeInTheDocument();
    expect(within(d).getByRole('link', { name: 'Book a call' })).toHaveAttribute(
      'href',
      CONTACT_PAGE_URL,
    );
  });

  it("offers '{n} credits / month' options with '${price} / month'", async () => {
    renderBilling(<ManagePlanDialog open onClose={() => undefined} />);
    const d = await dialog();
    await userEvent.click(within(d).getByRole('combobox', { name: 'Credits of Starter' }));
    expect(screen.getByRole('option', { name: '5 000 credits / month' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '10 000 credits / month' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: '10 000 credits / month' }));
    expect(within(d).getByText('$89 / month')).toBeInTheDocument();
  });

  it('Upgrade is disabled while the selection is the current plan and option', async () => {
    renderBilling(<ManagePlanDialog open onClose={() => undefined} />);
    const d = await dialog();
    expect(within(d).getByRole('button', { name: 'Upgrade' })).toBeDisabled();
    await chooseOption(d, 'Growth', '50 000 credits / month');
    expect(within(d).getByRole('button', { name: 'Upgrade' })).toBeEnabled();
    await chooseOption(d, 'Growth', '25 000 credits / month');
    expect(within(d).getByRole('button', { name: 'Upgrade' })).toBeDisabled();
  });

  it.each([
    ['a lower plan', 'Choose Starter', null],
    ['the same plan with a cheaper option', null, ['Growth', '25 000 credits / month']],
  ])('the button reads Downgrade for %s', async (_, radio, option) => {
    renderBilling(<ManagePlanDialog open onClose={() => undefined} />, {
      billingInfo: { ...FREE, planName: 'Growth', planPrice: 349 },
    });
    const d = await dialog();
    if (radio) await userEvent.click(within(d).getByRole('radio', { name: radio }));
    if (option) await chooseOption(d, option[0]!, option[1]!);
    expect(within(d).getByRole('button', { name: 'Downgrade' })).toBeEnabled();
  });
});

describe('§4 plan-change paths', () => {
  it('upgrade with no option opens the contact page', async () => {
    const { api } = renderBilling(<ManagePlanDialog open onClose={() => undefined} />);
    const d = await dialog();
    await userEvent.click(within(d).getByRole('radio', { name: 'Choose Enterprise' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Upgrade' }));
    expectNewTab(CONTACT_PAGE_URL);
    expect((api as ReturnType<typeof fakeApi>).requestPaymentLink).not.toHaveBeenCalled();
  });

  it('upgrade from a paid plan: Upgrade Plan modal with the discount negative, then checkout in a new tab', async () => {
    const { api, reload } = renderBilling(<ManagePlanDialog open onClose={() => undefined} />);
    const fake = api as ReturnType<typeof fakeApi>;
    const d = await dialog();
    await chooseOption(d, 'Growth', '50 000 credits / month');
    await userEvent.click(within(d).getByRole('button', { name: 'Upgrade' }));
    const upgrade = await screen.findByRole('dialog', { name: 'Upgrade Plan' });
    expect(await within(upgrade).findByText('-$49.75')).toBeInTheDocument();
    expect(within(upgrade).getByText('$299.25')).toBeInTheDocument();
    expect(within(upgrade).getByRole('row', { name: 'Unused credits 6 250' })).toBeInTheDocument();
    expect(fake.getUpgradePreview).toHaveBeenCalledWith('g50', expect.anything());
    expect(fake.requestPaymentLink).not.toHaveBeenCalled();
    await userEvent.click(within(upgrade).getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expectNewTab('https://pay.example/checkout/1'));
    expect(fake.requestPaymentLink).toHaveBeenCalledWith({
      planId: 'g50',
      email: 'admin@novagames.demo',
    });
    // The §2 start-up billing info is refreshed after the change.
    expect(reload).toHaveBeenCalledWith('billing');
  });

  it('upgrade from a free plan: requests the payment link and opens it, no preview', async () => {
    const { api } = renderBilling(<ManagePlanDialog open onClose={() => undefined} />, {
      billingInfo: FREE,
    });
    const fake = api as ReturnType<typeof fakeApi>;
    const d = await dialog();
    await userEvent.click(within(d).getByRole('radio', { name: 'Choose Starter' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expectNewTab('https://pay.example/checkout/1'));
    expect(fake.requestPaymentLink).toHaveBeenCalledWith({
      planId: 's5',
      email: 'admin@novagames.demo',
    });
    expect(fake.getUpgradePreview).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['protocol-relative', '//evil.example/checkout'],
    ['relative', '/billing-proceed?type=newSubscription'],
  ])(
    'a payment link the safe-URL rule refuses (%s): no tab, no link drawn, the §8 text',
    async (_, paymentUrl) => {
      const api = fakeApi();
      api.requestPaymentLink.mockResolvedValue({ paymentUrl });
      const toasts: string[] = [];
      const stop = subscribeNotifications((n) => toasts.push(translate(n.message)));
      renderBilling(<ManagePlanDialog open onClose={() => undefined} />, {
        api,
        billingInfo: FREE,
      });
      const d = await dialog();
      await userEvent.click(within(d).getByRole('radio', { name: 'Choose Starter' }));
      await userEvent.click(within(d).getByRole('button', { name: 'Upgrade' }));
      await waitFor(() =>
        expect(toasts).toEqual(['Oops! Something went wrong! Please try again!']),
      );
      stop();
      expect(open).not.toHaveBeenCalled();
      expect(within(d).queryByRole('link', { name: 'Open the page' })).not.toBeInTheDocument();
    },
  );

  it('downgrade: confirm, then the returned payment link opens', async () => {
    const { api } = renderBilling(<ManagePlanDialog open onClose={() => undefined} />);
    const d = await dialog();
    await userEvent.click(within(d).getByRole('radio', { name: 'Choose Starter' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Downgrade' }));
    const confirm = await screen.findByRole('dialog', { name: 'Downgrade' });
    expect(within(confirm).getByText('Please confirm you want to downgrade.')).toBeInTheDocument();
    expect((api as ReturnType<typeof fakeApi>).requestPaymentLink).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Downgrade' }));
    await waitFor(() => expectNewTab('https://pay.example/checkout/1'));
  });

  it('downgrade with no link returned goes to BillingProceed with the downgrade type', async () => {
    const api = fakeApi();
    api.requestPaymentLink.mockResolvedValue({});
    const onClose = vi.fn();
    renderBilling(<ManagePlanDialog open onClose={onClose} />, {
      api,
      path: '/operators/7/billing',
    });
    const d = await dialog();
    await userEvent.click(within(d).getByRole('radio', { name: 'Choose Free' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Downgrade' }));
    const confirm = await screen.findByRole('dialog', { name: 'Downgrade' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Downgrade' }));
    await waitFor(
      () =>
        expect(screen.getByTestId('location')).toHaveTextContent(
          '/operators/7/billing-proceed?type=downgradePlan',
        ),
      { timeout: 5000 },
    );
    expect(open).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('Cancel in the confirm keeps the plan: no call is made', async () => {
    const { api } = renderBilling(<ManagePlanDialog open onClose={() => undefined} />);
    const d = await dialog();
    await userEvent.click(within(d).getByRole('radio', { name: 'Choose Starter' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Downgrade' }));
    const confirm = await screen.findByRole('dialog', { name: 'Downgrade' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Downgrade' })).not.toBeInTheDocument(),
    );
    expect((api as ReturnType<typeof fakeApi>).requestPaymentLink).not.toHaveBeenCalled();
  });
});
