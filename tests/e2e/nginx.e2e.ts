/**
 * The image's start on this machine: deploy/start.sh renders config.json and deploy/nginx.conf from
 * the container's environment, then Debian's nginx serves the production build with them. The
 * console works against its API under the Content-Security-Policy with zero violations (error
 * reporting included); cache, compression, health and source-map answers are the ones the file
 * promises; a start with a bad environment never serves.
 */
import { chmod, cp, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PORT, launchBrowser, newSession } from './support/browser';
import { logIn, settled } from './support/console';
import { NGINX_BIN, rawGet, spawnStart, startNginx, type RunningNginx } from './support/nginx';
import { startSentryCapture, type SentryCapture } from './support/sentryCapture';
import { startStubApi, type StubApi } from './support/stubApi';

const NGINX_PORT = E2E_PORT + 6;
const NGINX_ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;
const CAPTURE_PORT = E2E_PORT + 7;
// Nothing listens there: the RPC origin only has to be allowed, the pages here make no RPC call.
const RPC_URL = `http://127.0.0.1:${E2E_PORT + 8}/polygon`;
const RPC_ORIGIN = new URL(RPC_URL).origin;
const API_PORT = E2E_PORT + 9;
const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
/** A source map as a build could leave one beside its chunk, and its precompressed copy. */
const MAP = 'assets/index-5ource.js.map';

let browser: Browser;
let nginx: RunningNginx;
let capture: SentryCapture;
let api: StubApi;
let root: string;

beforeAll(async () => {
  capture = await startSentryCapture(CAPTURE_PORT);
  api = await startStubApi(API_PORT, NGINX_ORIGIN, { expiredUsers: false });
  // A copy of dist/, as the image holds it; the start writes its config.json.
  root = await mkdtemp(join(tmpdir(), 'console-dist-'));
  // nginx's workers ("nobody" when started as root) must be able to read it.
  await chmod(root, 0o755);
  await cp(resolve('dist'), root, { recursive: true });
  await writeFile(join(root, MAP), '{"version":3,"sources":["src/secret.ts"]}');
  await writeFile(join(root, `${MAP}.gz`), 'not really gzip');
  nginx = await startNginx({
    root,
    port: NGINX_PORT,
    env: {
      CONSOLE_API_URL: API_ORIGIN,
      CONSOLE_ENVIRONMENT: 'e2e',
      CONSOLE_SENTRY_DSN: capture.dsn,
      CONSOLE_POLYGON_RPC_URL: RPC_URL,
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await capture?.close();
  api?.server.close();
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
    expect(csp['connect-src']).toEqual(["'self'", API_ORIGIN, RPC_ORIGIN, capture.origin]);
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

describe('deploy/nginx.conf: what the start wrote, health and maps', () => {
  it('serves the config.json the start wrote from the environment, the mock off', async () => {
    const { body } = await rawGet(`${nginx.origin}/config.json`);
    expect(JSON.parse(body.toString())).toEqual({
      apiUrl: API_ORIGIN,
      mockApi: false,
      sentryDsn: capture.dsn,
      walletConnectProjectId: '',
      environment: 'e2e',
      polygonRpcUrl: RPC_URL,
    });
  });

  it('answers /healthz itself: 200 "ok" as text, not the SPA, never cached', async () => {
    const { status, headers, body } = await rawGet(`${nginx.origin}/healthz`);
    expect(status).toBe(200);
    expect(header(headers, 'content-type')).toMatch(/^text\/plain/);
    expect(body.toString()).toBe('ok\n');
    expect(header(headers, 'cache-control')).toBe('no-cache');
  });

  it.each([
    [MAP, ''],
    [MAP, 'gzip'],
    [`${MAP}.gz`, ''],
    ['index.js.map', ''],
  ])(
    'refuses the source map %s (Accept-Encoding "%s") with a 404, never its content',
    async (path, enc) => {
      const { status, body } = await rawGet(
        `${nginx.origin}/${path}`,
        enc ? { 'Accept-Encoding': enc } : {},
      );
      expect(status).toBe(404);
      expect(body.toString()).not.toMatch(/sources|not really gzip|<div id="root">/);
    },
  );
});

describe('deploy/start.sh under nginx: a bad environment never serves', () => {
  it('stops before nginx with a line naming the variable, and nothing answers', async () => {
    const port = NGINX_PORT + 4;
    const dir = await mkdtemp(join(tmpdir(), 'console-refused-'));
    try {
      const started = spawnStart(
        {
          CONSOLE_API_URL: 'http://api.example.com',
          CONSOLE_ROOT: root,
          CONSOLE_NGINX_CONF: join(dir, 'console.conf'),
          CONSOLE_LISTEN: `127.0.0.1:${port}`,
        },
        [NGINX_BIN, '-p', dir, '-e', join(dir, 'error.log'), '-t'],
      );
      const code = await new Promise((ok) => started.child.once('exit', ok));
      expect(code).toBe(1);
      expect(started.stderr()).toMatch(
        /^console-start: CONSOLE_API_URL "http:\/\/api\.example\.com" is not an origin/m,
      );
      expect(started.stderr()).toMatch(/^console-start: CONSOLE_ENVIRONMENT is required/m);
      expect(started.stderr()).not.toMatch(/nginx|syntax is ok/);
      expect(await readdir(dir)).toEqual([]);
      await expect(rawGet(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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
  it('login, a console page and a deep link work against the API with zero CSP violations', async () => {
    const { page, context, consoleErrors } = await newSession(browser);
    const violations = await watchCsp(page);

    await logIn(page, nginx.origin, 'real.admin@example.com');
    await page.waitForURL(`${nginx.origin}/my-widget`);
    await settled(page);
    // The API of config.json answered the log-in, allowed by connect-src; no mock in between.
    expect(api.seen.some((r) => r.method === 'POST' && r.path === '/api/v1/auth/login')).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('menuitem', { name: 'Users' })
      .click();
    await page.waitForURL(`${nginx.origin}/users`);
    await settled(page);
    // A data row (row 0 is the header): the list came from the API.
    await page.getByRole('row').nth(1).waitFor();

    // A deep link: nginx's SPA fallback, then the app's own router.
    await page.goto(`${nginx.origin}/users`);
    await settled(page);
    expect(new URL(page.url()).pathname).toBe('/users');
    await page.getByRole('row').nth(1).waitFor();

    // Error reporting, started from config.json, reached its origin through connect-src.
    await expect
      .poll(() => capture.envelopes.some((e) => e.origin === nginx.origin), { timeout: 20_000 })
      .toBe(true);

    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
