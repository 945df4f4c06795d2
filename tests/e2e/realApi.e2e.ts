import type { Server } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_ORDER } from '../../deploy/chunking';
import { E2E_PORT, launchBrowser, newSession } from './support/browser';
import { settled } from './support/console';
import { startStaticServer } from './support/staticServer';
import { startStubApi, type StubApi } from './support/stubApi';

const PAGE_PORT = E2E_PORT + 1;
const API_PORT = E2E_PORT + 3;
const PAGE = `http://127.0.0.1:${PAGE_PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;
// A second deployment whose operator has billing on: billing info is the start-up's second wave.
const BILLING_PAGE = `http://127.0.0.1:${E2E_PORT + 2}`;
const BILLING_API = `http://127.0.0.1:${E2E_PORT + 4}`;

let browser: Browser;
let site: Server;
let api: StubApi;
let billingSite: Server;
let billingApi: StubApi;

beforeAll(async () => {
  api = await startStubApi(API_PORT, PAGE);
  // The same build, pointed at another API by its config.json alone (no rebuild).
  site = await startStaticServer({
    root: resolve('dist'),
    port: PAGE_PORT,
    config: { apiUrl: API, mockApi: false },
    connectSrc: [API],
  });
  billingApi = await startStubApi(E2E_PORT + 4, BILLING_PAGE, {
    billing: true,
    expiredUsers: false,
  });
  billingSite = await startStaticServer({
    root: resolve('dist'),
    port: E2E_PORT + 2,
    config: { apiUrl: BILLING_API, mockApi: false },
    connectSrc: [BILLING_API],
  });
  browser = await launchBrowser();
});

/** For polls that wait on a cold start-up: a busy 2-core machine can take longer than poll's 1 s. */
const BOOT = { timeout: 15_000 };

/** A page of the billing deployment with a stored session, as after a log-in. */
async function billingSession() {
  const session = await newSession(browser);
  await session.context.addInitScript(
    (token) => localStorage.setItem('auth_token', token),
    billingApi.token,
  );
  return session;
}

/** Holds the page's requests to `url` until the function returned is called. */
async function hold(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

afterAll(async () => {
  await browser.close();
  site.close();
  api.server.close();
  billingSite.close();
  billingApi.server.close();
});

describe('the login route', () => {
  it('downloads the front door only: no react-admin, no console code, until someone signs in', async () => {
    const { page, context } = await newSession(browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${PAGE}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.waitForLoadState('networkidle');
    const names = scripts.map((s) => s.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
    expect(names).toContain('front');
    const consoleChunks = ['data', 'mui', 'admin', 'admin-ui', 'console'];
    expect(names.filter((n) => consoleChunks.includes(n))).toEqual([]);

    await page.getByLabel('Email').fill('real.admin@example.com');
    await page.getByLabel('Password').fill('Secret123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${PAGE}/my-widget`);
    // The front door moves to the first page at once; the console's code is fetched after that.
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await settled(page);
    const after = scripts.map((s) => s.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
    expect(after).toEqual(expect.arrayContaining(consoleChunks));
    await context.close();
  });

  it('with a session, the console’s chunks are asked for by the boot hints at once, each fetched once', async () => {
    const { page, context } = await billingSession();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${BILLING_PAGE}/users`);
    await page.locator('tbody tr:not([data-skeleton-row]) td').first().waitFor(BOOT);
    const hinted = await page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (l) => new URL(l.href).pathname,
      ),
    );
    const name = (s: string) => s.replace(/^\/assets\/|-[\w-]{8}\.js$/g, '');
    expect(hinted.map(name)).toEqual(
      expect.arrayContaining(['data', 'mui', 'admin', 'admin-ui', 'console']),
    );
    const twice = scripts.filter((s, i) => scripts.indexOf(s) !== i);
    expect(twice).toEqual([]);
    await context.close();
  });
});

describe('the production build', () => {
  it('has its named chunks import only the chunks before them (no cycle between them)', async () => {
    const order: readonly string[] = CHUNK_ORDER;
    const dir = resolve('dist/assets');
    const nameOf = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');
    const files = (await readdir(dir)).filter((f) => /\.js$/.test(f) && order.includes(nameOf(f)));
    expect(files.map(nameOf).sort()).toEqual([...order].sort());
    for (const file of files) {
      const body = await readFile(resolve(dir, file), 'utf8');
      const imported = [...body.matchAll(/from\s*"\.\/([\w-]+\.js)"/g)]
        .map((m) => nameOf(m[1] ?? ''))
        .filter((n) => order.includes(n));
      const earlier = order.slice(0, order.indexOf(nameOf(file)));
      expect([file, imported.filter((n) => !earlier.includes(n))]).toEqual([file, []]);
    }
  });
});

describe('the first screen beneath the start-up loader (§2)', () => {
  it('is drawn while billing info travels, its list call made; the loader leaves only after billing info', async () => {
    const { page, context } = await billingSession();
    const release = await hold(
      page,
      `${BILLING_API}/api/v1/operator/5/subscription/plan/billing-info`,
    );
    await page.goto(`${BILLING_PAGE}/users`);
    const loader = page.getByTestId('startup-loader');
    await page.locator('nav[aria-label="Main menu"]').waitFor({ state: 'attached' });
    await page.locator('h1').waitFor({ state: 'attached' });
    await expect
      .poll(() => billingApi.seen.some((r) => r.path === '/api/v1/operator/5/users'), BOOT)
      .toBe(true);
    // Everything but billing info has answered: still covered (§2), however long it takes.
    await page.waitForTimeout(500);
    expect(await loader.isVisible()).toBe(true);

    release();
    await loader.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('h1').textContent()).toBe('Users');
    await page.getByRole('cell', { name: 'user1@example.com' }).waitFor();
    await context.close();
  });

  it('has every call but the page’s own answered when the loader leaves, and starts none after it: nothing is left to spin in the top bar', async () => {
    const { page, context } = await billingSession();
    const own = /\/api\/v1\/operator\/5\/users(\?|$)/;
    const api = (url: string) => url.startsWith(BILLING_API) && !own.test(new URL(url).pathname);
    const inFlight = new Set<string>();
    const answered = new Set<string>();
    page.on('request', (r) => {
      if (api(r.url())) inFlight.add(r.url());
    });
    const done = (r: { url(): string }) => {
      inFlight.delete(r.url());
      if (api(r.url())) answered.add(new URL(r.url()).pathname);
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    const release = await hold(
      page,
      `${BILLING_API}/api/v1/operator/5/subscription/plan/billing-info`,
    );
    await page.goto(`${BILLING_PAGE}/users`);
    const loader = page.getByTestId('startup-loader');
    // Billing info, one of the loads the loader waits for, is held: account info, which it does
    // not wait for, has come back meanwhile.
    await expect.poll(() => answered.has('/api/v1/operator/5/account-info'), BOOT).toBe(true);
    expect(await loader.isVisible()).toBe(true);

    release();
    await loader.waitFor({ state: 'detached' });
    expect([...inFlight]).toEqual([]);
    const before = billingApi.seen.length;
    await page.getByRole('cell', { name: 'user1@example.com' }).waitFor();
    await page.waitForLoadState('networkidle');
    const after = billingApi.seen.slice(before).map((r) => r.path);
    expect(after.filter((path) => !own.test(path))).toEqual([]);
    expect(await page.locator('header [role="progressbar"]').count()).toBe(0);
    await context.close();
  });

  it('sends the start-up calls without waiting for react-admin and the console to arrive', async () => {
    const { page, context } = await billingSession();
    const release = await hold(page, /\/assets\/(mui|admin|admin-ui)-[\w-]{8}\.js$/);
    const before = billingApi.seen.length;
    await page.goto(`${BILLING_PAGE}/users`);
    // react-admin's and MUI's chunks are held: the first wave leaves anyway, and the second once
    // the flags allow.
    await expect
      .poll(() => billingApi.seen.slice(before).map((r) => r.path), BOOT)
      .toEqual(
        expect.arrayContaining([
          '/api/v1/operator/5/feature-flags',
          '/api/v1/operator/5/info',
          '/api/v1/operator/5/subscription/plan/billing-info',
        ]),
      );
    expect(await page.getByTestId('startup-loader').isVisible()).toBe(true);

    release();
    await page.getByTestId('startup-loader').waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'user1@example.com' }).waitFor();
    await context.close();
  });

  it('fetches the top-bar button the role alone shows while the first calls travel, not after', async () => {
    const { page, context } = await billingSession();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const release = await hold(page, `${BILLING_API}/api/v1/operator/5/feature-flags`);
    await page.goto(`${BILLING_PAGE}/users`);
    // The flags are held: nothing has told the console what to draw yet, but the role may invite.
    await expect
      .poll(() => scripts.some((s) => s.includes('/InviteMemberButton-')), BOOT)
      .toBe(true);
    expect(await page.getByTestId('startup-loader').isVisible()).toBe(true);

    release();
    await page.getByTestId('startup-loader').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Invite member' }).waitFor();
    await context.close();
  });
});

describe('with mockApi false the console talks to the configured API', () => {
  it('calls the real paths with the bearer token, and a 401 sends the user to Login with a message', async () => {
    const { page, context } = await newSession(browser);
    await page.goto(`${PAGE}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    // Demo accounts are a mock-mode aid only.
    expect(await page.getByText('Demo accounts').count()).toBe(0);

    await page.getByLabel('Email').fill('real.admin@example.com');
    await page.getByLabel('Password').fill('Secret123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${PAGE}/my-widget`);
    await settled(page);
    // Account info: the loader does not wait for it.
    await expect
      .poll(() => api.seen.some((r) => r.path === '/api/v1/operator/5/account-info'))
      .toBe(true);

    const login = api.seen.find((r) => r.path === '/api/v1/auth/login');
    expect(login?.authorization).toBeUndefined();
    const startup = api.seen.filter((r) => r.path !== '/api/v1/auth/login');
    expect(startup.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/v1/operator/5/feature-flags',
        '/api/v1/operator/5/account-info',
        '/api/v1/operator/5/info',
        '/api/v1/operator/5/token-info',
        '/api/v1/operator/5/onboarding-progress',
        '/api/v1/operator-feature/5',
      ]),
    );
    expect(new Set(startup.map((r) => r.authorization))).toEqual(new Set([`Bearer ${api.token}`]));

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('menuitem', { name: 'Users' })
      .click();
    await page.waitForURL(`${PAGE}/login?toRoute=${encodeURIComponent('/users')}`);
    await page.getByText('Session expired, please log in again').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await context.close();
  });
});
