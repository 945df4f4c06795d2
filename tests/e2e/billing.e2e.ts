import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_PAGE_URL } from '../../src/features/billing/links';
import { ADMIN_BASE, BASE, launchBrowser, newSession } from './support/browser';
import { logIn, pathOf, settled } from './support/console';
import { expectAccessible } from './support/axe';

/**
 * Every §4 plan-change path, the §2 chip and the billing pages, on the mock API. Demo
 * operators: Nova Games (Growth 25 000 credits at $199, 75 % used), Pixel Bank (Free), Orbit
 * Travel (locked, Starter INACTIVE, credits used up, payment links come back empty).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A session logged in as `login`, on /billing, with the contact page stubbed (no internet). */
async function start(login: string): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await newSession(browser);
  await context.route(`${new URL(CONTACT_PAGE_URL).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Contact</title>' }),
  );
  await logIn(page, BASE, login);
  await page.waitForURL((u) => u.pathname !== '/login');
  await settled(page);
  return { page, context };
}

async function openManagePlanFromChip(page: Page, chipName: string): Promise<Locator> {
  await page.getByRole('button', { name: chipName }).click();
  await page
    .getByRole('dialog', { name: 'Your plan' })
    .getByRole('button', { name: 'Upgrade' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Manage Plan' });
  await dialog.getByRole('table', { name: 'Plans and their features' }).waitFor();
  return dialog;
}

/** Clicks and returns the new tab's final URL. */
async function newTabUrl(context: BrowserContext, click: () => Promise<void>): Promise<string> {
  const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
  await tab.waitForURL((u) => u.href !== 'about:blank');
  await tab.waitForLoadState('domcontentloaded');
  return tab.url();
}

describe('billing header chip (§2)', () => {
  it('shows the plan; its popover has plan, status, usage with its colour, View Details and Upgrade', async () => {
    const { page, context } = await start('admin@novagames.demo');
    await page.getByRole('button', { name: 'Billing: Growth' }).click();
    const popover = page.getByRole('dialog', { name: 'Your plan' });
    await popover.getByText('Growth', { exact: true }).waitFor();
    await popover.getByText('Active', { exact: true }).waitFor();
    await popover.getByText('18 750 / 25 000 credits').waitFor();
    // 75 % used: still primary (§4: primary at 75 % or less).
    expect(await popover.getByRole('progressbar').getAttribute('data-colour')).toBe('primary');
    await expectAccessible(page, { include: '.MuiPopover-paper' });

    await popover.getByRole('button', { name: 'View Details' }).click();
    await page.waitForURL(`${BASE}/billing`);
    await page.getByRole('heading', { name: 'My Plan' }).waitFor();

    const dialog = await openManagePlanFromChip(page, 'Billing: Growth');
    await dialog.getByText('Current Plan').first().waitFor();
    await expectAccessible(page, { include: '[role="dialog"]' });
    await context.close();
  });

  it("says 'Locked' for a locked operator; INACTIVE in the error style; usage bar in error", async () => {
    const { page, context } = await start('admin@orbittravel.demo');
    const chip = page.getByRole('button', { name: 'Billing: operator locked' });
    expect((await chip.innerText()).trim()).toBe('Locked');
    await chip.click();
    const popover = page.getByRole('dialog', { name: 'Your plan' });
    const status = popover.getByText('Inactive', { exact: true });
    await status.waitFor();
    expect(await status.evaluate((el) => el.closest('.MuiChip-root')?.className)).toContain(
      'MuiChip-colorError',
    );
    await popover.getByText('10 000 / 10 000 credits').waitFor();
    expect(await popover.getByRole('progressbar').getAttribute('data-colour')).toBe('error');
    await context.close();
  });
});

describe('who sees the chip (§6: billing read and the BILLING flag)', () => {
  it('the super admin sees it inside an operator view only; a developer never', async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, ADMIN_BASE, 'super@console.demo');
    await page.waitForURL(`${ADMIN_BASE}/operators`);
    await settled(page);
    expect(await page.getByRole('button', { name: /^Billing:/ }).count()).toBe(0);
    await page.goto(`${ADMIN_BASE}/operators/1002/users`);
    await settled(page);
    // Pixel Bank: Free, 940 of 1000 credits used, between 75 % and 100 %: warning.
    await page.getByRole('button', { name: 'Billing: Free' }).click();
    const popover = page.getByRole('dialog', { name: 'Your plan' });
    await popover.getByText('940 / 1 000 credits').waitFor();
    expect(await popover.getByRole('progressbar').getAttribute('data-colour')).toBe('warning');
    await popover.getByRole('button', { name: 'View Details' }).click();
    await page.waitForURL(`${ADMIN_BASE}/operators/1002/billing`);
    await context.close();

    const dev = await start('developer@novagames.demo');
    await dev.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await dev.page.getByRole('button', { name: /^Billing:/ }).count()).toBe(0);
    await dev.context.close();
  });
});

describe('Manage Plan and the §4 plan-change paths', () => {
  it('the button is disabled while the selection is the current plan and option', async () => {
    const { page, context } = await start('admin@novagames.demo');
    const dialog = await openManagePlanFromChip(page, 'Billing: Growth');
    expect(await dialog.getByRole('button', { name: 'Upgrade' }).isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Credits of Growth' }).click();
    await page.getByRole('option', { name: '50 000 credits / month' }).click();
    await dialog.getByText('$349 / month').waitFor();
    expect(await dialog.getByRole('button', { name: 'Upgrade' }).isEnabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Credits of Growth' }).click();
    await page.getByRole('option', { name: '25 000 credits / month' }).click();
    expect(await dialog.getByRole('button', { name: 'Upgrade' }).isDisabled()).toBe(true);
    await context.close();
  });

  it("upgrade to a plan without options: 'Request a Price' and Upgrade open the contact page", async () => {
    const { page, context } = await start('admin@novagames.demo');
    const dialog = await openManagePlanFromChip(page, 'Billing: Growth');
    expect(
      await newTabUrl(context, () =>
        dialog.getByRole('button', { name: 'Request a Price' }).click(),
      ),
    ).toBe(CONTACT_PAGE_URL);
    await dialog.getByRole('radio', { name: 'Choose Enterprise' }).check();
    expect(
      await newTabUrl(context, () => dialog.getByRole('button', { name: 'Upgrade' }).click()),
    ).toBe(CONTACT_PAGE_URL);
    expect(
      await newTabUrl(context, () => dialog.getByRole('link', { name: 'Book a call' }).click()),
    ).toBe(CONTACT_PAGE_URL);
    await context.close();
  });

  it('upgrade from a paid plan: Upgrade Plan modal, then Proceed to Checkout opens checkout in a new tab', async () => {
    const { page, context } = await start('admin@novagames.demo');
    const dialog = await openManagePlanFromChip(page, 'Billing: Growth');
    await dialog.getByRole('combobox', { name: 'Credits of Growth' }).click();
    await page.getByRole('option', { name: '50 000 credits / month' }).click();
    await dialog.getByRole('button', { name: 'Upgrade' }).click();

    const upgrade = page.getByRole('dialog', { name: 'Upgrade Plan' });
    const compare = upgrade.getByRole('table', { name: 'Upgrade Plan' });
    await compare.getByRole('row', { name: 'Plan Growth Growth' }).waitFor();
    await compare.getByRole('row', { name: 'Monthly credits 25 000 50 000' }).waitFor();
    await compare.getByRole('row', { name: 'Unused credits 6 250' }).waitFor();
    await compare.getByRole('row', { name: 'Price $199 $349' }).waitFor();
    expect(await upgrade.getByTestId('upgrade-subtotal').innerText()).toBe('$349');
    expect(await upgrade.getByTestId('upgrade-discount').innerText()).toBe('-$49.75');
    expect(await upgrade.getByTestId('upgrade-total').innerText()).toBe('$299.25');

    const url = await newTabUrl(context, () =>
      upgrade.getByRole('button', { name: 'Proceed to Checkout' }).click(),
    );
    expect(url).toBe(`${BASE}/billing-proceed?type=newSubscription&checkout=demo`);
    // The change is in: the chip's billing info was refreshed.
    await page
      .getByRole('dialog', { name: 'Manage Plan' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await page.getByRole('button', { name: 'Billing: Growth' }).click();
    await page.getByText('18 750 / 50 000 credits').waitFor();
    await context.close();
  });

  it('upgrade from the free plan: the payment link opens in a new tab', async () => {
    const { page, context } = await start('admin@pixelbank.demo');
    const dialog = await openManagePlanFromChip(page, 'Billing: Free');
    await dialog.getByRole('radio', { name: 'Choose Starter' }).check();
    const url = await newTabUrl(context, () =>
      dialog.getByRole('button', { name: 'Upgrade' }).click(),
    );
    expect(url).toBe(`${BASE}/billing-proceed?type=newSubscription&checkout=demo`);
    expect(await page.getByRole('dialog', { name: 'Upgrade Plan' }).count()).toBe(0);
    await context.close();
  });

  it('downgrade: confirm, then the payment link opens in a new tab', async () => {
    const { page, context } = await start('admin@novagames.demo');
    const dialog = await openManagePlanFromChip(page, 'Billing: Growth');
    await dialog.getByRole('radio', { name: 'Choose Starter' }).check();
    await dialog.getByRole('button', { name: 'Downgrade' }).click();
    const confirm = page.getByRole('dialog', { name: 'Downgrade' });
    await confirm.getByText('Please confirm you want to downgrade.').waitFor();
    const url = await newTabUrl(context, () =>
      confirm.getByRole('button', { name: 'Downgrade' }).click(),
    );
    expect(url).toBe(`${BASE}/billing-proceed?type=downgradePlan&checkout=demo`);
    await context.close();
  });

  it('downgrade to a cheaper option of the same plan, no link returned: BillingProceed with the downgrade type', async () => {
    const { page, context } = await start('admin@orbittravel.demo');
    const dialog = await openManagePlanFromChip(page, 'Billing: operator locked');
    await dialog.getByRole('combobox', { name: 'Credits of Starter' }).click();
    await page.getByRole('option', { name: '5 000 credits / month' }).click();
    await dialog.getByRole('button', { name: 'Downgrade' }).click();
    const confirm = page.getByRole('dialog', { name: 'Downgrade' });
    await confirm.getByText('Please confirm you want to downgrade.').waitFor();
    await confirm.getByRole('button', { name: 'Downgrade' }).click();
    await page.waitForURL(`${BASE}/billing-proceed?type=downgradePlan`);
    await page
      .getByText(
        'Your downgrade request has been received. The new plan applies from your next billing period.',
      )
      .waitFor();
    await page.getByRole('link', { name: 'Back to Billing' }).click();
    await page.waitForURL(`${BASE}/billing`);
    await context.close();
  });
});

describe('the Billing page', () => {
  it('My Plan, plan cards, extra credits, usage chart, paged history; axe finds nothing serious', async () => {
    const { page, context } = await start('admin@novagames.demo');
    await page.goto(`${BASE}/billing`);
    await settled(page);
    await page.getByRole('heading', { name: 'My Plan' }).waitFor();
    const growth = page.getByRole('button', { name: 'Choose Growth' });
    await growth.getByText('Current Plan').waitFor();
    await growth.getByText('$199 / month').waitFor();
    await page
      .getByRole('button', { name: 'Choose Enterprise' })
      .getByText('Request a Price')
      .waitFor();
    await page.getByRole('img', { name: 'Credits used per day' }).waitFor();
    const history = page.getByRole('table', { name: 'Billing history' });
    await history.waitFor();
    expect(await history.getByRole('row').count()).toBeGreaterThan(1);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Buy 5 000 credits' }).click();
    await page.getByText('5 000 extra credits were added.').waitFor();
    await page.getByText('Available extra credits: 5 000').waitFor();

    // A plan card opens Manage Plan on that plan.
    await page.getByRole('button', { name: 'Choose Starter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Plan' });
    expect(await dialog.getByRole('radio', { name: 'Choose Starter' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Downgrade' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Change payment method' }).click();
    await page.waitForURL(`${BASE}/billing-change-payment-redirect`);
    await page.getByRole('heading', { name: 'Change Payment Method' }).waitFor();
    await page.getByRole('link', { name: 'Back to Billing' }).click();
    await page.waitForURL(`${BASE}/billing`);
    expect(await pathOf(page)).toBe('/billing');
    await context.close();
  });
});
