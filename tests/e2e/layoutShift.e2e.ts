/**
 * Nothing moves when a console page's answers arrive (CLS 0). Every page the sidebar
 * offers, whatever its kind (lists, tabbed pages such as Settings, dashboards, hand-written pages
 * such as Basic Setup), opened by a click on its sidebar entry (a first visit: skeleton, then rows)
 * at 1440 px and on a 390 px phone (the drawer's entry), and the first page of each kind opened
 * cold (the start-up loader, then the page). Every call of the mock API waits 150 ms, so the
 * placeholders show. The sum of every layout-shift entry must be 0, those Chromium files under
 * "recent input" included: a page that shifts 0.3 s after a click still shifts for the operator.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '../../src/generated/pages';
import { ROUTES } from '../../src/generated/routes';
import type { PageDef } from '../../src/model/types';
import { FAULTS_STORAGE_KEY } from '../../src/mocks/faults';
import { BASE, launchBrowser } from './support/browser';
import { demoLogin, logIn, settled } from './support/console';

const DELAY_MS = 150;
const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

/** Every layout shift, kept with its sources' descriptions (what moved says what to fix). */
const PROBE = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const name = (n) => !n || !n.tagName ? '?' :
        n.tagName.toLowerCase() + (typeof n.className === 'string' && n.className ? '.' + n.className.split(/\\s+/)[0] : '') +
        ' "' + (n.textContent || '').trim().slice(0, 24) + '"';
      window.__shifts.push({ value: e.value, sources: (e.sources || []).map((s) => name(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Shift {
  readonly value: number;
  readonly sources: readonly string[];
}

const pageKind = (path: string): PageDef['kind'] | undefined => {
  const route = ROUTES.find((r) => r.path === path);
  return route?.page ? (PAGES as Record<string, PageDef>)[route.page]?.kind : undefined;
};

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signedInContext(size: (typeof SIZES)[number]): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: size.viewport, hasTouch: size.phone });
  await context.addInitScript(PROBE);
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [FAULTS_STORAGE_KEY, JSON.stringify({ '*': { delayMs: DELAY_MS } })] as const,
  );
  const page = await context.newPage();
  await logIn(page, BASE, demoLogin('ROLE_ADMIN'));
  await page.waitForURL((u) => u.pathname !== '/login');
  await settled(page);
  await page.close();
  return context;
}

const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
const resetShifts = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __shifts: Shift[] }).__shifts = []));

/** The page's calls answered, its late code in: then a second for anything later still. */
async function quiet(page: Page): Promise<void> {
  await settled(page);
  await page.waitForTimeout(1000);
}

function total(list: readonly Shift[]): { sum: number; moved: string } {
  const sum = list.reduce((s, x) => s + x.value, 0);
  return { sum, moved: [...new Set(list.flatMap((x) => x.sources))].join('; ') };
}

/** The sidebar's entries (the phone's drawer opened first), by path, once each. */
async function menuPaths(page: Page, phone: boolean): Promise<string[]> {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.waitFor();
  const hrefs = await nav
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  if (phone) await page.keyboard.press('Escape');
  return [...new Set(hrefs)];
}

describe.each(SIZES)('no layout shift on console pages ($name)', (size) => {
  let context: BrowserContext;
  let paths: string[] = [];

  beforeAll(async () => {
    context = await signedInContext(size);
    const page = await context.newPage();
    await page.goto(`${BASE}/`);
    await quiet(page);
    paths = await menuPaths(page, size.phone);
    await page.close();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('opened cold: the first sidebar page of each kind', async () => {
    expect(paths.length).toBeGreaterThan(0);
    const firstOfKind = [...new Map(paths.map((p) => [pageKind(p), p])).values()];
    const found: string[] = [];
    for (const path of firstOfKind) {
      const page = await context.newPage();
      await page.goto(`${BASE}${path}`);
      await quiet(page);
      const { sum, moved } = total(await shifts(page));
      if (sum > 0) found.push(`${path}: ${sum.toFixed(4)} (${moved})`);
      await page.close();
    }
    expect(found).toEqual([]);
  });

  // The plan chip needs billing info, the start-up's second wave; the page beneath the loader is
  // drawn before it answers. Lighthouse counted the bar's widgets moving left for it (0.001).
  it('opened cold with billing info answering last: the plan chip comes, nothing moves', async () => {
    const page = await context.newPage();
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [
        FAULTS_STORAGE_KEY,
        JSON.stringify({
          '*': { delayMs: DELAY_MS },
          'GET /api/v1/operator/:id/subscription/plan/billing-info': { delayMs: 4 * DELAY_MS },
        }),
      ] as const,
    );
    await page.goto(`${BASE}${paths[0] ?? '/'}`);
    await page.locator('header .MuiChip-root').waitFor();
    await quiet(page);
    const { sum, moved } = total(await shifts(page));
    expect(sum, moved).toBe(0);
    await page.close();
  });

  it('opened by a click on its sidebar entry, a first visit', async () => {
    const page = await context.newPage();
    // Start on the last page, so every page, the first included, is reached by a click.
    await page.goto(`${BASE}${paths.at(-1) ?? '/'}`);
    await quiet(page);
    const found: string[] = [];
    for (const path of paths) {
      if (size.phone) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        // The drawer's own slide is not the page's: counted from the tap on the entry.
        await page.waitForTimeout(400);
      }
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await resetShifts(page);
      await nav.locator(`a[href="${path}"]`).first().click();
      await page.waitForURL((u) => u.pathname === path);
      await quiet(page);
      const { sum, moved } = total(await shifts(page));
      if (sum > 0) found.push(`${path}: ${sum.toFixed(4)} (${moved})`);
    }
    await page.close();
    expect(found).toEqual([]);
  });
});
