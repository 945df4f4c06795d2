/**
 * The phone walk: every route of the schema, opened by every role that may open it (the smoke
 * test's walk, one account a role), at 390 × 844, with one row selected where the page's rows can be selected.
 * A page fails when it is wider than the screen, when a heading is cut with no way to read it in
 * full, when a message key or an UPPER_SNAKE code shows in its text or in a control's accessible
 * name, or when the selection bar leaves the screen or covers the filters. Once per route (by the
 * first account that opens it) axe's serious and critical rules run at 390 and the layout is
 * judged again at 1440 × 900: one browser, one context per account, so the walk stays short.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP } from '../../src/generated/app';
import { BASE, launchBrowser } from './support/browser';
import { DEMO_ACCOUNTS, DEMO_OPERATORS } from '../../src/mocks/demoAccounts';
import { seriousViolations } from './support/axe';
import { layoutProblems } from './support/layoutChecks';
import { ACCOUNTS, plan, seededIds } from './support/routeWalk';
import { logIn, settled } from './support/console';
import { PageWatch, goInApp, shownPath } from './support/smoke';
import { keysAndCodesShown } from './support/shownWords';
import { clearSelection, selectFirstRow, selectionBarProblems } from './support/phoneSelection';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const failures: string[] = [];
/**
 * Routes axe and the desk's width have judged already (by any account): a role changes what a
 * page offers, which the phone's narrow screen is judged for on every visit; the desk's width
 * has the room, and once per route keeps the walk short.
 */
const scanned = new Set<string>();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (failures.length > 0)
    console.log(`Phone failures (${failures.length}):\n${failures.join('\n')}`);
});

/** The layout at a size: the media queries apply and the page draws again before it is judged. */
async function problemsAt(page: Page, size: typeof PHONE, watch: PageWatch): Promise<string[]> {
  await page.setViewportSize(size);
  await page.waitForFunction((w) => document.documentElement.clientWidth <= w, size.width);
  await watch.settle();
  // Two frames: a resize observer's measure (the top bar's ellipsis) lands after the first.
  await page.evaluate(
    () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))),
  );
  return (await layoutProblems(page)).map((p) => `${size.width} px: ${p}`);
}

/**
 * One account a role (its first: the one the demo's table shows for it), one browser context each:
 * what a page offers and how wide it draws follow the role; the other accounts of a role differ by
 * their operator's data, which the smoke walk and the words-not-codes walk open at the desk.
 */
const WALKERS = ACCOUNTS.filter((a, i) => ACCOUNTS.findIndex((b) => b.role === a.role) === i);

describe.each(WALKERS.map((account) => ({ ...account, visits: plan(account) })))(
  'phones: $who',
  ({ visits, ...account }) => {
    let context: BrowserContext;
    let page: Page;
    let watch: PageWatch;
    const ids = new Map<string, string | null>();

    beforeAll(async () => {
      context = await browser.newContext({ viewport: PHONE, hasTouch: true });
      page = await context.newPage();
      watch = new PageWatch(page);
      if (account.login) {
        await logIn(page, account.base, account.login);
        await page.waitForFunction((key) => localStorage.getItem(key), APP.tokenStorageKey);
      } else {
        await page.goto(`${account.base}/login`);
      }
      await settled(page);
      const token = await page.evaluate((key) => localStorage.getItem(key), APP.tokenStorageKey);
      if (token && account.operatorId) {
        for (const [key, id] of await seededIds(page, token, account.operatorId, visits))
          ids.set(key, id);
      }
    });

    afterAll(async () => {
      await context?.close();
    });

    it.each(visits)('$label', async ({ label, route, pattern, query }) => {
      const path = pattern.replace(/:(\w+)/g, (_, param: string) =>
        encodeURIComponent(ids.get(`${pattern}:${param}`) ?? 'missing'),
      );
      await goInApp(page, path + query);
      const problems = await problemsAt(page, PHONE, watch);
      problems.push(...(await keysAndCodesShown(page)).map((p) => `390 px: ${p}`));
      if (await selectFirstRow(page)) {
        const selected = [
          ...(await layoutProblems(page)),
          ...(await selectionBarProblems(page)),
          ...(await keysAndCodesShown(page)),
        ];
        problems.push(...selected.map((p) => `390 px, a row selected: ${p}`));
        await clearSelection(page);
      }
      if (!scanned.has(route.name)) {
        scanned.add(route.name);
        problems.push(...(await seriousViolations(page)).map((v) => `axe at 390 px: ${v}`));
        problems.push(...(await problemsAt(page, DESKTOP, watch)));
        await page.setViewportSize(PHONE);
      }
      for (const p of problems)
        failures.push(`${account.who} | ${label} (${shownPath(page)}) | ${p}`);
      expect(problems, `${account.who} ${label}`).toEqual([]);
    });
  },
);

describe('layout spacing', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: DESKTOP });
    page = await context.newPage();
    const admin = ACCOUNTS.find((a) => a.role === 'ROLE_ADMIN')!;
    await logIn(page, admin.base, admin.login!);
    await page.waitForFunction((key) => localStorage.getItem(key), APP.tokenStorageKey);
    await settled(page);
    await goInApp(page, '/users');
    await page.getByRole('table').waitFor();
  });

  afterAll(async () => {
    await context?.close();
  });

  it("highlights the selected sidebar entry across the drawer's width", async () => {
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const selected = nav.locator('a[aria-current="page"]');
    const entry = (await selected.boundingBox())!;
    const drawer = (await page
      .locator('.RaSidebar-paper, .MuiDrawer-paper')
      .first()
      .boundingBox())!;
    expect(entry.x).toBeLessThanOrEqual(drawer.x + 1);
    expect(entry.x + entry.width).toBeGreaterThanOrEqual(drawer.x + drawer.width - 1);
  });

  it("starts the page's content one spacing step below the e-mail banner", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    try {
      const unverified = await context.newPage();
      const login = DEMO_ACCOUNTS.find((a) => a.operatorId === DEMO_OPERATORS.pixel)!.login;
      await logIn(unverified, BASE, login);
      await settled(unverified);
      await goInApp(unverified, '/users');
      await unverified.getByRole('table').waitFor();
      const banner = unverified.getByText(/Please confirm your email address/);
      const gap = await unverified.evaluate(() => {
        const alert = [...document.querySelectorAll('.MuiAlert-root')].find((a) =>
          a.closest('.RaLayout-content'),
        )!;
        const box = alert.parentElement!;
        const next = box.nextElementSibling!;
        return next.getBoundingClientRect().top - alert.getBoundingClientRect().bottom;
      });
      expect(await banner.count()).toBeGreaterThan(0);
      expect(gap).toBeGreaterThanOrEqual(16);
    } finally {
      await context.close();
    }
  });

  it("starts the page's content one spacing step below the top bar", async () => {
    const gap = await page.evaluate(() => {
      const bar = document.querySelector('header')!.getBoundingClientRect();
      // The top of the first thing drawn in the content (its boxes, not the padding around them).
      const tops = [...document.querySelectorAll('#main-content *, .RaLayout-content *')]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0)
        .map((r) => r.top);
      return Math.min(...tops) - bar.bottom;
    });
    expect(gap).toBeGreaterThanOrEqual(16);
  });
});
