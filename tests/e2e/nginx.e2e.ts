/**
 * deploy/nginx.conf, run by Debian's nginx over the production build: the console works under its
 * Content-Security-Policy with zero violations (mock API service worker and error reporting
 * included), and the cache and compression headers are the ones the file promises.
 */
import { chmod, cp, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PORT, launchBrowser, newSession } from './support/browser';
import { logIn, settled } from './support/console';
import { rawGet, startNginx, type RunningNginx } from './support/nginx';
import { startSentryCapture, type SentryCapture } from './support/sentryCapture';

const NGINX_PORT = E2E_PORT + 6;
const CAPTURE_PORT = E2E_PORT + 7;
// Nothing listens there: the RPC origin only has to be allowed, the web3 pages here make no RPC call.
const RPC_ORIGIN = `http://127.0.0.1:${E2E_PORT + 8}`;

let browser: Browser;
let nginx: RunningNginx;
let capture: SentryCapture;
let root: string;

beforeAll(async () => {
  capture = await startSentryCapture(CAPTURE_PORT);
  // A copy of dist/ whose config.json turns error reporting on, as an operator would edit it.
  root = await mkdtemp(join(tmpdir(), 'console-dist-'));
  // nginx's workers ("nobody" when started as root) must be able to read it.
  await chmod(root, 0o755);
  await cp(resolve('dist'), root, { recursive: true });
  const config = JSON.parse(await readFile(join(root, 'config.json'), 'utf8')) as object;
  await writeFile(
    join(root, 'config.json'),
    // mockApi: the build's own file runs no mock; these journeys log in with demo accounts.
    JSON.stringify({ ...config, mockApi: true, sentryDsn: capture.dsn, environment: 'e2e' }),
  );
  nginx = await startNginx({
    root,
    port: NGINX_PORT,
    vars: { RPC_ORIGIN, SENTRY_ORIGIN: capture.origin },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await capture?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const header = (h: Record<string, string | string[] | undefined>, name: string) =>
  String(h[name] ?? '');

describe('deploy/nginx.conf: headers', () => {
  it('sends a CSP with script-src self (no inline, no eval), connect-src limited to API, RPC and Sentry, frames denied', async () => {
    const { headers } = await rawGet(`${nginx.origin}/login`);
    const csp = Object.fromEntries(
      header(headers, 'content-security-policy')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", RPC_ORIGIN, capture.origin]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(header(headers, 'x-content-type-options')).toBe('nosniff');
    expect(header(headers, 'referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(header(headers, 'permissions-policy')).toContain('camera=()');
  });

  it.each([
    ['/', 'text/html'],
    ['/index.html', 'text/html'],
    ['/config.json', 'application/json'],
    ['/users/12', 'text/html'],
  ])('%s is %s and never cached stale (no-cache)', async (path, type) => {
    const { status, headers, body } = await rawGet(`${nginx.origin}${path}`);
    expect(status).toBe(200);
    expect(header(headers, 'content-type')).toContain(type);
    expect(header(headers, 'cache-control')).toBe('no-cache');
    if (type === 'text/html') expect(body.toString()).toContain('<div id="root">');
  });

  it('serves a hashed asset precompressed (the .gz of the build), cached a year and immutable', async () => {
    const js = (await readdir(join(root, 'assets'))).find((f) => /^index-.*\.js$/.test(f));
    if (!js) throw new Error('no index-*.js in the build');
    const gz = await rawGet(`${nginx.origin}/assets/${js}`, { 'Accept-Encoding': 'gzip, br' });
    expect(gz.status).toBe(200);
    expect(header(gz.headers, 'content-encoding')).toBe('gzip');
    expect(header(gz.headers, 'vary')).toBe('Accept-Encoding');
    expect(header(gz.headers, 'cache-control')).toBe('public, max-age=31536000, immutable');
    // Byte for byte the file written at build time, not compressed on the fly.
    expect(gz.body.equals(await readFile(join(root, 'assets', `${js}.gz`)))).toBe(true);

    const plain = await rawGet(`${nginx.origin}/assets/${js}`);
    expect(header(plain.headers, 'content-encoding')).toBe('');
    expect(plain.body.length).toBe((await stat(join(root, 'assets', js))).size);
  });

  it('a chunk of an older deploy is a 404, not index.html, and that 404 is not cached', async () => {
    const { status, headers } = await rawGet(`${nginx.origin}/assets/Users-0ld0ld.js`);
    expect(status).toBe(404);
    expect(header(headers, 'cache-control')).toBe('');
    expect(header(headers, 'content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

/** Every CSP violation the page reports, by event and by console line. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation;
      void report(
        `${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

describe('deploy/nginx.conf: the console under its CSP', () => {
  it('login, a console page and a web3 page work with zero CSP violations', async () => {
    const { page, context, consoleErrors } = await newSession(browser);
    const violations = await watchCsp(page);

    await logIn(page, nginx.origin, 'admin@novagames.demo');
    await page.waitForURL(`${nginx.origin}/my-widget`);
    await settled(page);
    // The mock API is a service worker: allowed by worker-src, it answers the start-up calls.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${nginx.origin}/mockServiceWorker.js`,
    );

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Users' })
      .click();
    await page.waitForURL(`${nginx.origin}/users`);
    await settled(page);
    // A data row (row 0 is the header): the list came from the mock API through the worker.
    await page.getByRole('row').nth(1).waitFor();

    // A deep link: nginx's SPA fallback, then the app's own router.
    await page.goto(`${nginx.origin}/web3/setup`);
    await settled(page);
    expect(new URL(page.url()).pathname).toBe('/web3/setup');
    await page.getByRole('heading', { name: 'Web3 Setup' }).waitFor();

    // Error reporting, started from config.json, reached its origin through connect-src.
    await expect
      .poll(() => capture.envelopes.some((e) => e.origin === nginx.origin), { timeout: 20_000 })
      .toBe(true);

    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
