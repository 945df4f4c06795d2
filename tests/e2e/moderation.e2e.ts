import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BASE, launchBrowser, newSession } from './support/browser';
import { logIn, settled } from './support/console';
import { seriousViolations } from './support/axe';

// Long journeys (several dialogs and reloads) on a machine shared by many suites.
vi.setConfig({ testTimeout: 180_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const rowsOf = (page: Page) => page.locator('tbody tr');

/** Indexes of the list rows that offer Approve (the pending ones), top to bottom. */
async function pendingRows(page: Page): Promise<number[]> {
  await rowsOf(page).first().waitFor();
  return rowsOf(page).evaluateAll((trs) =>
    trs
      .map((tr, i) =>
        [...tr.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Approve')
          ? i
          : -1,
      )
      .filter((i) => i >= 0),
  );
}

const dialogOf = (page: Page) => page.getByRole('dialog');

async function confirmIn(dialog: Locator, label: string): Promise<void> {
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('moderation: the moderator works the queues', () => {
  it('approves one, declines one with a reason, bulk-approves two from queues that open on Pending; decided items leave them for good; axe finds nothing serious', async () => {
    const { page, consoleErrors } = await newSession(browser);
    await logIn(page, BASE, 'moderator@novagames.demo');
    await page.waitForURL(`${BASE}/welcome`);
    await page.goto(`${BASE}/missions`);
    await settled(page);

    const pending = await pendingRows(page);
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const [first, second] = pending as [number, number];
    const rows = rowsOf(page);
    expect(await rows.nth(first).innerText()).toContain('Pending');
    // The queue opens on what waits (filterDefaults: Pending): a decided item leaves it.
    const waiting = async () => {
      const shown = await page.locator('.MuiTablePagination-displayedRows').first().innerText();
      // "1–25 of 1 200": the count is grouped with spaces as every figure of the console.
      return Number(/of\s+(\d[\d\s]*)/.exec(shown)?.[1]?.replace(/\s/g, '') ?? NaN);
    };
    const before = await waiting();

    // Approve one.
    await rows.nth(first).getByRole('button', { name: 'Approve', exact: true }).click();
    let dialog = dialogOf(page);
    await dialog.getByText('Approve this submission?').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirmIn(dialog, 'Approve');
    await expect.poll(waiting, { timeout: 15_000 }).toBe(before - 1);

    // Decline one, with a reason that travels with the call.
    await rows
      .nth(Math.max(0, second - 1))
      .getByRole('button', { name: 'Decline', exact: true })
      .click();
    dialog = dialogOf(page);
    await dialog.getByLabel('Reason (optional)').fill('The proof is blurry');
    const sent = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().includes('/missions/moderation/'),
    );
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    expect((await sent).postDataJSON()).toEqual({
      status: 'DECLINED',
      reason: 'The proof is blurry',
    });
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(waiting, { timeout: 15_000 }).toBe(before - 2);

    // Bulk: the reward queue, two pending rows selected, one PATCH each.
    await page.goto(`${BASE}/rewards`);
    await settled(page);
    const rewardsWaiting = await waiting();
    const bulk = (await pendingRows(page)).slice(0, 2);
    expect(bulk).toHaveLength(2);
    for (const i of bulk) await rowsOf(page).nth(i).getByRole('checkbox').check();
    const patches: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH') patches.push(r.url());
    });
    await page.getByRole('button', { name: 'Approve selected' }).click();
    dialog = dialogOf(page);
    await dialog.getByText('2 selected items').waitFor();
    await confirmIn(dialog, 'Approve');
    await expect.poll(waiting, { timeout: 15_000 }).toBe(rewardsWaiting - 2);
    expect(patches).toHaveLength(2);
    expect(new Set(patches).size).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    // The decisions persist: a reload shows them.
    await page.reload();
    await settled(page);
    await expect.poll(waiting, { timeout: 15_000 }).toBe(rewardsWaiting - 2);
    // The browser's own background check for a newer mock worker after the reload is not the page's.
    expect(
      consoleErrors.filter((e) => !e.includes('favicon') && !e.includes('update a ServiceWorker')),
    ).toEqual([]);
  });

  it('a row’s box is ticked the moment it is clicked, and unticked the same way', async () => {
    const { page } = await newSession(browser);
    await logIn(page, BASE, 'moderator@novagames.demo');
    await page.waitForURL(`${BASE}/welcome`);
    await page.goto(`${BASE}/rewards`);
    await settled(page);
    const box = rowsOf(page).first().getByRole('checkbox');
    // Read in the click's own task: what the operator sees once the click is handled, before any
    // later render could put it right.
    const clickAndRead = () =>
      box.evaluate((input: HTMLInputElement) => {
        input.click();
        return input.checked;
      });
    expect(await clickAndRead()).toBe(true);
    await expect.poll(() => box.isChecked()).toBe(true);
    expect(await clickAndRead()).toBe(false);
    await expect.poll(() => box.isChecked()).toBe(false);
  });
});

describe('bulk selection as react-admin does it', () => {
  it('the header box selects the pending rows, the bar says how many and clears them; axe finds nothing serious', async () => {
    const { page } = await newSession(browser);
    await logIn(page, BASE, 'moderator@novagames.demo');
    await page.waitForURL(`${BASE}/welcome`);
    await page.goto(`${BASE}/rewards`);
    await settled(page);
    const pending = (await pendingRows(page)).length;
    expect(pending).toBeGreaterThan(0);
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByText(pending === 1 ? '1 item selected' : `${pending} items selected`).waitFor();
    await page.getByRole('button', { name: 'Approve selected' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Unselect' }).click();
    await expect
      .poll(() => page.getByRole('table').getByRole('checkbox', { checked: true }).count())
      .toBe(0);
  });
});

describe('User Data actions: the admin blocks, unblocks and adjusts points', () => {
  it('blocks and unblocks behind a confirm, adjusts points with a reason; axe finds nothing serious', async () => {
    const { page, consoleErrors } = await newSession(browser);
    await logIn(page, BASE, 'admin@novagames.demo');
    await page.waitForURL(`${BASE}/my-widget`);
    await page.goto(`${BASE}/users`);
    await settled(page);
    await rowsOf(page).filter({ hasText: 'Active' }).first().click();
    await page.waitForURL(/\/users\/[^/]+$/);
    await settled(page);

    await page.getByRole('button', { name: 'Block', exact: true }).click();
    let dialog = dialogOf(page);
    await dialog.getByText(/Block this user\?/).waitFor();
    await confirmIn(dialog, 'Block');
    await page.getByRole('button', { name: 'Unblock', exact: true }).waitFor();
    await page.getByText('Blocked', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Unblock', exact: true }).click();
    await confirmIn(dialogOf(page), 'Unblock');
    await page.getByRole('button', { name: 'Block', exact: true }).waitFor();
    await page.getByText('Active', { exact: true }).waitFor();

    const balance = async () => {
      const text = await page.locator('.ra-field-balance').innerText();
      return Number(text.replace(/[^\d-]/g, ''));
    };
    const before = await balance();
    await page.getByRole('button', { name: 'Adjust points' }).click();
    dialog = dialogOf(page);
    // §5 texts before anything is sent.
    await dialog.getByRole('button', { name: 'Adjust points' }).click();
    await dialog.getByText('Amount is required').waitFor();
    await dialog.getByText('Reason is required').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Amount').fill('120');
    await dialog.getByLabel('Reason', { exact: true }).fill('Support goodwill');
    await confirmIn(dialog, 'Adjust points');
    await expect.poll(balance).toBe(before + 120);

    await page.getByRole('button', { name: 'Adjust points' }).click();
    dialog = dialogOf(page);
    await dialog.getByLabel('Amount').fill('-20');
    await dialog.getByLabel('Reason', { exact: true }).fill('Correction');
    await confirmIn(dialog, 'Adjust points');
    await expect.poll(balance).toBe(before + 100);
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
  });
});
