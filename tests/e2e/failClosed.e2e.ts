/**
 * Production fails closed, under Debian's nginx with deploy/nginx.conf over the production build:
 * the build's own config.json runs no mock, and a config.json that is missing, unreadable or
 * invalid shows the configuration-error page naming the file and the field: no login form, no
 * mock service worker, no demo accounts.
 */
import { chmod, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_ERROR_TEXTS } from '../../src/config/configErrorPage';
import { E2E_PORT, launchBrowser, newSession, type Session } from './support/browser';
import { rawGet, startNginx, type RunningNginx } from './support/nginx';

const NGINX_PORT = E2E_PORT + 6;

let browser: Browser;
let nginx: RunningNginx;
let root: string;
let shipped: string;
let session: Session | undefined;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'console-dist-'));
  await chmod(root, 0o755);
  await cp(resolve('dist'), root, { recursive: true });
  shipped = await readFile(join(root, 'config.json'), 'utf8');
  nginx = await startNginx({ root, port: NGINX_PORT });
  browser = await launchBrowser();
});
afterEach(async () => {
  await session?.context.close();
  session = undefined;
  // Each case starts from the build's own file.
  await rm(join(root, 'config.json'), { force: true });
  await writeFile(join(root, 'config.json'), shipped);
});
afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

/** Opens the login route and waits until the boot has decided (the error page or the login form). */
async function open(path = '/login'): Promise<Page> {
  session = await newSession(browser);
  const { page } = session;
  await page.goto(`${nginx.origin}${path}`);
  await page.locator('main[role="alert"], input').first().waitFor();
  return page;
}

/** What keeps a misconfigured deployment from being a public demo: no form, no mock, no accounts. */
async function expectClosed(page: Page): Promise<void> {
  expect(await page.locator('input, form').count()).toBe(0);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);
  expect(await page.getByText(/\.demo\b/).count()).toBe(0);
}

async function expectErrorPage(page: Page, field: string, problem: RegExp): Promise<void> {
  const alert = page.locator('main[role="alert"]');
  await expect.poll(() => alert.getByRole('heading').textContent()).toBe(CONFIG_ERROR_TEXTS.title);
  const facts = await alert.locator('dd').allTextContents();
  expect(facts[0]).toBe('/config.json');
  expect(facts[1]).toBe(field);
  expect(facts[2]).toMatch(problem);
  await alert.getByText(CONFIG_ERROR_TEXTS.fix).waitFor();
  await expectClosed(page);
}

describe('the production build under nginx fails closed', () => {
  it('ships a config.json that runs no mock: the login form talks to the configured API only', async () => {
    expect(JSON.parse(shipped)).toMatchObject({ mockApi: false });
    const page = await open();
    await page.getByRole('button', { name: /sign in|log in/i }).waitFor();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    ).toBe(0);
    expect(await page.getByText(/\.demo\b/).count()).toBe(0);
  });

  it('a missing config.json is a 404 from nginx, never index.html, and the page names the file', async () => {
    await rm(join(root, 'config.json'));
    const answer = await rawGet(`${nginx.origin}/config.json`);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain('<div id="root">');
    const page = await open('/users');
    await expectErrorPage(page, CONFIG_ERROR_TEXTS.wholeFile, /HTTP 404/);
  });

  it('an unreadable config.json (no read permission) shows the error page', async () => {
    await chmod(join(root, 'config.json'), 0o000);
    // root reads any file; nginx's workers ("nobody" under root) do not, so the answer is a 403.
    const page = await open();
    await expectErrorPage(page, CONFIG_ERROR_TEXTS.wholeFile, /HTTP 403/);
  });

  it('a config.json that is not JSON shows the error page', async () => {
    await writeFile(join(root, 'config.json'), '{ "apiUrl": "https://api.example.com", }');
    const page = await open();
    await expectErrorPage(page, CONFIG_ERROR_TEXTS.wholeFile, /not valid JSON/);
  });

  it.each([
    ['mockApi', '"true"', /true or false/],
    ['apiUrl', '"javascript:alert(1)"', /http\(s\) origin/],
    ['apiURL', '"https://api.example.com"', /no setting "apiURL"/],
  ])(
    'config.json with %s = %s shows the error page naming that field',
    async (field, value, problem) => {
      await writeFile(join(root, 'config.json'), `{ "${field}": ${value} }`);
      const page = await open();
      await expectErrorPage(page, field, problem);
    },
  );
});
