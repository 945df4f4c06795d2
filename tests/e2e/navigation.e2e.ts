import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_BASE, BASE, launchBrowser, newSession } from './support/browser';
import { demoLogin, logIn, pathOf, settled, sidebarItems } from './support/console';
import { expectAccessible } from './support/axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('navigation guard in Chromium (§2)', () => {
  it('shows 404 for an unknown path', async () => {
    const { page, context } = await newSession(browser);
    await page.goto(`${BASE}/no-such-page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await pathOf(page)).toBe('/404');
    await context.close();
  });

  it('sends a logged-out visitor of a restricted page to Login, then back there after login', async () => {
    const { page, context } = await newSession(browser);
    await page.goto(`${BASE}/users?sort=login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await pathOf(page)).toBe(`/login?toRoute=${encodeURIComponent('/users?sort=login')}`);
    await page.getByLabel('Email').fill(demoLogin('ROLE_ADMIN'));
    await page.getByLabel('Password').fill((await import('./support/console')).DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${BASE}/users?sort=login`);
    await settled(page);
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await context.close();
  });

  it('ignores an off-site toRoute and lands on the home page', async () => {
    const { page, context } = await newSession(browser);
    await logIn(
      page,
      BASE,
      demoLogin('ROLE_ADMIN'),
      `?toRoute=${encodeURIComponent('https://evil.example/')}`,
    );
    await page.waitForURL(
      (url) => url.pathname === '/my-widget' || url.pathname === '/basic-setup',
    );
    expect(new URL(page.url()).host).toBe(new URL(BASE).host);
    await context.close();
  });

  it('shows 403 when the role may not open the page', async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, BASE, demoLogin('ROLE_MODERATOR'));
    await page.waitForURL(`${BASE}/welcome`);
    await page.goto(`${BASE}/users`);
    await page.getByRole('heading', { name: 'Access Forbidden' }).waitFor();
    expect(await pathOf(page)).toBe('/403');
    await context.close();
  });

  it('admin mode (admin.localhost) gives the super admin the Operators page and the admin sidebar', async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, ADMIN_BASE, demoLogin('ROLE_SUPER_ADMIN'));
    await page.waitForURL(`${ADMIN_BASE}/operators`);
    await settled(page);
    expect(await sidebarItems(page)).toEqual(['Operators', 'Custody', 'Credit Cost']);
    await context.close();
  });

  it("inside an operator view, every entry of the super admin's own menu opens its admin page (§2)", async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, ADMIN_BASE, demoLogin('ROLE_SUPER_ADMIN'));
    await page.waitForURL(`${ADMIN_BASE}/operators`);
    await settled(page);
    await page.goto(`${ADMIN_BASE}/operators/1001/users`);
    await settled(page);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const entries = await nav
      .getByRole('menuitem')
      .evaluateAll((links) =>
        links.map((a) => ({ name: a.textContent.trim(), href: a.getAttribute('href') ?? '' })),
      );
    expect(entries.length).toBeGreaterThan(0);
    for (const { name, href } of entries) {
      await page.goto(`${ADMIN_BASE}/operators/1001/users`);
      await settled(page);
      await nav.getByRole('menuitem', { name, exact: true }).click();
      await page.waitForURL((u) => u.pathname === href);
      expect(href, name).not.toMatch(/^\/operators\/1001\//);
      await page.getByRole('heading', { name, exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: 'Page Not Found' }).count(), name).toBe(0);
    }
    await context.close();
  });

  it('the login page is drawn in one go, demo accounts included: nothing moves under the pointer', async () => {
    const { page, context } = await newSession(browser);
    // Every layout shift from the first paint on, as the browser itself measures them (CLS).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${BASE}/login`);
    await page.getByRole('heading', { name: 'Demo accounts (mock API)' }).waitFor();
    await page.waitForLoadState('networkidle');
    const box = await page.getByRole('button', { name: 'Log in' }).boundingBox();
    // Two more frames: a part arriving late would be drawn by now.
    await page.evaluate(
      () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))),
    );
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
      [],
    );
    expect(await page.getByRole('button', { name: 'Log in' }).boundingBox()).toEqual(box);
    await context.close();
  });

  it('the login page has no serious or critical accessibility violation', async () => {
    const { page, context } = await newSession(browser);
    await page.goto(`${BASE}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    const result = await new AxeBuilder({ page }).analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    await context.close();
  });

  it('the sidebar folds to its icons and back: the toggle is named for what it does next, headings leave sight but still name their groups', async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, BASE, 'admin@novagames.demo');
    await page.waitForURL(`${BASE}/my-widget`);
    await settled(page);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    // A group's heading: the element that names it.
    const headingId = await nav.getByRole('group').first().getAttribute('aria-labelledby');
    const heading = nav.locator(`[id="${headingId ?? ''}"]`);
    const title = (await heading.textContent()) ?? '';
    expect(title).not.toBe('');
    expect((await heading.boundingBox())?.width).toBeGreaterThan(100);

    await page.getByRole('button', { name: 'Close menu' }).click();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.waitFor();
    // Folded, a heading cut to its first letters would show: it is out of sight instead.
    await expect.poll(async () => (await heading.boundingBox())?.width).toBeLessThanOrEqual(1);
    expect(await nav.getByRole('group', { name: title }).count()).toBe(1);
    await expectAccessible(page);

    await open.click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    await expect.poll(async () => (await heading.boundingBox())?.width).toBeGreaterThan(100);
    await context.close();
  });

  it('on a phone the menu is a drawer over the page that closes once an entry is chosen, keeping its width as it slides away', async () => {
    const { page, context } = await newSession(browser);
    await page.setViewportSize({ width: 390, height: 800 });
    await logIn(page, BASE, 'admin@novagames.demo');
    await page.waitForURL(`${BASE}/my-widget`);
    await settled(page);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawerWidth = () =>
      page.evaluate(
        () => document.querySelector('.RaSidebar-paper')?.getBoundingClientRect().width ?? null,
      );
    const openWidth = await drawerWidth();
    await nav.getByRole('menuitem', { name: 'Users' }).click();
    // While it slides away the drawer keeps its width: its entries do not wrap as it goes.
    const closing: (number | null)[] = [];
    for (let i = 0; i < 4; i++) {
      closing.push(await drawerWidth());
      await page.waitForTimeout(30);
    }
    expect(closing.filter((w) => w !== null && w !== openWidth)).toEqual([]);
    await page.waitForURL(`${BASE}/users`);
    await nav.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await context.close();
  });
});
