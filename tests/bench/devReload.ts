/**
 * `npx tsx tests/bench/devReload.ts`: how long a saved YAML change takes to show in a browser
 * that has the `npm run dev` console open (issue 13: "under a second"). Prints; never fails on a
 * number.
 *
 * Runs on a scratch copy of the project (node_modules linked), so the measured edits never touch
 * this checkout's schema/ or src/generated/. Each run renames the Login route's title in
 * schema/sections/account.yaml and waits until the open page's document title shows it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';
import { launchBrowser } from '../e2e/support/browser';

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

async function main(): Promise<void> {
  const here = resolve('.');
  const root = mkdtempSync(join(tmpdir(), 'console-dev-bench-'));
  for (const f of COPY) cpSync(join(here, f), join(root, f));
  for (const d of COPY_DIRS) cpSync(join(here, d), join(root, d), { recursive: true });
  symlinkSync(join(here, 'node_modules'), join(root, 'node_modules'), 'dir');
  const yamlFile = join(root, 'schema', 'sections', 'account.yaml');
  const original = readFileSync(yamlFile, 'utf8');
  const port = await freePort();
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    server: { host: '127.0.0.1', port, strictPort: true },
  });
  await server.listen();
  // When the server tells the page to reload: splits the figure into server side and page side.
  let reloadSent = 0;
  const send = server.ws.send.bind(server.ws) as (...args: unknown[]) => void;
  server.ws.send = ((...args: unknown[]) => {
    const payload = args[0] as { type?: string } | string;
    if (typeof payload === 'object' && payload.type === 'full-reload')
      reloadSent = performance.now();
    send(...args);
  }) as typeof server.ws.send;
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/login`);
    const first = await waitFor(async () => (await page.title()).includes('Login'), 60_000);
    if (!first) throw new Error('the login page never showed its title');
    let loads = 0;
    page.on('load', () => (loads += 1));
    const times: number[] = [];
    const serverSide: number[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const title = `Sign in ${i}`;
      loads = 0;
      reloadSent = 0;
      const t0 = performance.now();
      writeFileSync(yamlFile, original.replace('    title: Login\n', `    title: ${title}\n`));
      const shown = await waitFor(async () => (await page.title()).includes(title), 10_000);
      const ms = performance.now() - t0;
      if (shown) times.push(ms);
      const server_ms = reloadSent > 0 ? reloadSent - t0 : NaN;
      if (reloadSent > 0) serverSide.push(server_ms);
      await new Promise((r) => setTimeout(r, 500));
      console.log(
        `run ${i}: ${shown ? `${ms.toFixed(0)} ms` : 'not shown within 10 s'} (reload sent after ${server_ms.toFixed(0)} ms; ${loads} page load(s))`,
      );
    }
    times.sort((a, b) => a - b);
    serverSide.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.log(
      `\nsaved YAML → shown in the open browser (${times.length}/${RUNS} runs): median ${median?.toFixed(0)} ms, min ${times[0]?.toFixed(0)} ms, max ${times[times.length - 1]?.toFixed(0)} ms; of which save → reload sent: median ${serverSide[Math.floor(serverSide.length / 2)]?.toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
