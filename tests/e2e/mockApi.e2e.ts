import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, launchBrowser, newSession } from './support/browser';
import { logIn, settled, sidebarItems } from './support/console';
import { expectAccessible } from './support/axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the embedded mock API is stateful in the browser', () => {
  it('an uninstalled feature stays uninstalled across a reload; Reset demo data brings the seed back', async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, BASE, 'admin@novagames.demo');
    await page.waitForURL(`${BASE}/my-widget`);
    await settled(page);
    expect(await sidebarItems(page)).toContain('Tap to Earn');

    const tapToEarn = page.getByRole('switch', { name: 'Tap to earn' });
    await expect(tapToEarn.isChecked()).resolves.toBe(true);
    await tapToEarn.click();
    // The menu follows the change at once, without a reload (the slice's menu journey, in reverse).
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('menuitem', { name: 'Tap to Earn' })
      .waitFor({ state: 'detached' });

    await page.reload();
    await settled(page);
    await expect(page.getByRole('switch', { name: 'Tap to earn' }).isChecked()).resolves.toBe(
      false,
    );
    expect(await sidebarItems(page)).not.toContain('Tap to Earn');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
    await page.waitForLoadState('load');
    await settled(page);
    await expect(page.getByRole('switch', { name: 'Tap to earn' }).isChecked()).resolves.toBe(true);
    expect(await sidebarItems(page)).toContain('Tap to Earn');
    await context.close();
  });
});

describe("the demo's feature flags, from the user menu", () => {
  it('switching the billing flag off closes the page gated on it at once, and it stays so after a reload', async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, BASE, 'admin@novagames.demo');
    await page.waitForURL(`${BASE}/my-widget`);
    await settled(page);
    const menu = page.getByRole('button', { name: 'Account menu' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Billing' }).waitFor();
    await page.getByRole('menuitem', { name: 'Feature flags (demo)' }).click();
    const dialog = page.getByRole('dialog', { name: "This operator's feature flags (demo)" });
    const billing = dialog.getByRole('switch', { name: 'BILLING' });
    expect(await billing.isChecked()).toBe(true);
    await expectAccessible(page);
    await billing.click();
    await expect.poll(() => billing.isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The gate follows without a reload: the user menu no longer offers Billing.
    await menu.click();
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Billing' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${BASE}/billing`);
    await settled(page);
    expect(new URL(page.url()).pathname).not.toBe('/billing');
    await context.close();
  });
});
