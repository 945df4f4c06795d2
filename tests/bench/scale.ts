import type { Browser, Page } from 'playwright-core';
import { signedInContext } from './signedInContext';
import { NAV_PROBE, REAL_ROW } from './navigation';
import type { ListStub } from './listStub';

/**
 * In the page: when the answer of each list call was read (Resource Timing) and when a page of
 * `want` rows was drawn after it (a MutationObserver noting the moment the table holds them).
 */
const ROWS_PROBE = `
  (() => {
    const drawn = [];
    window.__drawn = drawn;
    let last = '';
    new MutationObserver(() => {
      const rows = [...document.querySelectorAll('${REAL_ROW}')].map((td) => td.parentElement);
      const distinct = new Set(rows);
      const first = rows[0]?.textContent ?? '';
      const key = distinct.size + ':' + first;
      if (distinct.size > 0 && key !== last) { last = key; drawn.push({ at: performance.now(), rows: distinct.size }); }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  })();
`;

interface Drawn {
  readonly at: number;
  readonly rows: number;
}

/** Answer read → the table drawn with it (ms), for the last list call. */
async function renderAfterAnswer(page: Page, apiOrigin: string, rows: number): Promise<number> {
  const answered = await page.evaluate(
    (origin) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.startsWith(origin) && e.name.includes('range='))
        .map((e) => (e as PerformanceResourceTiming).responseEnd)
        .pop() ?? NaN,
    apiOrigin,
  );
  const drawn = await page.evaluate(() => (window as unknown as { __drawn: Drawn[] }).__drawn);
  const at = drawn.find((d) => d.at >= answered && d.rows >= rows)?.at ?? NaN;
  return at - answered;
}

const median = (xs: readonly number[]) =>
  [...xs].filter(Number.isFinite).sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * /users against a stub holding `stub`'s 100 000 users, 100 rows a page: the next page's 100 rows
 * drawn after its answer (5 pages), and the calls one sort (a column header) and one filter (the
 * search box) send.
 */
export async function measureScale(
  browser: Browser,
  base: string,
  apiOrigin: string,
  token: string,
  stub: ListStub,
  total: number,
): Promise<void> {
  const times: number[] = [];
  let sortCalls = NaN;
  let filterCalls = NaN;
  let pageRows = NaN;
  const context = await signedInContext(browser, token, NAV_PROBE + ROWS_PROBE);
  try {
    const page = await context.newPage();
    const hundredRows = () =>
      page.waitForFunction(
        (row) =>
          new Set([...document.querySelectorAll(row)].map((td) => td.parentElement)).size >= 100,
        REAL_ROW,
        { timeout: 30_000 },
      );
    await page.goto(`${base}/users?page=1&perPage=100`);
    await page.locator('[data-testid="startup-loader"]').waitFor({ state: 'detached' });
    await hundredRows();
    pageRows = await page.locator(REAL_ROW.replace(/ td$/, '')).count();
    // The next pages, one at a time: each answer, then its 100 rows drawn (not the start-up's wait).
    for (let i = 0; i < 5; i++) {
      const first = await page.locator(REAL_ROW).first().textContent();
      await page.getByRole('button', { name: 'Go to next page' }).click();
      await page.waitForFunction(
        ([row, was]) => document.querySelector(row)?.textContent !== was,
        [REAL_ROW, first] as const,
        { timeout: 30_000 },
      );
      await hundredRows();
      await page.waitForTimeout(300);
      times.push(await renderAfterAnswer(page, apiOrigin, 100));
    }
    const before = stub.calls.length;
    await page.locator('thead').getByText('Name', { exact: true }).first().click();
    await page.waitForTimeout(1500);
    sortCalls = stub.calls.length - before;
    const beforeFilter = stub.calls.length;
    await page.getByPlaceholder('Search').first().pressSequentially('Name 99', { delay: 40 });
    await page.waitForTimeout(2000);
    filterCalls = stub.calls.length - beforeFilter;
  } finally {
    await context.close();
  }
  const render = median(times);
  console.log(
    `\nScale: /users with ${total.toLocaleString('en')} users on the API, 100 rows a page:`,
  );
  console.log(
    `  rows in the table: ${pageRows} (server-paged: one page, not the ${total.toLocaleString('en')})`,
  );
  console.log(
    `  the next page's answer read → its 100 rows drawn: median ${render.toFixed(0)} ms (runs ${times.map((t) => t.toFixed(0)).join(', ')}), ${(render / 100).toFixed(2)}× the 100 ms budget`,
  );
  console.log(
    `  one sort (a column header) sent ${sortCalls} call(s); typing a search sent ${filterCalls} call(s) (target 1 each)`,
  );
}
