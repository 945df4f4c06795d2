import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { signedInContext } from './signedInContext';
import { launchBrowser } from '../e2e/support/browser';
import { LOADER_EXTRA_DELAY_MS } from '../../src/app/useSettled';
import { countStartupRenders } from './renderWork';
import { floorCalls, measureFloor } from './floor';
import { REAL_ROW } from './navigation';

/** Every call of the stub API is delayed 150 ms; 5 cold runs (BENCH_RUNS), the median reported. */
export const DELAY_MS = 150;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/**
 * In the page: when the start-up loader leaves the DOM and when the first screen (the main menu
 * and the page's heading) is there, on the page's clock.
 */
const PROBE = `
  (() => {
    const marks = { loaderSeen: false, loaderGone: null, firstScreen: null, nav: null, h1: null, rows: null };
    window.__startup = marks;
    new MutationObserver(() => {
      const loader = !!document.querySelector('[data-testid="startup-loader"]');
      if (marks.nav === null && document.querySelector('nav[aria-label="Main menu"]')) marks.nav = performance.now();
      if (marks.h1 === null && document.querySelector('h1')) marks.h1 = performance.now();
      if (loader) marks.loaderSeen = true;
      else if (marks.loaderSeen && marks.loaderGone === null) marks.loaderGone = performance.now();
      if (marks.rows === null && !loader && document.querySelector('${REAL_ROW}'))
        marks.rows = performance.now();
      if (marks.loaderGone !== null && marks.firstScreen === null &&
          document.querySelector('nav[aria-label="Main menu"]') && document.querySelector('h1'))
        marks.firstScreen = performance.now();
    }).observe(document, { childList: true, subtree: true });
  })();
`;

interface Marks {
  readonly loaderGone: number | null;
  readonly firstScreen: number | null;
  readonly nav: number | null;
  readonly h1: number | null;
  readonly rows: number | null;
}

interface Entry {
  readonly name: string;
  readonly initiatorType: string;
  readonly startTime: number;
  readonly responseEnd: number;
}

export interface StartupRun {
  /** First API call started → first screen drawn (ms). */
  readonly span: number;
  /** First API call started → the last start-up answer arrived / the loader left (ms). */
  readonly dataDone: number;
  readonly loaderGone: number;
  /** The page's own call (the list), started (ms after the first call). */
  readonly pageCallAt: number;
  readonly navAt: number;
  readonly h1At: number;
  /** The page's rows drawn, the loader gone (ms after the first call). */
  readonly rowsAt: number;
  /** Groups of API calls, a new one each time a call starts after an answer it could depend on. */
  readonly waves: number;
  /** JavaScript requested after the loader cleared (goal 0). */
  readonly lateScripts: readonly string[];
  /** The start-up calls' URLs (not the page's own). */
  readonly calls: readonly string[];
  /** Every script the page loaded (paths). */
  readonly scripts: readonly string[];
  /** When /config.json and the entry chunk were requested (ms after navigation). */
  readonly configStart: number;
  readonly entryStart: number;
  /** The first API call started, and the first screen drawn (ms after navigation). */
  readonly firstCallFromNav: number;
  readonly firstScreenFromNav: number;
  /** Cold runs: the renderer's main thread from navigation to the first screen (ms). */
  readonly mainThread?: MainThread;
}

/** Chromium's own count of the page's main-thread work, read as the first screen is there. */
export interface MainThread {
  /** Time since navigation when read, just after the first screen (ms). */
  readonly elapsed: number;
  /** Busy with tasks of any kind (ms): JS, style, layout, paint, parsing, compiling. */
  readonly busy: number;
  /** Of which running JS (ms). */
  readonly script: number;
}

/** Calls that start within one delay of the wave's first call belong to it. */
export function countWaves(starts: readonly number[], gapMs = DELAY_MS * 0.66): number {
  const sorted = [...starts].sort((a, b) => a - b);
  let waves = 0;
  let waveStart = -Infinity;
  for (const t of sorted) {
    if (t - waveStart > gapMs) {
      waves++;
      waveStart = t;
    }
  }
  return waves;
}

/** Opens `path` in `page` and reads the start-up's timeline once the first screen is up. */
async function measureVisit(
  page: Page,
  base: string,
  apiOrigin: string,
  path: string,
  cdp?: CDPSession,
): Promise<StartupRun> {
  await cdp?.send('Performance.enable');
  await page.goto(`${base}${path}`);
  await page.waitForFunction(
    () => (window as unknown as { __startup: Marks }).__startup.firstScreen !== null,
    undefined,
    { timeout: 30_000 },
  );
  const mainThread = cdp && (await readMainThread(page, cdp));
  await page
    .waitForFunction(
      () => (window as unknown as { __startup: Marks }).__startup.rows !== null,
      undefined,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
  await page.waitForTimeout(300); // anything requested late shows up in the timeline
  const marks = await page.evaluate(() => (window as unknown as { __startup: Marks }).__startup);
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return {
        name: r.name,
        initiatorType: r.initiatorType,
        startTime: r.startTime,
        responseEnd: r.responseEnd,
      };
    }),
  );
  const calls = entries.filter((e: Entry) => e.name.startsWith(apiOrigin));
  // The page's own list call is not a start-up load: it starts beneath the loader once the
  // answers are in (its timing is printed apart).
  const pageCall = new RegExp(`${path}(\\?|$)`);
  const api = calls.filter((e) => !pageCall.test(new URL(e.name).pathname));
  const own = calls.find((e) => pageCall.test(new URL(e.name).pathname));
  const scripts = entries.filter((e: Entry) => /\.js(\?|$)/.test(e.name));
  const first = Math.min(...api.map((e) => e.startTime));
  const loaderGone = marks.loaderGone ?? Infinity;
  return {
    span: (marks.firstScreen ?? NaN) - first,
    dataDone:
      Math.max(...api.filter((e) => e.startTime < loaderGone).map((e) => e.responseEnd)) - first,
    loaderGone: loaderGone - first,
    pageCallAt: (own?.startTime ?? NaN) - first,
    navAt: (marks.nav ?? NaN) - first,
    h1At: (marks.h1 ?? NaN) - first,
    rowsAt: (marks.rows ?? NaN) - first,
    // The start-up's waves: the calls the loader waits for (account info leaves after it).
    waves: countWaves(api.filter((e) => e.startTime < loaderGone).map((e) => e.startTime)),
    lateScripts: scripts
      .filter((e) => e.startTime > loaderGone)
      .map((e) => new URL(e.name).pathname),
    scripts: scripts.map((e) => new URL(e.name).pathname),
    calls: api.map((e) => e.name),
    configStart: entries.find((e) => e.name.endsWith('/config.json'))?.startTime ?? NaN,
    entryStart: scripts[0]?.startTime ?? NaN,
    firstCallFromNav: first,
    firstScreenFromNav: marks.firstScreen ?? NaN,
    mainThread,
  };
}

/** Right after the first screen: how much of the time since navigation the main thread was busy. */
async function readMainThread(page: Page, cdp: CDPSession): Promise<MainThread> {
  const elapsed = await page.evaluate(() => performance.now());
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
  return { elapsed, busy: ms('TaskDuration'), script: ms('ScriptDuration') };
}

/** A first visit: a fresh context, nothing cached. */
async function coldRun(
  browser: Browser,
  base: string,
  apiOrigin: string,
  token: string,
  path: string,
): Promise<StartupRun> {
  const context = await signedInContext(browser, token, PROBE);
  try {
    const page = await context.newPage();
    return await measureVisit(page, base, apiOrigin, path, await context.newCDPSession(page));
  } finally {
    await context.close();
  }
}

/**
 * An operator's next visits: one context opens `path` once (not counted), then `visits` times,
 * the chunks in the HTTP cache (immutable) and their compiled code in V8's code cache.
 */
async function returningRuns(
  browser: Browser,
  base: string,
  apiOrigin: string,
  token: string,
  path: string,
  visits: number,
): Promise<StartupRun[]> {
  const context = await signedInContext(browser, token, PROBE);
  try {
    const page = await context.newPage();
    await measureVisit(page, base, apiOrigin, path);
    const runs: StartupRun[] = [];
    for (let i = 0; i < visits; i++) runs.push(await measureVisit(page, base, apiOrigin, path));
    return runs;
  } finally {
    await context.close();
  }
}

const median = (xs: readonly number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * Opens `path` with a stored token against a real HTTP API stub (not the in-page mock), cold, 5
 * times, and prints the median span from the first API call to the first screen, the call waves and
 * the JS requested after the loader cleared; the same cold runs in Chromium's stock window, taken
 * in turn; then an operator's next visits. Returns the scripts of the last run (the first console
 * page's JS).
 */
export async function measureStartup(
  base: string,
  apiOrigin: string,
  token: string,
  path = '/users',
): Promise<readonly string[]> {
  const browser = await launchBrowser();
  const stock = await launchBrowser({ stockWindow: true });
  try {
    const runs: StartupRun[] = [];
    const stockRuns: StartupRun[] = [];
    const floors: number[] = [];
    // Taken in turn with the cold runs, so both see the machine equally busy; the calls replayed
    // are those the first run made.
    let calls: ReturnType<typeof floorCalls> | undefined;
    for (let i = 0; i < RUNS; i++) {
      const run = await coldRun(browser, base, apiOrigin, token, path);
      runs.push(run);
      calls ??= floorCalls(apiOrigin, token, new Set(run.calls));
      floors.push(await measureFloor(browser, base, token, calls));
      stockRuns.push(await coldRun(stock, base, apiOrigin, token, path));
    }
    const spans = runs.map((r) => r.span);
    const floor = median(floors) + LOADER_EXTRA_DELAY_MS;
    const late = runs.flatMap((r) => r.lateScripts);
    console.log(
      `\nStart-up on ${path}, real HTTP API stub, every call +${DELAY_MS} ms, ${RUNS} cold runs:`,
    );
    console.log(
      `  first API call → first screen: median ${median(spans).toFixed(0)} ms ` +
        `(runs ${spans.map((s) => s.toFixed(0)).join(', ')}; target ≤ 600 ms)`,
    );
    console.log(
      `  the floor here: the same calls in the same two waves from a bare page, cold, answered in ` +
        `${median(floors).toFixed(0)} ms (median; runs ${floors.map((f) => f.toFixed(0)).join(', ')}) ` +
        `+ §2's ${LOADER_EXTRA_DELAY_MS} ms = ${floor.toFixed(0)} ms; the first screen came at ` +
        `${(median(spans) / floor).toFixed(2)}× the floor (target ≤ 1.1×)`,
    );
    const rowsAt = runs.map((r) => r.rowsAt);
    console.log(
      `  first API call → the page's rows drawn (loader gone): median ${median(rowsAt).toFixed(0)} ms ` +
        `(runs ${rowsAt.map((s) => s.toFixed(0)).join(', ')}), ${(median(rowsAt) / floor).toFixed(2)}× the floor ` +
        `(target ≤ 1.1×); the page's own call left at ${median(runs.map((r) => r.pageCallAt)).toFixed(0)} ms (0: with the first wave)`,
    );
    const stockSpans = stockRuns.map((r) => r.span);
    console.log(
      `  the same cold runs in Chromium's stock window (its hidden omnibox popups loading in each new ` +
        `context on the same cores; tests/e2e/support/browser.ts): median ${median(stockSpans).toFixed(0)} ms ` +
        `(runs ${stockSpans.map((s) => s.toFixed(0)).join(', ')}), ${(median(stockSpans) / floor).toFixed(2)}× the floor`,
    );
    console.log(
      `  where it goes (median, ms after the first call): start-up answers in by ${median(runs.map((r) => r.dataDone)).toFixed(0)}, ` +
        `the page's own call started at ${median(runs.map((r) => r.pageCallAt)).toFixed(0)}, ` +
        `loader gone at ${median(runs.map((r) => r.loaderGone)).toFixed(0)} (§2 keeps it ${LOADER_EXTRA_DELAY_MS} ms more), ` +
        `first screen at ${median(spans).toFixed(0)} (menu at ${median(runs.map((r) => r.navAt)).toFixed(0)}, heading at ${median(runs.map((r) => r.h1At)).toFixed(0)})`,
    );
    console.log(
      `  from navigation (what a user waits): first API call at ${median(runs.map((r) => r.firstCallFromNav)).toFixed(0)} ms, ` +
        `first screen at ${median(runs.map((r) => r.firstScreenFromNav)).toFixed(0)} ms ` +
        `(runs ${runs.map((r) => r.firstScreenFromNav.toFixed(0)).join(', ')})`,
    );
    const main = runs.flatMap((r) => (r.mainThread ? [r.mainThread] : []));
    const busy = median(main.map((m) => m.busy));
    const elapsed = median(main.map((m) => m.elapsed));
    console.log(
      `  main thread, cold: busy ${busy.toFixed(0)} ms of the first ${elapsed.toFixed(0)} ms (navigation → ` +
        `read just after the first screen, ${((busy / elapsed) * 100).toFixed(0)}%), running JS for ` +
        `${median(main.map((m) => m.script)).toFixed(0)} ms of it (medians)`,
    );
    console.log(`  start-up call waves: ${runs.map((r) => r.waves).join(', ')} (target 2)`);
    console.log(
      `  JS requests after the loader cleared: ${late.length / RUNS} per run (goal 0)` +
        (late.length > 0 ? ` — ${[...new Set(late)].join(', ')}` : ''),
    );
    console.log(
      `  /config.json requested at ${median(runs.map((r) => r.configStart)).toFixed(0)} ms, ` +
        `the entry chunk at ${median(runs.map((r) => r.entryStart)).toFixed(0)} ms (median, after navigation)`,
    );
    const back = await returningRuns(browser, base, apiOrigin, token, path, RUNS);
    console.log(
      `  returning operator (chunks from the HTTP cache, compiled code from V8's cache), ${RUNS} visits: ` +
        `first API call → first screen median ${median(back.map((r) => r.span)).toFixed(0)} ms ` +
        `(runs ${back.map((r) => r.span.toFixed(0)).join(', ')}), from navigation ` +
        `${median(back.map((r) => r.firstScreenFromNav)).toFixed(0)} ms, ` +
        `JS requests after the loader cleared: ${back.flatMap((r) => r.lateScripts).length / RUNS} per run`,
    );
    // Counted in runs of their own: walking React's tree after each commit takes time of its own.
    // The count moves a little with how the first answers group into commits.
    const work = [];
    for (let i = 0; i < RUNS; i++)
      work.push(await countStartupRenders(browser, base, apiOrigin, token, path));
    const renders = work.map((w) => w.renders);
    console.log(
      `  React work until the first screen (counted, not timed): median ${median(renders)} component renders ` +
        `(runs ${renders.join(', ')}) in ${median(work.map((w) => w.commits))} commits`,
    );
    return runs[runs.length - 1]?.scripts ?? [];
  } finally {
    await browser.close();
    await stock.close();
  }
}

/** Sum of the gzip (-9) sizes of the given dist/ paths. */
export async function gzipOf(dist: string, paths: readonly string[]): Promise<number> {
  let total = 0;
  for (const p of new Set(paths)) {
    if (p.endsWith('mockServiceWorker.js')) continue;
    total += gzipSync(await readFile(join(dist, p)), { level: 9 }).length;
  }
  return total;
}
