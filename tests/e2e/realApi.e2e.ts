import type { Server } from 'node:http';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PORT, launchBrowser, newSession } from './support/browser';
import { settled } from './support/console';
import { startStaticServer } from './support/staticServer';
import { startStubApi, type StubApi } from './support/stubApi';

const PAGE_PORT = E2E_PORT + 1;
const API_PORT = E2E_PORT + 3;
const PAGE = `http://127.0.0.1:${PAGE_PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;

let browser: Browser;
let site: Server;
let api: StubApi;

beforeAll(async () => {
  api = await startStubApi(API_PORT, PAGE);
  // The same build, pointed at another API by its config.json alone (no rebuild).
  site = await startStaticServer({
    root: resolve('dist'),
    port: PAGE_PORT,
    config: { apiUrl: API, mockApi: false },
    connectSrc: [API],
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  site.close();
  api.server.close();
});

describe('the login route (issue 11)', () => {
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
    expect(names.filter((n) => n === 'admin' || n === 'console')).toEqual([]);

    await page.getByLabel('Email').fill('real.admin@example.com');
    await page.getByLabel('Password').fill('Secret123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${PAGE}/my-widget`);
    await settled(page);
    const after = scripts.map((s) => s.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
    expect(after).toEqual(expect.arrayContaining(['admin', 'console']));
    await context.close();
  });
});

describe('with mockApi false the console talks to the configured API (issue 3)', () => {
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
      .getByRole('link', { name: 'Users' })
      .click();
    await page.waitForURL(`${PAGE}/login?toRoute=${encodeURIComponent('/users')}`);
    await page.getByText('Session expired, please log in again').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await context.close();
  });
});
