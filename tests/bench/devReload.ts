/**
 * `npx tsx tests/bench/devReload.ts`: how long a saved YAML change takes to show in a browser
 * that has the `npm run dev` console open ("under a second"). Prints; never fails on a
 * number.
 *
 * Runs on a scratch copy of the project (node_modules linked), so the measured edits never touch
 * this checkout's schema/ or src/generated/. Three edits, 7 runs each, with the page open: the
 * Login route renamed on /login signed out (the document title shows it), the Users route renamed
 * on /users signed in as the demo admin (the page heading shows it), and a menu item moved and back,
 * signed in (the sidebar shows it). First, a newcomer's first visit: a dev server with an empty
 * dependency cache, /login, sign in, until the console shows (and whether Vite reloaded the page
 * while it optimised dependencies it had not found at start-up).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { EDITS } from '../schemaEdits/edits';

const RUNS = 7;
const COPY = ['index.html', 'package.json', 'tsconfig.json', 'vite.config.ts'];
const COPY_DIRS = ['deploy', 'generators', 'public', 'schema', 'src'];

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createNetServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => done(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = performance.now() + timeoutMs;
  while (performance.now() < end) {
    // The page reloads while we poll; a read during the navigation throws, so just try again.
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 5));
  }
  return false;
}

interface Scenario {
  readonly label: string;
  /** The schema file edited, under schema/ (written back as it was at the end). */
  readonly file: string;
  /** Run `run`'s edit of the copy's schema/ (each run differs from the one before). */
  readonly edit: (schemaDir: string, original: string, run: number) => void;
  /** Opens the page in the browser; resolves once it shows. */
  readonly open: (page: Page, base: string) => Promise<void>;
  /** Whether the page shows run `run`'s edit. */
  readonly shows: (page: Page, run: number) => Promise<boolean>;
}

/** Renames a route: its `    title: <from>` line becomes `    title: <from> <run>`. */
function renameTitle(file: string, from: string): Scenario['edit'] {
  return (schemaDir, original, run) => {
    const line = `    title: ${from}\n`;
    if (!original.includes(line)) throw new Error(`${file} has no line "${line.trim()}"`);
    writeFileSync(join(schemaDir, file), original.replace(line, `    title: ${from} ${run}\n`));
  };
}

async function signInAsAdmin(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('admin@novagames.demo');
  await page.getByLabel('Password').fill('Demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
}

/** The sidebar's line after the Configuration group's title. */
async function firstOfConfiguration(page: Page): Promise<string | undefined> {
  const lines = (await page.getByRole('navigation', { name: 'Main menu' }).innerText())
    .split('\n')
    .map((l) => l.trim());
  return lines[lines.indexOf('Configuration') + 1];
}

const SCENARIOS: readonly Scenario[] = [
  {
    label: 'signed out, /login: the Login route renamed (document title)',
    file: 'sections/account.yaml',
    edit: renameTitle('sections/account.yaml', 'Login'),
    open: async (page, base) => {
      await page.goto(`${base}/login`);
      await page.getByRole('button', { name: 'Log in' }).waitFor({ timeout: 60_000 });
    },
    shows: async (page, run) => (await page.title()).includes(`Login ${run}`),
  },
  {
    label: 'signed in as the demo admin, /users: the Users route renamed (page heading)',
    file: 'sections/users.yaml',
    edit: renameTitle('sections/users.yaml', 'Users'),
    open: async (page, base) => {
      await signInAsAdmin(page, base);
      await page.goto(`${base}/users`);
      await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor({ timeout: 60_000 });
    },
    shows: async (page, run) =>
      (await page.locator('h1').first().textContent({ timeout: 50 }))?.includes(`Users ${run}`) ??
      false,
  },
  {
    label:
      'signed in as the demo admin: Requests moved to the top of Configuration and back (sidebar)',
    file: 'menus.yaml',
    edit: (schemaDir, original, run) => {
      if (run % 2 === 1) EDITS[0]![1](schemaDir);
      else writeFileSync(join(schemaDir, 'menus.yaml'), original);
    },
    open: async (page, base) => {
      await signInAsAdmin(page, base);
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 60_000 });
    },
    shows: async (page, run) =>
      ((await firstOfConfiguration(page)) === 'Requests') === (run % 2 === 1),
  },
];

/** performance.now() of the server's first update message since the last save. */
let firstSent: number | undefined;

async function measure(root: string, port: number, scenario: Scenario, browser: Browser) {
  const schemaDir = join(root, 'schema');
  const yamlFile = join(schemaDir, scenario.file);
  const original = readFileSync(yamlFile, 'utf8');
  const page = await browser.newPage();
  try {
    await scenario.open(page, `http://127.0.0.1:${port}`);
    let loads = 0;
    page.on('load', () => (loads += 1));
    const times: number[] = [];
    const serverSide: number[] = [];
    let reloads = 0;
    console.log(`\n${scenario.label}`);
    for (let i = 1; i <= RUNS; i++) {
      loads = 0;
      firstSent = undefined;
      const t0 = performance.now();
      scenario.edit(schemaDir, original, i);
      const shown = await waitFor(() => scenario.shows(page, i), 10_000);
      const ms = performance.now() - t0;
      if (shown) times.push(ms);
      const serverMs = firstSent === undefined ? NaN : firstSent - t0;
      if (firstSent !== undefined) serverSide.push(serverMs);
      reloads += loads;
      await new Promise((r) => setTimeout(r, 500));
      console.log(
        `  run ${i}: ${shown ? `${ms.toFixed(0)} ms` : 'not shown within 10 s'} (server sent its update after ${serverMs.toFixed(0)} ms; ${loads} page load(s))`,
      );
    }
    writeFileSync(yamlFile, original);
    times.sort((a, b) => a - b);
    serverSide.sort((a, b) => a - b);
    console.log(
      `  saved YAML → shown in the open browser (${times.length}/${RUNS} runs): median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms, min ${times[0]?.toFixed(0)} ms, max ${times[times.length - 1]?.toFixed(0)} ms; of which save → update sent: median ${serverSide[Math.floor(serverSide.length / 2)]?.toFixed(0)} ms; full page loads: ${reloads}`,
    );
  } finally {
    await page.close();
  }
}

/**
 * A first `npm run dev` visit: empty dependency cache, sign in as the demo admin, until the
 * console's heading shows. Prints the time from the first request and the page loads (1 = none
 * forced by Vite re-optimising dependencies mid-login).
 */
async function firstVisit(root: string, browser: Browser): Promise<void> {
  const port = await freePort();
  const cacheDir = mkdtempSync(join(tmpdir(), 'console-dev-cache-'));
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    cacheDir,
    logLevel: 'error',
    server: { host: '127.0.0.1', port, strictPort: true },
  });
  await server.listen();
  const page = await browser.newPage();
  try {
    let loads = 0;
    page.on('load', () => (loads += 1));
    const base = `http://127.0.0.1:${port}`;
    const t0 = performance.now();
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor({ timeout: 60_000 });
    const login = performance.now() - t0;
    await page.getByLabel('Email').fill('admin@novagames.demo');
    await page.getByLabel('Password').fill('Demo1234');
    const t1 = performance.now();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="startup-loader"]').waitFor({ state: 'detached' });
    const consoleMs = performance.now() - t1;
    console.log(
      `\nfirst dev visit, empty dependency cache: /login shown after ${login.toFixed(0)} ms; Log in → console shown ${consoleMs.toFixed(0)} ms (total ${(performance.now() - t0).toFixed(0)} ms); page loads: ${loads} (1: no reload by Vite)`,
    );
  } finally {
    await page.close();
    await server.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const here = resolve('.');
  const root = mkdtempSync(join(tmpdir(), 'console-dev-bench-'));
  for (const f of COPY) cpSync(join(here, f), join(root, f));
  for (const d of COPY_DIRS) cpSync(join(here, d), join(root, d), { recursive: true });
  symlinkSync(join(here, 'node_modules'), join(root, 'node_modules'), 'dir');
  if (!process.argv.includes('--no-first-visit')) {
    const first = await launchBrowser();
    try {
      await firstVisit(root, first);
    } finally {
      await first.close();
    }
  }
  const port = await freePort();
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: (process.env.VITE_LOG as 'info') ?? 'error',
    server: { host: '127.0.0.1', port, strictPort: true },
  });
  await server.listen();
  // When the server sends its first update (or reload) after a save: the server's share of the figure.
  const send = server.ws.send.bind(server.ws) as (...args: unknown[]) => void;
  server.ws.send = ((...args: unknown[]) => {
    const payload = args[0] as { type?: string } | string;
    if (
      typeof payload === 'object' &&
      (payload.type === 'update' || payload.type === 'full-reload')
    )
      firstSent ??= performance.now();
    send(...args);
  }) as typeof server.ws.send;
  const browser = await launchBrowser();
  try {
    for (const scenario of SCENARIOS) await measure(root, port, scenario, browser);
  } finally {
    await browser.close();
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
