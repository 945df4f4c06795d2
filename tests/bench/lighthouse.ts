/**
 * Lighthouse with its default mobile profile (simulated slow 4G and a 4× slower CPU) in Debian's
 * Chromium: performance and accessibility scores and the timings behind them, per run and as
 * medians. Prints; never fails on a number.
 *   - /login (the login route's budget: performance ≥ 90, accessibility 100);
 *   - the console's /users and /dashboard, signed in by a URL token (§2), against the HTTP API stub,
 *     beside a bare react-admin list of the same stub, its peer (tests/bench/peer; the console's
 *     target: performance ≥ 80, goal 90, accessibility 100). The pages take turns run by run, so
 *     the machine's load falls on all of them alike.
 * `LH_BEFORE=<another build's dist>` adds that build's pages to the same turns (before/after runs);
 * `LH_OUT=<folder>` keeps each run's full report there (the diagnostics behind a score).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { CHROMIUM_ARGS } from '../e2e/support/browser';
import { startStaticServer } from '../e2e/support/staticServer';
import { startStubApi } from '../e2e/support/stubApi';
import { DELAY_MS } from './startup';
import { PEER_API_PORT, PEER_OUT } from './peer/vite.config';

const RUNS = Number(process.env.LH_RUNS ?? 3);

interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Lighthouse's measure of this machine's CPU speed at the run (higher is faster). */
  bench: number;
}

interface Target {
  readonly label: string;
  readonly url: string;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Debian's Chromium, with the browser suite's flags, for Lighthouse to drive. */
export const launchChromium = () =>
  chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: [...CHROMIUM_ARGS] });

/** One Lighthouse run (its default mobile profile) of `url` in the Chromium on `port`. */
export async function runLighthouse(url: string, port: number, categories: readonly string[]) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  return result;
}

/** Runs every target RUNS times, in turns, in one Chromium; the runs of each target in order. */
async function audit(targets: readonly Target[]): Promise<Map<Target, Run[]>> {
  const out = process.env.LH_OUT;
  if (out) await mkdir(out, { recursive: true });
  const chrome = await launchChromium();
  const runs = new Map<Target, Run[]>(targets.map((t) => [t, []]));
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const target of targets) {
        const result = await runLighthouse(target.url, chrome.port, [
          'performance',
          'accessibility',
        ]);
        const { categories, audits } = result.lhr;
        if (out) {
          const name = `${target.label.replace(/\W+/g, '_')}-${i + 1}.json`;
          await writeFile(join(out, name), JSON.stringify(result.lhr));
        }
        const value = (id: string) => audits[id]?.numericValue ?? NaN;
        runs.get(target)?.push({
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          si: value('speed-index'),
          bench: result.lhr.environment.benchmarkIndex,
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return runs;
}

/**
 * The CPU figures (TBT above all) are the run's own task times × 4: on this shared machine they move
 * with its load, which the benchmark index shows (Lighthouse's profile assumes a desktop of ~1000+).
 */
function print(title: string, runs: readonly Run[]): void {
  console.log(`\n${title}`);
  console.log('  perf  a11y     FCP     LCP     TBT    CLS      SI  bench');
  const row = (r: Run) =>
    `  ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${r.fcp.toFixed(0).padStart(6)}  ${r.lcp.toFixed(0).padStart(6)}  ${r.tbt.toFixed(0).padStart(6)}  ${r.cls.toFixed(3)}  ${r.si.toFixed(0).padStart(6)}  ${r.bench.toFixed(0).padStart(5)}`;
  for (const r of runs) console.log(row(r));
  const keys = ['performance', 'accessibility', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'bench'] as const;
  const med = Object.fromEntries(
    keys.map((k) => [k, median(runs.map((r) => r[k]))]),
  ) as unknown as Run;
  console.log(`${row(med)}  (median; times in ms)`);
}

export async function lighthouseLogin(url: string): Promise<void> {
  const target = { label: 'login', url };
  const runs = await audit([target]);
  print(
    `Lighthouse, mobile profile, ${url} (${RUNS} runs; budget: performance ≥ 90, a11y 100)`,
    runs.get(target) ?? [],
  );
}

/** The dashboard's figures for the last 30 days, in the shape the console reads (docs/api-shapes-dashboards.md). */
function dashboardSummary(): Record<string, unknown> {
  const day = (i: number) => new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10);
  return {
    totalUsers: 12840,
    newUsers: 412,
    activeUsers: 1930,
    pointsEarned: 98500,
    pointsSpent: 61200,
    revenue: 4890.5,
    pendingRequests: 7,
    activityByDay: Array.from({ length: 30 }, (_, i) => ({
      date: day(29 - i),
      count: 300 + ((i * 37) % 120),
    })),
    activityByType: [
      { type: 'LOGIN', count: 5200 },
      { type: 'MISSION_COMPLETED', count: 2100 },
      { type: 'REWARD_CLAIMED', count: 880 },
    ],
  };
}

/** Serves a console build on `port`, its own API stub on `port + 1` (the stub answers one origin). */
export async function serveConsole(dist: string, port: number, servers: Server[]): Promise<string> {
  const page = `http://127.0.0.1:${port}`;
  const apiOrigin = `http://127.0.0.1:${port + 1}`;
  const api = await startStubApi(port + 1, page, {
    delayMs: DELAY_MS,
    expiredUsers: false,
    billing: true,
    web3: true,
    routes: { 'GET /api/v1/operator/5/dashboard/summary': dashboardSummary() },
  });
  servers.push(api.server);
  servers.push(
    await startStaticServer({
      root: dist,
      port,
      config: { apiUrl: apiOrigin, mockApi: false },
      connectSrc: [apiOrigin],
    }),
  );
  return api.token;
}

/** Builds the peer (a few seconds) and serves it on `port`, its stub on PEER_API_PORT. */
async function servePeer(port: number, servers: Server[]): Promise<string> {
  await build({ configFile: resolve('tests/bench/peer/vite.config.ts') });
  const page = `http://127.0.0.1:${port}`;
  const api = await startStubApi(PEER_API_PORT, page, { delayMs: DELAY_MS, expiredUsers: false });
  servers.push(api.server);
  servers.push(
    await startStaticServer({
      root: PEER_OUT,
      port,
      connectSrc: [`http://127.0.0.1:${PEER_API_PORT}`],
    }),
  );
  return api.token;
}

const PAGES = ['/users', '/dashboard'] as const;

/** The console's pages and their peer, in turns, with ports of their own (4640–4645). */
export async function lighthouseConsole(dist = resolve('dist')): Promise<void> {
  const servers: Server[] = [];
  try {
    const builds: [string, string][] = [['', dist]];
    if (process.env.LH_BEFORE) builds.push(['before ', resolve(process.env.LH_BEFORE)]);
    const targets: Target[] = [];
    for (const [i, [label, root]] of builds.entries()) {
      const port = i === 0 ? 4640 : 4644;
      const token = await serveConsole(root, port, servers);
      for (const path of PAGES)
        targets.push({
          label: `${label}${path}`,
          url: `http://127.0.0.1:${port}${path}?token=${token}`,
        });
    }
    const peerToken = await servePeer(4642, servers);
    targets.push({ label: 'peer /users', url: `http://127.0.0.1:4642/?token=${peerToken}#/users` });
    const runs = await audit(targets);
    for (const target of targets)
      print(
        `Lighthouse, mobile profile, ${target.label} (${RUNS} runs; ${
          target.label.startsWith('peer')
            ? "a bare react-admin list: the console's peer"
            : 'target: performance ≥ 80 (goal 90), a11y 100'
        })`,
        runs.get(target) ?? [],
      );
  } finally {
    for (const s of servers) s.close();
  }
}

// `tsx tests/bench/lighthouse.ts`: the console's pages and the peer only (dist/ built before).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  lighthouseConsole().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
