import type { Browser, Page } from 'playwright-core';
import { signedInContext } from './signedInContext';

/**
 * In the page: what a click on a link shows and when, on the page's clock. A click
 * (capture phase) starts a watch; a MutationObserver notes the first moment the new page's frame is
 * there (its heading changed, and a skeleton or rows in the table) and the first moment its real
 * rows are; every layout shift is kept, with the ones Chromium files under "recent input" (CLS
 * leaves those out; a page that shifts 0.3 s after a click still shifts for the operator).
 */
/** A drawn row of a list: not our skeleton's, not react-admin's own placeholder rows. */
export const REAL_ROW = 'tbody tr:not([data-skeleton-row]):not(:has(.RaPlaceholder-root)) td';

export const NAV_PROBE = `
  (() => {
    const nav = { clickAt: null, h1Before: null, frameAt: null, rowsAt: null, shifts: [] };
    window.__nav = nav;
    const rows = () => !!document.querySelector('${REAL_ROW}');
    const skeleton = () => !!document.querySelector('[data-skeleton-row]');
    const h1 = () => document.querySelector('h1')?.textContent ?? null;
    window.__navStart = () => {
      nav.clickAt = performance.now(); nav.h1Before = h1(); nav.frameAt = null; nav.rowsAt = null;
    };
    addEventListener('pointerdown', () => window.__navStart(), true);
    new MutationObserver(() => {
      if (nav.clickAt === null) return;
      const moved = h1() !== null && h1() !== nav.h1Before;
      if (nav.frameAt === null && moved && (skeleton() || rows())) nav.frameAt = performance.now();
      if (nav.rowsAt === null && moved && rows() && !skeleton()) nav.rowsAt = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) nav.shifts.push({ at: e.startTime, value: e.value, input: e.hadRecentInput });
    }).observe({ type: 'layout-shift', buffered: true });
  })();
`;

interface NavMarks {
  readonly clickAt: number | null;
  readonly frameAt: number | null;
  readonly rowsAt: number | null;
  readonly shifts: readonly { at: number; value: number; input: boolean }[];
}

export interface NavRun {
  readonly path: string;
  /** Click → the new page's frame (heading, a skeleton or rows) (ms). */
  readonly frame: number;
  /** Click → its rows (ms). */
  readonly rows: number;
  /** The page's list call itself, request sent → answer read (ms): one round trip. */
  readonly call: number;
  /** Layout shifts from the click until 1 s after the rows (sum, recent input included). */
  readonly shift: number;
}

const marks = (page: Page) => page.evaluate(() => (window as unknown as { __nav: NavMarks }).__nav);

/** The menu's links to list pages (those whose page draws a table), in menu order. */
async function listLinks(page: Page, skip: string): Promise<string[]> {
  const hrefs = await page
    .locator('nav[aria-label="Main menu"] a[href]')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)].filter((h) => h !== skip);
}

/** Opens `link` from the menu, as a click (`hover`: the pointer rests on it first), and times it. */
async function visit(page: Page, apiOrigin: string, link: string, hoverMs: number | null) {
  const anchor = page.locator(`nav[aria-label="Main menu"] a[href="${link}"]`).first();
  if (hoverMs !== null) {
    await anchor.hover();
    await page.waitForTimeout(hoverMs);
  }
  const callsBefore = await page.evaluate(() => performance.getEntriesByType('resource').length);
  // hover = null: the pointer moves onto the link and clicks at once, without a rest.
  await anchor.click();
  await page
    .waitForFunction(
      () => (window as unknown as { __nav: NavMarks }).__nav.rowsAt !== null,
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(1000);
  const m = await marks(page);
  const calls = await page.evaluate(
    ([from, origin]) =>
      performance
        .getEntriesByType('resource')
        .slice(from as number)
        .filter((e) => e.name.startsWith(origin as string) && e.name.includes('range='))
        .map((e) => (e as PerformanceResourceTiming).responseEnd - e.startTime),
    [callsBefore, apiOrigin] as const,
  );
  const click = m.clickAt ?? NaN;
  return {
    path: link,
    frame: (m.frameAt ?? NaN) - click,
    rows: (m.rowsAt ?? NaN) - click,
    call: calls[0] ?? NaN,
    shift: m.shifts.filter((s) => s.at >= click).reduce((sum, s) => sum + s.value, 0),
    calls: calls.length,
  };
}

/** A cold visit of `path`: every layout shift until 2 s after the start-up loader left. */
async function coldShift(browser: Browser, base: string, token: string, path: string) {
  const context = await signedInContext(browser, token, NAV_PROBE);
  try {
    const page = await context.newPage();
    await page.goto(`${base}${path}`);
    await page.locator('h1').first().waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="startup-loader"]').waitFor({ state: 'detached' });
    await page.waitForTimeout(2000);
    const m = await marks(page);
    return m.shifts.reduce((sum, x) => sum + x.value, 0);
  } finally {
    await context.close();
  }
}

const median = (xs: readonly number[]) => {
  const ok = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return ok[Math.floor(ok.length / 2)] ?? NaN;
};
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '–');

/**
 * From /users, every list page of the menu opened once by a click, the pointer not resting on the
 * link (first visits, one session),
 * then the same pages in a fresh session with the pointer resting `HOVER_MS` on each link first.
 */
export async function measureNavigation(
  browser: Browser,
  base: string,
  apiOrigin: string,
  token: string,
): Promise<void> {
  const HOVER_MS = 300;
  const session = async (hoverMs: number | null) => {
    const context = await signedInContext(browser, token, NAV_PROBE);
    try {
      const page = await context.newPage();
      await page.goto(`${base}/users`);
      await page
        .locator('tbody tr:not([data-skeleton-row]) td')
        .first()
        .waitFor({ timeout: 30_000 });
      await page.locator('[data-testid="startup-loader"]').waitFor({ state: 'detached' });
      const runs = [];
      for (const link of await listLinks(page, '/users')) {
        const run = await visit(page, apiOrigin, link, hoverMs);
        if (Number.isFinite(run.rows)) runs.push(run);
      }
      return runs;
    } finally {
      await context.close();
    }
  };
  const clicks = await session(null);
  const hovers = await session(HOVER_MS);
  console.log(
    `\nNavigation between list pages (sidebar, first visit of each, ${clicks.length} pages):`,
  );
  console.log('  page                          frame    rows    call  shift');
  for (const r of clicks)
    console.log(
      `  ${r.path.padEnd(28)} ${ms(r.frame).padStart(6)}  ${ms(r.rows).padStart(6)}  ${ms(r.call).padStart(6)}  ${r.shift.toFixed(3)}`,
    );
  const frame = median(clicks.map((r) => r.frame));
  const rows = median(clicks.map((r) => r.rows));
  const trip = median(clicks.map((r) => r.call));
  console.log(
    `  click → frame (heading, skeleton rows, pager): median ${ms(frame)} ms, ${(frame / 100).toFixed(2)}× the 100 ms budget (max ${ms(Math.max(...clicks.map((r) => r.frame)))} ms)`,
  );
  console.log(
    `  click → rows: median ${ms(rows)} ms; one round trip here (the list call itself) ${ms(trip)} ms + 100 ms = ${ms(trip + 100)} ms: ${(rows / (trip + 100)).toFixed(2)}× (target ≤ 1)`,
  );
  for (const r of hovers)
    console.log(
      `  ${(r.path + ' (pointer rested)').padEnd(28)} ${ms(r.frame).padStart(6)}  ${ms(r.rows).padStart(6)}  ${ms(r.call).padStart(6)}  ${r.shift.toFixed(3)}`,
    );
  const hoverRows = median(hovers.map((r) => r.rows));
  console.log(
    `  pointer resting ${HOVER_MS} ms on the link, then a click → rows: median ${ms(hoverRows)} ms, ${(hoverRows / 100).toFixed(2)}× the 100 ms budget; list calls after the click: ${hovers.map((r) => r.calls).join(', ')} (0: the page used the prefetched answer)`,
  );
  for (const path of ['/users', '/dashboard']) {
    const cold = [];
    for (let i = 0; i < 3; i++) cold.push(await coldShift(browser, base, token, path));
    console.log(
      `  ${path} opened cold, layout shift until 2 s after the loader left (3 runs): ${cold.map((c) => c.toFixed(3)).join(', ')} (target 0)`,
    );
  }
  const shifts = [...clicks, ...hovers].map((r) => r.shift);
  console.log(
    `  layout shift from the click to 1 s after the rows (recent input included): max ${Math.max(...shifts).toFixed(3)}, sum ${shifts.reduce((a, b) => a + b, 0).toFixed(3)} (target 0)`,
  );
}
