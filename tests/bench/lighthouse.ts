/**
 * Lighthouse on /login with its default mobile profile (simulated slow 4G and a 4× slower CPU) in
 * Debian's Chromium: performance and accessibility scores and the timings behind them, per run
 * and as medians. Issue 11's budget: performance ≥ 90, accessibility 100. Prints; never fails on
 * a number.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../e2e/support/browser';

const RUNS = 3;

interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export async function lighthouseLogin(url: string): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [...CHROMIUM_ARGS],
  });
  const runs: Run[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { categories, audits } = result.lhr;
      const value = (id: string) => audits[id]?.numericValue ?? NaN;
      runs.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        si: value('speed-index'),
      });
    }
  } finally {
    await chrome.kill();
  }
  console.log(
    `\nLighthouse, mobile profile, ${url} (${RUNS} runs; budget: performance ≥ 90, a11y 100)`,
  );
  console.log('  perf  a11y     FCP     LCP     TBT    CLS      SI');
  const row = (r: Run) =>
    `  ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${r.fcp.toFixed(0).padStart(6)}  ${r.lcp.toFixed(0).padStart(6)}  ${r.tbt.toFixed(0).padStart(6)}  ${r.cls.toFixed(3)}  ${r.si.toFixed(0).padStart(6)}`;
  for (const r of runs) console.log(row(r));
  const keys = ['performance', 'accessibility', 'fcp', 'lcp', 'tbt', 'cls', 'si'] as const;
  const med = Object.fromEntries(
    keys.map((k) => [k, median(runs.map((r) => r[k]))]),
  ) as unknown as Run;
  console.log(`${row(med)}  (median; times in ms)`);
}
