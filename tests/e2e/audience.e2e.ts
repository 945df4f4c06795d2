import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, launchBrowser, newSession } from './support/browser';
import { logIn, settled } from './support/console';
import { expectAccessible } from './support/axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${BASE}${path}`);
  await settled(page);
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('segments, airdrops, referral, tap to earn and User Data', () => {
  it('an admin creates a segment from rules and sees its size, then airdrops to it and watches the status move', async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, BASE, 'admin@novagames.demo');
    await page.waitForURL((u) => u.pathname !== '/login');
    await settled(page);

    await open(page, '/segments');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(`${BASE}/segments/new`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Big spenders');
    await page.getByLabel('Rule 1: value').fill('2000');
    await page.getByRole('button', { name: 'Add rule' }).click();
    await choose(page, 'Rule 2: compare', 'Sign-up date');
    await choose(page, 'Rule 2: how', 'on or after');
    // A day is typed as the console writes it; leaving the field takes it.
    const day = page.getByRole('textbox', { name: 'Rule 2: value', exact: true });
    await day.fill('1 Jan 2000');
    await day.press('Tab');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/segments\/\d+$/);
    await page.getByText('Balance at least 2 000').waitFor();
    await page.getByText(/^Sign-up date on or after /).waitFor();
    const size = page.locator('.ra-field-usersCount');
    await expect.poll(async () => (await size.innerText()).trim()).toMatch(/\d/);
    const count = Number((await size.innerText()).replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Airdrops to this segment' }).waitFor();
    await expectAccessible(page);

    await open(page, '/airdrop/new');
    await page.getByRole('textbox', { name: 'Name' }).fill('Thanks, big spenders');
    await choose(page, 'Segment', 'Big spenders');
    await page.getByRole('spinbutton', { name: 'Points' }).fill('150');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/airdrop\/\d+$/);
    const status = page.locator('.ra-field-status');
    await status.getByText('Pending').waitFor();
    await expectAccessible(page);
    // The page reloads by itself while the airdrop is pending; nobody clicks.
    await status.getByText('Success').waitFor({ timeout: 20_000 });
    await expect
      .poll(async () =>
        Number((await page.locator('.ra-field-recipients').innerText()).replace(/\D/g, '')),
      )
      .toBe(count);

    await open(page, '/airdrop');
    const row = page.getByRole('row', { name: /Thanks, big spenders/ });
    await row.getByText('Success').waitFor();
    await page
      .getByRole('row', { name: /Holiday bonus/ })
      .getByText('Failed')
      .waitFor();
    await expectAccessible(page);
    await context.close();
  }, 180_000);

  it('an admin sees the referral codes with their use, and the tap-to-earn limits with today’s taps', async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, BASE, 'admin@novagames.demo');
    await page.waitForURL((u) => u.pathname !== '/login');
    await settled(page);

    await open(page, '/referral');
    await page.getByRole('tab', { name: 'Codes' }).waitFor();
    await page.getByRole('columnheader', { name: 'Uses' }).waitFor();
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Referrer reward').waitFor();

    await open(page, '/tap-to-earn');
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('Taps today').waitFor();
    await summary.getByText('11 840').waitFor();
    await expect.poll(() => page.getByLabel('Daily tap limit').inputValue()).toBe('1000');
    await expectAccessible(page);
    await context.close();
  }, 180_000);

  it("an admin opens a user's profile: balance, activity history and requests", async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, BASE, 'admin@novagames.demo');
    await page.waitForURL((u) => u.pathname !== '/login');
    await settled(page);

    await open(page, '/users');
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/users\/\d+$/);
    await expect
      .poll(async () => (await page.locator('.ra-field-balance').innerText()).trim())
      .toMatch(/\d/);
    const activity = page.getByRole('region', { name: 'Activity history' });
    await activity.getByRole('columnheader', { name: 'Points' }).waitFor();
    const requests = page.getByRole('region', { name: 'Requests' });
    await requests.waitFor();
    await expect
      .poll(
        async () =>
          (await activity.locator('tbody tr').count()) +
          (await activity.getByText('Nothing here yet').count()),
      )
      .toBeGreaterThan(0);
    await expectAccessible(page);
    await context.close();
  }, 180_000);

  it('a marketer reads segments, airdrops and a user profile', async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, BASE, 'marketing@novagames.demo');
    await page.waitForURL((u) => u.pathname !== '/login');
    await settled(page);

    await open(page, '/segments');
    await page
      .getByRole('row', { name: /High rollers/ })
      .getByText('Balance at least 5 000')
      .waitFor();
    await open(page, '/airdrop');
    await page.getByRole('row', { name: /Launch airdrop/ }).waitFor();
    await expectAccessible(page);
    await open(page, '/users');
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/users\/\d+$/);
    await page.getByRole('region', { name: 'Activity history' }).waitFor();
    await context.close();
  }, 180_000);
});
