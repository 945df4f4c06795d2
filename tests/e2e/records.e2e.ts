/**
 * The operator's daily work on records, as browser journeys on the mock API: the admin
 * edits missions, events and rewards on their detail routes, creates and deletes a reward behind
 * the confirm dialog, and sees a server field error next to its field; the super admin opens an
 * operator's view from the Operators list, edits Credit Cost and meets an unknown operator; the
 * Team guard (no removing or demoting oneself or the last admin) is shown to both; the marketer
 * reads but may not invite, manage the team or open Billing (§6). axe on every page visited.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordsMessagesEn } from '../../src/i18n/en/records';
import { ADMIN_BASE, BASE, launchBrowser, newSession } from './support/browser';
import { logIn, settled } from './support/console';
import { expectAccessible } from './support/axe';

// Journeys with several saves and reloads, on a machine shared with other suites.
vi.setConfig({ testTimeout: 120_000 });

const { self: SELF, lastAdmin: LAST_ADMIN } = recordsMessagesEn.records.team;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function signIn(page: Page, base: string, login: string): Promise<void> {
  await logIn(page, base, login);
  await page.waitForURL((u) => u.pathname !== '/login');
  await settled(page);
}

/**
 * Opens a list's first row, then loads its detail route afresh: a form first drawn from the list's
 * cache is reset when its own GET answers, which would undo what a fast test had typed.
 */
async function openFirstRow(page: Page, listPath: string, detail: RegExp): Promise<void> {
  await page.goto(`${BASE}${listPath}`);
  await settled(page);
  await page.locator('tbody tr').first().click();
  await page.waitForURL(detail);
  await page.reload();
  await settled(page);
}

/** Saves the form (a PUT) and waits until the console says it is saved (or, done null: sent). */
async function save(page: Page, done: string | null = 'Element updated'): Promise<void> {
  const sent = page.waitForRequest((r) => r.method() === 'PUT');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await sent;
  if (done) await page.getByText(done).last().waitFor();
}

/** The helper or error text under a form field (MUI links it to the input). */
async function fieldText(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const page = field.page();
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}

describe('records: the admin edits, creates and deletes', () => {
  // One signed-in admin for these journeys (the mock's data lives in the browser context): they
  // touch different records, so they need no fresh data of their own.
  let page: Page;
  let context: BrowserContext;
  beforeAll(async () => {
    ({ page, context } = await newSession(browser));
    await signIn(page, BASE, 'admin@novagames.demo');
  });
  afterAll(async () => {
    await context.close();
  });

  it('edits a mission and an event on their detail routes (kept after reload); a server field error shows next to its field with the typed input kept', async () => {
    await openFirstRow(page, '/missions', /\/missions\/\w+$/);
    await expectAccessible(page);
    const title = page.getByLabel('Title');
    await title.fill('Share the launch post');
    await save(page);
    await page.reload();
    await settled(page);
    expect(await page.getByLabel('Title').inputValue()).toBe('Share the launch post');

    // The second event's code, to reuse on the first one: the API wants codes unique.
    await page.goto(`${BASE}/events`);
    await settled(page);
    const codeColumn = (await page.locator('thead th').allInnerTexts()).findIndex(
      (t) => t.trim() === 'Code',
    );
    const takenCode = (
      await page.locator('tbody tr').nth(1).locator('td').nth(codeColumn).innerText()
    ).trim();
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/events\/\w+$/);
    await page.reload();
    await settled(page);
    await expectAccessible(page);
    await page.getByLabel('Name').fill('Daily check-in');
    await save(page);
    await page.reload();
    await settled(page);
    expect(await page.getByLabel('Name').inputValue()).toBe('Daily check-in');

    const code = page.getByLabel('Code');
    await page.getByLabel('Name').fill('Daily check-in, renamed');
    await code.fill(takenCode);
    await save(page, null);
    await expect.poll(() => fieldText(code)).toContain('Code must be unique');
    expect(await code.inputValue()).toBe(takenCode);
    expect(await page.getByLabel('Name').inputValue()).toBe('Daily check-in, renamed');
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
  });

  it('creates a reward, lands on it, edits it, then deletes it behind the confirm dialog', async () => {
    await page.goto(`${BASE}/rewards/new`);
    await settled(page);
    await expectAccessible(page);
    await page.getByLabel('Name').fill('Gold badge');
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Promo reward' }).click();
    await page.getByLabel('Price').fill('250');
    await page.getByLabel('Stock').fill('40');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/rewards\/\d+$/);
    await page.reload();
    await settled(page);
    const detail = page.url();
    expect(await page.getByLabel('Name').inputValue()).toBe('Gold badge');
    expect(await page.getByLabel('Stock').inputValue()).toBe('40');

    await page.getByLabel('Price').fill('300');
    await save(page);
    await page.goto(detail);
    await settled(page);
    expect(await page.getByLabel('Price').inputValue()).toBe('300');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await confirm
      .getByText('Delete this reward? Users will no longer be able to redeem it.')
      .waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((u) => u.pathname === '/rewards');
    await settled(page);
    await page.getByLabel('Search').fill('Gold badge');
    await settled(page);
    expect(await page.getByRole('row', { name: /Gold badge/ }).count()).toBe(0);
  });

  it("the admin's own Team row says why it cannot be changed, and nothing is sent", async () => {
    const writes: string[] = [];
    page.on('request', (r) => {
      if (['PATCH', 'DELETE'].includes(r.method()) && r.url().includes('/members'))
        writes.push(r.url());
    });
    await page.goto(`${BASE}/settings`);
    await settled(page);
    const own = page.getByRole('row', { name: /admin@novagames\.demo/ });
    const why = own.getByRole('button', { name: SELF });
    await why.waitFor();
    expect(await own.getByRole('button', { name: /^Remove/ }).isDisabled()).toBe(true);
    await why.hover();
    await page.getByRole('tooltip').getByText(SELF).waitFor();
    // Another member's row stays open to changes.
    const other = page.getByRole('row', { name: /developer@novagames\.demo/ });
    expect(await other.getByRole('button', { name: /^Remove/ }).isEnabled()).toBe(true);
    await expectAccessible(page);
    expect(writes).toEqual([]);
  });
});

describe('records: the super admin', () => {
  it("opens an operator's view from its row, sees the last-admin guard, edits Credit Cost with PUT, and meets an unknown operator", async () => {
    const { page, context } = await newSession(browser);
    await signIn(page, ADMIN_BASE, 'super@console.demo');
    await page.goto(`${ADMIN_BASE}/operators`);
    await settled(page);
    await expectAccessible(page);
    await page.getByRole('row', { name: /Nova Games/ }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/operators/1001'));
    await settled(page);
    await expectAccessible(page);

    await page.goto(`${ADMIN_BASE}/operators/1001/settings`);
    await settled(page);
    const admin = page.getByRole('row', { name: /admin@novagames\.demo/ });
    await admin.getByRole('button', { name: LAST_ADMIN }).waitFor();
    expect(await admin.getByRole('button', { name: /^Remove/ }).isDisabled()).toBe(true);
    expect(await admin.getByRole('combobox').getAttribute('aria-disabled')).toBe('true');
    await expectAccessible(page);

    await page.goto(`${ADMIN_BASE}/billing-settings`);
    await settled(page);
    await expectAccessible(page);
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT') puts.push(r.url());
    });
    const missionCost = page.getByLabel('Mission completed');
    await missionCost.fill('5000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => fieldText(missionCost))
      .toContain('Value must be less than or equal to 1000');
    expect(puts).toEqual([]);
    await missionCost.fill('7');
    await save(page, 'Settings saved');
    expect(puts).toHaveLength(1);
    await page.reload();
    await settled(page);
    expect(await page.getByLabel('Mission completed').inputValue()).toBe('7');

    await page.goto(`${ADMIN_BASE}/operators/999999`);
    await settled(page);
    await page.getByRole('heading', { name: 'Operator not found' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});

describe('records: the marketer reads only (§6)', () => {
  it('sees the team but cannot invite, change roles or remove members, and cannot open Billing', async () => {
    const { page, context } = await newSession(browser);
    await signIn(page, BASE, 'marketing@novagames.demo');
    expect(await page.getByRole('button', { name: 'Invite Member' }).count()).toBe(0);

    await page.goto(`${BASE}/settings`);
    await settled(page);
    await page.getByRole('row', { name: /admin@novagames\.demo/ }).waitFor();
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(1);
    expect(await page.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    expect(await page.locator('tbody').getByRole('combobox').count()).toBe(0);
    await expectAccessible(page);

    await page.goto(`${BASE}/billing`);
    await settled(page);
    await page.getByText('Access Forbidden').waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
