/**
 * `npm run bench`: prints the figures the issues budget, measured on the production build in
 * Debian's Chromium. Prints; never fails on a number (budgets are read by people, not asserted).
 *   1. JavaScript the login route loads (gzip -9), with the real API and with the mock API;
 *   2. every JS chunk of dist/ (raw and gzip), and where the wallet libraries land (walletBundles.ts);
 *   3. start-up against a real HTTP API stub answering in the spec's shapes (every call +150 ms,
 *      BENCH_DELAY_MS; 5 cold runs): first API call → first screen and rows, as a ratio to the floor
 *      measured in the same run; every API call of the first screen (path, wave, start, end), the
 *      call waves, what is unanswered when the loader leaves, JS requested after it; the first console
 *      page's JS; and the React work until the first screen, counted (renderWork.ts);
 *   4. Lighthouse (mobile profile) on /login with the real API, then on the console's /users and
 *      /dashboard signed in by a URL token, beside a bare react-admin list (lighthouse.ts).
 * `npm run bench -- lantern` (by name only) prints Lighthouse's replay behind /users' LCP
 * (lanternPath.ts).
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Server } from 'node:http';
import { launchBrowser } from '../e2e/support/browser';
import { startStaticServer } from '../e2e/support/staticServer';
import { startStubApi } from '../e2e/support/stubApi';
import { DELAY_MS, gzipOf, measureStartup } from './startup';
import { lighthouseConsole, lighthouseLogin } from './lighthouse';
import { lanternPath } from './lanternPath';
import { walletBundles } from './walletBundles';
import { benchGenerate } from './generateTime';
import { listStub } from './listStub';
import { measureNavigation } from './navigation';
import { measureScale } from './scale';

/** BENCH_DIST: another build to measure (a before/after pair), dist/ by default. */
const DIST = resolve(process.env.BENCH_DIST ?? 'dist');
const kB = (n: number) => (n / 1024).toFixed(1).padStart(8) + ' kB';
const gz = (b: Buffer) => gzipSync(b, { level: 9 }).length;

async function chunkTable(): Promise<void> {
  const dir = join(DIST, 'assets');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.js')).sort();
  const rows = await Promise.all(
    files.map(async (f) => {
      const body = await readFile(join(dir, f));
      return { f, raw: body.length, gzip: gz(body) };
    }),
  );
  rows.sort((a, b) => b.gzip - a.gzip);
  console.log(`\nJS chunks in dist/assets (${rows.length}), largest first:`);
  console.log('      raw        gzip  file');
  for (const r of rows) console.log(`${kB(r.raw)} ${kB(r.gzip)}  ${r.f}`);
  const total = rows.reduce((s, r) => s + r.gzip, 0);
  console.log(`total gzip ${kB(total)}`);
}

/** Loads /login in a fresh context and sums the gzip size of every script it fetched. */
async function loginRouteJs(base: string, label: string): Promise<void> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && r.url().startsWith(base)) scripts.add(r.url());
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await page.waitForSelector('input[type="password"]', { timeout: 30_000 });
    let total = 0;
    const lines: string[] = [];
    for (const url of [...scripts].sort()) {
      const path = new URL(url).pathname;
      if (path.endsWith('mockServiceWorker.js')) continue;
      const size = gz(await readFile(join(DIST, path)));
      total += size;
      lines.push(`${kB(size)}  ${path}`);
    }
    console.log(
      `\nLogin route JS, ${label}: ${kB(total).trim()} gzip (${total.toLocaleString('en')} B) in ${lines.length} files`,
    );
    for (const l of lines) console.log(l);
    await context.close();
  } finally {
    await browser.close();
  }
}

/**
 * `npm run bench -- startup` (or bundles, nav, scale, lighthouse, generate), or BENCH_ONLY=nav,scale, runs
 * only those parts; none named runs all.
 */
const PARTS = [...process.argv.slice(2), ...(process.env.BENCH_ONLY?.split(',') ?? [])].filter(
  (p) => p !== '',
);
const wanted = (part: string): boolean => PARTS.length === 0 || PARTS.includes(part);

async function main(): Promise<void> {
  const servers: Server[] = [];
  // BENCH_PORT=4620: the page on 4621, the mock on 4622, the API stub on 4623 (beside another run).
  const basePort = Number(process.env.BENCH_PORT ?? 0);
  const [pagePort, mockPort, apiPort] = (
    basePort > 0 ? [basePort + 1, basePort + 2, basePort + 3] : [4401, 4402, 4499]
  ) as [number, number, number];
  const page = `http://127.0.0.1:${pagePort}`;
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  // Users: 100 000 on the API (the scale figure); every other list 320.
  const USERS = 100_000;
  const lists = listStub(USERS);
  try {
    const api = await startStubApi(apiPort, page, {
      delayMs: DELAY_MS,
      expiredUsers: false,
      billing: true,
      web3: true,
      more: lists.answer,
    });
    servers.push(api.server);
    servers.push(
      await startStaticServer({
        root: DIST,
        port: pagePort,
        config: { apiUrl: apiOrigin, mockApi: false },
        connectSrc: [apiOrigin],
      }),
    );
    servers.push(await startStaticServer({ root: DIST, port: mockPort }));
    if (wanted('bundles')) {
      await loginRouteJs(page, 'real API (budget 170 kB)');
      await loginRouteJs(
        `http://127.0.0.1:${mockPort}`,
        'embedded mock API (adds the mock, demo only)',
      );
      await chunkTable();
      await walletBundles();
    }
    if (wanted('startup')) {
      const scripts = await measureStartup(page, apiOrigin, api.token, '/users');
      console.log(
        `\nFirst console page (/users) JS: ${kB(await gzipOf(DIST, scripts)).trim()} gzip in ${scripts.length} files`,
      );
    }
    if (wanted('nav') || wanted('scale')) {
      const browser = await launchBrowser();
      try {
        if (wanted('nav')) await measureNavigation(browser, page, apiOrigin, api.token);
        if (wanted('scale')) await measureScale(browser, page, apiOrigin, api.token, lists, USERS);
      } finally {
        await browser.close();
      }
    }
    if (wanted('lighthouse')) {
      await lighthouseLogin(`${page}/login`);
      await lighthouseConsole(DIST);
    }
    if (wanted('generate')) await benchGenerate();
    // Asked for by name only: a diagnostic (what Lighthouse's LCP is made of), not a budget.
    if (PARTS.includes('lantern')) await lanternPath(DIST);
  } finally {
    for (const s of servers) s.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
