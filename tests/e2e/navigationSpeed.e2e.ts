import type { Server } from 'node:http';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '../../src/generated/pages';
import { ROUTES } from '../../src/generated/routes';
import type { PageDef } from '../../src/model/types';
import { listStub, type ListStub } from '../bench/listStub';
import { E2E_PORT, launchBrowser, newSession } from './support/browser';
import { settled } from './support/console';
import { startStaticServer } from './support/staticServer';
import { startStubApi, type StubApi } from './support/stubApi';

// Navigation speed as an operator meets it: what leaves when, what a page shows while it waits. No clocks.
const PAGE = `http://127.0.0.1:${E2E_PORT + 5}`;
const API = `http://127.0.0.1:${E2E_PORT + 6}`;

/** The console's list pages by path (what a sidebar entry may open). */
const LIST_PATHS = new Set<string>(
  ROUTES.filter(
    (r) =>
      r.page !== undefined &&
      (PAGES as Record<string, PageDef>)[r.page]?.kind === 'list' &&
      !r.path.includes(':'),
  ).map((r) => r.path),
);

let browser: Browser;
let site: Server;
let api: StubApi;
let lists: ListStub;

beforeAll(async () => {
  lists = listStub(320);
  api = await startStubApi(E2E_PORT + 6, PAGE, { expiredUsers: false, more: lists.answer });
  site = await startStaticServer({
    root: resolve('dist'),
    port: E2E_PORT + 5,
    config: { apiUrl: API, mockApi: false },
    connectSrc: [API],
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  site.close();
  api.server.close();
});

async function signedIn() {
  const session = await newSession(browser);
  await session.context.addInitScript(
    (token) => localStorage.setItem('auth_token', token),
    api.token,
  );
  return session;
}

const realRows = (page: Page) => page.locator('tbody tr:not([data-skeleton-row]) td').first();

/** A sidebar entry that opens a list other than the one shown. */
async function otherListLink(page: Page, shown: string) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const hrefs = await nav
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const path = hrefs.find((h) => h !== shown && LIST_PATHS.has(h));
  if (!path) throw new Error('the sidebar offers no other list');
  return { path, link: nav.locator(`a[href="${path}"]`).first() };
}

const listCallsTo = (path: string) =>
  lists.calls.filter((c) => c.startsWith(`/api/v1/operator/5${path}?`)).length;

describe('pages with their data, at once', () => {
  it('a cold /users sends its list call before any start-up call has answered', async () => {
    const { page, context } = await signedIn();
    let open: () => void = () => undefined;
    const gate = new Promise<void>((r) => (open = r));
    const answered: string[] = [];
    let listLeftAfter: number | null = null;
    await page.route(`${API}/**`, async (route) => {
      const url = route.request().url();
      if (url.includes('/users?') && listLeftAfter === null) listLeftAfter = answered.length;
      await gate;
      await route.continue();
      answered.push(url);
    });
    await page.goto(`${PAGE}/users`);
    await expect.poll(() => listLeftAfter, { timeout: 15_000 }).not.toBeNull();
    expect(listLeftAfter).toBe(0);
    open();
    await realRows(page).waitFor();
    await context.close();
  });

  it('a sidebar click shows the page’s skeleton while its answer is held, then its rows', async () => {
    const { page, context } = await signedIn();
    await page.goto(`${PAGE}/users`);
    await settled(page);
    await realRows(page).waitFor();
    const { path, link } = await otherListLink(page, '/users');
    let open: () => void = () => undefined;
    const gate = new Promise<void>((r) => (open = r));
    await page.route(new RegExp(`^${API}/api/v1/operator/5${path}\\?`), async (route) => {
      await gate;
      await route.continue();
    });
    await link.evaluate((a) => (a as HTMLAnchorElement).click());
    await page.locator('[data-skeleton-row]').first().waitFor();
    expect(await page.locator('tbody tr:not([data-skeleton-row])').count()).toBe(0);
    open();
    await realRows(page).waitFor();
    expect(await page.locator('[data-skeleton-row]').count()).toBe(0);
    await context.close();
  });

  it('a pointer resting on a sidebar entry fetches its list; the click then asks nothing more', async () => {
    const { page, context } = await signedIn();
    await page.goto(`${PAGE}/users`);
    await settled(page);
    await realRows(page).waitFor();
    const { path, link } = await otherListLink(page, '/users');
    const before = listCallsTo(path);
    await link.hover();
    await expect.poll(() => listCallsTo(path), { timeout: 10_000 }).toBe(before + 1);
    await link.click();
    await page.waitForURL(`${PAGE}${path}`);
    await realRows(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(listCallsTo(path)).toBe(before + 1);
    await context.close();
  });
});
