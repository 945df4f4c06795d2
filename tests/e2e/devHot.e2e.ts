import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { E2E_PORT, launchBrowser, newSession } from './support/browser';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITS } from '../schemaEdits/edits';
import { logIn, settled } from './support/console';
import { startDevProject, type DevProject } from './support/devProject';

// `npm run dev` with the console open; a product person saves a schema file.
const PORT = E2E_PORT + 10;
/**
 * How long a saved file may take to show: the schema regenerated, its modules transformed, the
 * page's fetch of them. On a 2-core machine beside three busy processes that took 8 s; how fast it
 * is when quiet is `npm run bench:dev`'s figure, not these journeys'. A lost update still fails.
 */
const HOT_UPDATE = { timeout: 45_000 };
// A journey waits for up to four hot updates.
vi.setConfig({ testTimeout: 4 * HOT_UPDATE.timeout });

let browser: Browser;
let dev: DevProject;
beforeAll(async () => {
  [browser, dev] = await Promise.all([launchBrowser(), startDevProject(PORT, { force: true })]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

/** Marks the open document: the mark survives a hot update and is lost with a reload. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
  return () => page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept === true);
}

/** The dev server's Login page in a new session, its document marked. */
async function openLogin() {
  const { page } = await newSession(browser);
  await page.goto(`${dev.base}/login`);
  await page.getByRole('button', { name: 'Log in' }).waitFor({ timeout: 60_000 });
  return { page, kept: await markDocument(page) };
}

const rename = (from: string, to: string) => (text: string) =>
  text.replace(`    title: ${from}\n`, `    title: ${to}\n`);

describe('npm run dev: a first visit', () => {
  it('signs in and shows the console without Vite reloading the page to bundle what it found late', async () => {
    const { page } = await newSession(browser);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await logIn(page, dev.base, 'admin@novagames.demo');
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 60_000 });
    await settled(page);
    // One load: the Login page's. A reload after signing in would make it two.
    expect(loads).toBe(1);
    await page.context().close();
  });
});

describe('npm run dev: a saved schema file shows in the open console without a reload', () => {
  it('signed out on Login: the renamed route titles the page', async () => {
    const { page, kept } = await openLogin();
    const before = dev.editSchema('sections/account.yaml', rename('Login', 'Sign in here'));
    try {
      await expect.poll(() => page.title(), HOT_UPDATE).toContain('Sign in here');
      expect(await kept()).toBe(true);
    } finally {
      dev.writeSchema('sections/account.yaml', before);
    }
    await expect.poll(() => page.title(), HOT_UPDATE).not.toContain('Sign in here');
    await page.context().close();
  });

  it('signed in on a list: the renamed page heading shows, the session and its start-up data are kept', async () => {
    const { page } = await newSession(browser);
    await logIn(page, dev.base, 'admin@novagames.demo');
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
    // Account info, which the loader does not wait for.
    const account = page.waitForRequest((r) => r.url().includes('/account-info'));
    await page.goto(`${dev.base}/users`);
    await settled(page);
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor({ timeout: 30_000 });
    await account;
    const kept = await markDocument(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) calls.push(new URL(r.url()).pathname);
    });
    const before = dev.editSchema('sections/users.yaml', rename('Users', 'Players'));
    try {
      await page.getByRole('heading', { level: 1, name: 'Players' }).waitFor(HOT_UPDATE);
      expect(await kept()).toBe(true);
      // The operator's start-up loads stay in the cache: the update asks for none of them again.
      expect(calls.filter((p) => /account-info|feature-flags|operator-feature/.test(p))).toEqual(
        [],
      );
      // Still signed in, on the same page, and its rows still there.
      expect(new URL(page.url()).pathname).toBe('/users');
      await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
    } finally {
      dev.writeSchema('sections/users.yaml', before);
    }
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor(HOT_UPDATE);
    await page.context().close();
  });

  it('signed in: a menu item moved in menus.yaml moves in the open sidebar', async () => {
    const { page } = await newSession(browser);
    await logIn(page, dev.base, 'admin@novagames.demo');
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
    await settled(page);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const lines = async () =>
      (await nav.innerText())
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '');
    const afterConfiguration = async () => {
      const all = await lines();
      return all[all.indexOf('Configuration') + 1];
    };
    expect(await afterConfiguration()).not.toBe('Requests');
    const kept = await markDocument(page);
    const [task, move] = EDITS[0]!;
    expect(task).toMatch(/move a menu item: Requests/);
    const menus = join(dev.schemaDir, 'menus.yaml');
    const before = readFileSync(menus, 'utf8');
    move(dev.schemaDir);
    try {
      await expect.poll(afterConfiguration, HOT_UPDATE).toBe('Requests');
      expect(await kept()).toBe(true);
    } finally {
      dev.writeSchema('menus.yaml', before);
    }
    await expect.poll(afterConfiguration, HOT_UPDATE).not.toBe('Requests');
    await page.context().close();
  });

  it('a broken schema file shows its file over the page; fixed, the message goes and the page stays', async () => {
    const { page, kept } = await openLogin();
    // A first good edit, so the broken one is not the page's first update (Vite reloads then).
    const original = dev.editSchema('sections/account.yaml', rename('Login', 'Sign in here'));
    const renamed = rename('Login', 'Sign in here')(original);
    await expect.poll(() => page.title(), HOT_UPDATE).toContain('Sign in here');
    const overlay = page.locator('vite-error-overlay');
    try {
      dev.editSchema('sections/account.yaml', (text) =>
        text.replace('    title: Sign in here\n', '    titel: Sign in here\n'),
      );
      await overlay.waitFor(HOT_UPDATE);
      const message = await overlay.evaluate((el) => el.shadowRoot?.textContent ?? '');
      expect(message).toContain('account.yaml');
      expect(message).toContain('titel');
      // Fixed back to the last good text: src/generated has nothing new, and the message still goes.
      dev.writeSchema('sections/account.yaml', renamed);
      await overlay.waitFor({ state: 'detached', ...HOT_UPDATE });
      expect(await page.title()).toContain('Sign in here');
      expect(await kept()).toBe(true);
    } finally {
      dev.writeSchema('sections/account.yaml', original);
    }
    await expect.poll(() => page.title(), HOT_UPDATE).not.toContain('Sign in here');
    expect(await kept()).toBe(true);
    await page.context().close();
  });
});
