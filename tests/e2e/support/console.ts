import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../src/mocks/demoAccounts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

/** The demo login of the first account with this role (the mock's seed lists one per role). */
export function demoLogin(role: string, match?: (description: string) => boolean): string {
  const account = DEMO_ACCOUNTS.find(
    (a) => a.role === role && (!match || match(a.description ?? '')),
  );
  if (!account) throw new Error(`No demo account for ${role}`);
  return account.login;
}

/** Logs in through the login page, as a person would. */
export async function logIn(page: Page, base: string, login: string, query = ''): Promise<void> {
  await page.goto(`${base}/login${query}`);
  await page.getByLabel('Email').fill(login);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Waits until the start-up loader is gone and the page has settled on a URL. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('[data-testid="startup-loader"]').waitFor({ state: 'detached' });
}

/** The sidebar's item labels, top to bottom. */
export async function sidebarItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.waitFor();
  return (await nav.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
}

/** The path (and query) the browser shows, once it stops redirecting. */
export async function pathOf(page: Page): Promise<string> {
  const url = new URL(page.url());
  return url.pathname + url.search;
}
