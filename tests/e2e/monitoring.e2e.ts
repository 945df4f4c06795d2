/**
 * §8 error reporting in the production build: the SDK starts from config.json after the first
 * screen, sends a real error scrubbed, and drops what §8 ignores.
 *
 * The page is served on 127.0.0.1, not "localhost": §8 forbids starting on localhost, so a test on
 * localhost could only ever prove silence (the last test does exactly that). The DSN points at a
 * capture server on 127.0.0.1 standing in for Sentry's ingest.
 */
import type { Server } from 'node:http';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PORT, launchBrowser, newSession } from './support/browser';
import { demoLogin, logIn, settled } from './support/console';
import { capturedErrors, startSentryCapture, type SentryCapture } from './support/sentryCapture';
import { startStaticServer } from './support/staticServer';

const PAGE_PORT = E2E_PORT + 4;
const CAPTURE_PORT = E2E_PORT + 5;
const PAGE = `http://127.0.0.1:${PAGE_PORT}`;

/**
 * A same-origin script standing in for a bug in a shipped file (the CSP allows only 'self' scripts,
 * and code run through page.evaluate has an anonymous first frame, which §8 drops). Each error is
 * thrown from a timer, so its stack starts in this file, as a real bug's would.
 */
const CRASH_SCRIPT = `
window.addEventListener('e2e:crash', function (e) {
  var kind = e.detail;
  setTimeout(function crashInShippedCode() {
    var token = localStorage.getItem('auth_token');
    if (kind === 'chunk') {
      var chunk = new Error('Loading chunk 42 failed.\\n(error: ${PAGE}/assets/42.js)');
      chunk.name = 'ChunkLoadError';
      throw chunk;
    }
    if (kind === 'network') throw new Error('Network Error');
    history.replaceState(null, '', location.pathname + '?token=' + token);
    console.warn('retrying as admin@novagames.demo with auth_token=' + token);
    throw new Error('Widget preview failed for admin@novagames.demo (Authorization: Bearer ' + token + ')');
  }, 0);
});
`;

let browser: Browser;
let site: Server;
let capture: SentryCapture;
let root: string;

beforeAll(async () => {
  capture = await startSentryCapture(CAPTURE_PORT);
  root = await mkdtemp(join(tmpdir(), 'console-monitoring-'));
  await cp(resolve('dist'), root, { recursive: true });
  await writeFile(join(root, 'e2e-crash.js'), CRASH_SCRIPT);
  site = await startStaticServer({
    root,
    port: PAGE_PORT,
    config: { apiUrl: '', mockApi: true, sentryDsn: capture.dsn, environment: 'e2e' },
    connectSrc: [capture.origin],
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await new Promise<void>((ok) => site.close(() => ok()));
  await capture.close();
  await rm(root, { recursive: true, force: true });
});

async function crash(page: Page, kind: 'chunk' | 'network' | 'real'): Promise<void> {
  await page.evaluate(
    (k) => window.dispatchEvent(new CustomEvent('e2e:crash', { detail: k })),
    kind,
  );
}

/** Resolves once the browser is idle, i.e. after the idle task that starts reporting has run. */
async function idle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((ok) => requestIdleCallback(() => ok())));
}

describe('error reporting (§8) with a DSN in config.json', () => {
  it('starts after the first screen; a real error arrives scrubbed, ignored ones never leave', async () => {
    const { page, context } = await newSession(browser);
    const sdkRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/start-[\w-]+\.js$/.test(r.url())) sdkRequests.push(r.url());
    });
    await logIn(
      page,
      PAGE,
      demoLogin('ROLE_ADMIN', (d) => d.includes('Nova')),
    );
    await page.waitForURL(/\/my-widget$/);
    await settled(page);
    // Started: the SDK chunk came after the first screen, and its session reached the "ingest".
    await expect.poll(() => sdkRequests.length, { timeout: 20_000 }).toBe(1);
    await expect
      .poll(() => capture.envelopes.some((e) => e.items.some((i) => i.type === 'session')), {
        timeout: 20_000,
      })
      .toBe(true);
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    expect(token).toMatch(/^eyJ/);

    await page.addScriptTag({ url: '/e2e-crash.js' });
    await crash(page, 'chunk');
    await crash(page, 'network');
    await crash(page, 'real');
    await expect.poll(() => capturedErrors(capture).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');

    const errors = capturedErrors(capture);
    expect(errors).toHaveLength(1);
    const [event] = errors as [
      {
        release?: string;
        environment?: string;
        exception?: { values?: { value?: string }[] };
        request?: { url?: string };
        breadcrumbs?: { message?: string }[];
      },
    ];
    // The release the build wrote beside its source maps (deploy/sourceMaps.ts), or §9's without a commit.
    const { release } = JSON.parse(await readFile(resolve('dist-maps/release.json'), 'utf8')) as {
      release: string | null;
    };
    expect(event.release).toBe(release ?? '1.48.1');
    expect(event.environment).toBe('e2e');
    expect(event.exception?.values?.[0]?.value).toBe(
      'Widget preview failed for [email] (Authorization: Bearer [Filtered])',
    );
    expect(event.request?.url).toBe(`${PAGE}/my-widget?token=[Filtered]`);
    expect(event.breadcrumbs?.map((b) => b.message)).toContain(
      'retrying as [email] with auth_token=[Filtered]',
    );
    // Nowhere in anything sent: not the token, not the e-mail, not the header.
    const everything = capture.envelopes.map((e) => e.raw).join('\n');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('admin@novagames.demo');
    expect(everything).not.toMatch(/Bearer ey/);
    expect(everything).not.toContain('Loading chunk 42');
    expect(everything).not.toContain('Network Error');
    await context.close();
  });

  it('spans leave scrubbed: a search for an e-mail, a token in the page URL reach no envelope', async () => {
    const EMAIL = 'span.probe@novagames.demo';
    const URL_TOKEN = 'url-t0ken-7f3a';
    const { page, context } = await newSession(browser);
    await logIn(
      page,
      PAGE,
      demoLogin('ROLE_ADMIN', (d) => d.includes('Nova')),
    );
    await page.waitForURL(/\/my-widget$/);
    await settled(page);
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    expect(token).toMatch(/^eyJ/);
    // A page opened with a token in its URL (a link from an e-mail): the page load's span has it.
    await page.goto(`${PAGE}/users?token=${URL_TOKEN}`);
    await settled(page);
    await idle(page);
    // The search changes the page's URL (a navigation span) and sends the list's request (a
    // request span under it), both with the e-mail in their query.
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(EMAIL);
    await search.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('filter')?.includes(EMAIL) ?? false);
    await settled(page);
    // Spans are sent in batches a few seconds apart: wait for the one with the search's request.
    const spans = () =>
      capture.envelopes
        .filter((e) => e.items.some((i) => i.type === 'span'))
        .map((e) => e.raw)
        .join('\n');
    await expect
      .poll(() => /\/users\?[^"]*filter=/.test(spans()) && /span\.probe|\[email\]/.test(spans()), {
        timeout: 30_000,
      })
      .toBe(true);
    const everything = capture.envelopes.map((e) => e.raw).join('\n');
    const secrets = [EMAIL, encodeURIComponent(EMAIL), 'span.probe', URL_TOKEN, String(token)];
    // The list of those found, not the envelopes (a failure would print them all).
    expect(secrets.filter((s) => everything.includes(s))).toEqual([]);
    expect(everything).not.toMatch(/Bearer ey/);
    await context.close();
  });

  it('never starts on localhost: the SDK is not even downloaded', async () => {
    const { page, context } = await newSession(browser);
    const sdkRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/start-[\w-]+\.js$/.test(r.url())) sdkRequests.push(r.url());
    });
    const local = `http://localhost:${PAGE_PORT}`;
    await page.goto(`${local}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.waitForLoadState('networkidle');
    await idle(page);
    await page.addScriptTag({ url: '/e2e-crash.js' });
    await crash(page, 'real');
    await page.waitForLoadState('networkidle');
    expect(sdkRequests).toEqual([]);
    expect(capture.envelopes.filter((e) => e.origin === local)).toEqual([]);
    await context.close();
  });
});
