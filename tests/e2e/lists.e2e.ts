/**
 * Lists people can work with on the production build and the embedded mock: the list keys
 * of the schema (page size, newest first, default filters, labels, user links, CSV, tabs in the
 * URL) and a failed load that looks like a failure (§8: one toast; a Retry instead of an empty
 * table). As an admin of Nova Games, plus a read-only pass as its marketer.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/generated/roles';
import { FAULTS_STORAGE_KEY } from '../../src/mocks/faults';
import { BASE, launchBrowser, newSession } from './support/browser';
import { logIn, settled } from './support/console';

const ADMIN = 'admin@novagames.demo';
const MARKETER = 'marketing@novagames.demo';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function start(login: string): Promise<Page> {
  const { page } = await newSession(browser);
  await logIn(page, BASE, login);
  await page.waitForURL((u) => u.pathname !== '/login');
  await settled(page);
  return page;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${BASE}${path}`);
  await settled(page);
}

/**
 * No serious or critical axe violation in the page. The focus leaves the filter first: a focused
 * field's label takes the theme's focus colour, which is the theme's to judge, not the list's.
 * `exclude` leaves out parts owned elsewhere (see the caller).
 */
async function expectAccessible(page: Page, exclude?: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  let axe = new AxeBuilder({ page }).include('main');
  if (exclude) axe = axe.exclude(exclude);
  const result = await axe.analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/** The texts of one column of the list's table, top to bottom. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const table = page.locator('main table').first();
  await table.locator('tbody tr').first().waitFor();
  const headers = (await table.locator('thead th').allInnerTexts()).map((t) => t.trim());
  const index = headers.indexOf(header);
  expect(index, `column ${header} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return (await table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts()).map((t) =>
    t.trim(),
  );
}

/** The list query the page sent for a resource (ra-data-simple-rest's sort/range/filter). */
function listQuery(url: string) {
  const params = new URL(url).searchParams;
  const parse = (name: string): unknown => JSON.parse(params.get(name) ?? 'null');
  return { sort: parse('sort'), range: parse('range'), filter: parse('filter') };
}

async function chooseOption(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('lists as an admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await start(ADMIN);
  });

  it('Users opens 25 a page (perPage in users.yaml), newest first, statuses in words', async () => {
    const request = page.waitForRequest((r) => /\/operator\/\d+\/users\?/.test(r.url()));
    await open(page, '/users');
    const query = listQuery((await request).url());
    expect(query.sort).toEqual(['createdAt', 'DESC']);
    expect(query.range).toEqual([0, 24]);
    await page.locator('main table tbody tr').nth(24).waitFor();
    expect(await page.locator('main table tbody tr').count()).toBe(25);
    const created = (await columnTexts(page, 'Created')).map((t) => new Date(t).getTime());
    expect(created.every((t) => !Number.isNaN(t))).toBe(true);
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    const statuses = new Set(await columnTexts(page, 'Status'));
    expect([...statuses].every((s) => s === 'Active' || s === 'Blocked')).toBe(true);
    await expectAccessible(page);
  });

  it('filters Users by status', async () => {
    await open(page, '/users');
    await chooseOption(page, 'Status', 'Blocked');
    await page.waitForURL((u) => u.searchParams.get('filter')?.includes('BLOCKED') ?? false);
    await expect
      .poll(async () => [...new Set(await columnTexts(page, 'Status'))])
      .toEqual(['Blocked']);
  });

  it('exports Users as CSV: the declared columns, statuses in words', async () => {
    await open(page, '/users');
    await page.locator('main table tbody tr').first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('users.csv');
    const lines = readFileSync((await file.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('ID,Login,Name,Status,Created');
    expect(lines.length).toBeGreaterThan(25);
    expect(lines.slice(1).every((l) => /,(Active|Blocked),/.test(l))).toBe(true);
  });

  it('Requests: status filter from the §3 statuses, types in words, the user opens User Data', async () => {
    await open(page, '/requests');
    await chooseOption(page, 'Status', 'Declined');
    await expect
      .poll(async () => [...new Set(await columnTexts(page, 'Status'))])
      .toEqual(['Declined']);
    const types = new Set(await columnTexts(page, 'Type'));
    expect([...types].every((t) => /^[A-Z][a-z]+( [a-z]+)*$/.test(t))).toBe(true);
    // The §4 chip colours are the status chips' (src/renderers/shared/processingStatus.ts), not the
    // list's: the error chip's contrast is reported to their owner.
    await expectAccessible(page, '.MuiChip-colorError');

    const userLink = page.locator('main table tbody tr').first().getByRole('link').first();
    // Names, not ids: the user shows by login and opens User Data.
    expect((await userLink.innerText()).trim()).not.toMatch(/^\d+$/);
    await userLink.click();
    await page.waitForURL(/\/users\/[^/]+$/);
    await page.getByRole('heading', { name: 'User Data' }).first().waitFor();
  });

  it('a moderation tab stays open across a reload (?tab=), its queue on Pending by default', async () => {
    await open(page, '/rewards');
    await page.getByRole('tab', { name: 'Moderation' }).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'moderation');
    await page.reload();
    await settled(page);
    expect(await page.getByRole('tab', { name: 'Moderation' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await expect
      .poll(async () => [...new Set(await columnTexts(page, 'Status'))])
      .toEqual(['Pending']);
    await expectAccessible(page);
  });

  it("the Team tab's role filter offers every role of the schema by its label", async () => {
    await open(page, '/settings?tab=team');
    await page.getByRole('combobox', { name: 'Role', exact: true }).click();
    const options = (await page.getByRole('option').allInnerTexts()).map((t) => t.trim());
    const roles = options.filter((o) => o !== '');
    // A member may hold a role no longer offered for invitation: the filter still finds them.
    expect(roles).toHaveLength(ROLES.length);
    expect(roles.some((r) => r.startsWith('ROLE_'))).toBe(false);
    await page.keyboard.press('Escape');
    const shown = new Set(await columnTexts(page, 'Role'));
    expect([...shown].some((r) => r.startsWith('ROLE_'))).toBe(false);
  });

  it('a list whose load fails says so with Retry, no pager, and one toast', async () => {
    const { page: failing } = await newSession(browser);
    await logIn(failing, BASE, ADMIN);
    await failing.waitForURL((u) => u.pathname !== '/login');
    await settled(failing);
    await failing.evaluate(([key, value]) => localStorage.setItem(key, value), [
      FAULTS_STORAGE_KEY,
      JSON.stringify({ 'GET /api/v1/operator/:id/requests': { status: 500 } }),
    ] as const);
    await failing.goto(`${BASE}/requests`);
    // §9: three retries with back-off come first (about 14 s).
    await failing.getByText('Could not load this list.').waitFor({ timeout: 45_000 });
    const retry = failing.getByRole('button', { name: 'Retry' });
    expect(await retry.isVisible()).toBe(true);
    expect(await failing.getByText(/rows per page/i).count()).toBe(0);
    expect(await failing.getByText(/no .* found|nothing here/i).count()).toBe(0);
    const toast = failing.getByText('Injected fault: HTTP 500');
    await toast.first().waitFor();
    expect(await toast.count()).toBe(1);
    // A second toast for the same failure would take the first one's place when it hides.
    await toast.first().waitFor({ state: 'hidden', timeout: 15_000 });
    await failing.waitForTimeout(1500);
    expect(await toast.count()).toBe(0);
    await expectAccessible(failing);

    const again = failing.waitForRequest((r) => /\/operator\/\d+\/requests\?/.test(r.url()));
    await retry.click();
    await again;
    await failing.context().close();
  });
});

describe('lists as a marketer (read-only pass)', () => {
  it('Activity: types in words, a type filter, user links, and an Export button', async () => {
    const page = await start(MARKETER);
    await open(page, '/activity');
    await chooseOption(page, 'Type', 'Reward claimed');
    await expect
      .poll(async () => [...new Set(await columnTexts(page, 'Type'))])
      .toEqual(['Reward claimed']);
    const link = page.locator('main table tbody tr').first().getByRole('link').first();
    expect(await link.getAttribute('href')).toMatch(/^\/users\/\d+$/);
    expect(await page.getByRole('button', { name: 'Export' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.context().close();
  });
});
