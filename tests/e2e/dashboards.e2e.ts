import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, launchBrowser, newSession } from './support/browser';
import { logIn, settled } from './support/console';
import { seriousViolations } from './support/axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const ADMIN = 'admin@novagames.demo';
const MODERATOR = 'moderator@novagames.demo';

async function signedIn(login: string, viewport?: { width: number; height: number }) {
  const session = await newSession(browser);
  if (viewport) await session.page.setViewportSize(viewport);
  await logIn(session.page, BASE, login);
  await session.page.waitForURL((u) => u.pathname !== '/login');
  await settled(session.page);
  return session;
}

/** A KPI card's figure line; its placeholder (the same line while the figure loads) is aria-hidden. */
const FIGURE = 'p:not([aria-hidden="true"])';

/**
 * The page's content beside the sidebar: react-admin's layout puts both in `main`, and the
 * sidebar's menu has groups of its own.
 */
const content = (page: Page) => page.locator('#main-content');

/** A KPI card of the page by its label. */
const card = (page: Page, name: string) => content(page).getByRole('group', { name });

/** The KPI cards of the page: label → shown figure. */
async function cards(page: Page): Promise<Record<string, string>> {
  const groups = content(page).locator('[role="group"][aria-labelledby]');
  const out: Record<string, string> = {};
  for (const g of await groups.all()) {
    const label = (await g.locator('h2').innerText()).trim();
    out[label] = (await g.locator(FIGURE).innerText()).trim();
  }
  return out;
}

/**
 * The charts of the page that drew their data into an SVG: a line, bars or pie arcs. A chart loads
 * as it nears the screen, so each is scrolled to first, as an operator would.
 */
async function drawnCharts(page: Page): Promise<number> {
  const marks = 'svg .MuiLineChart-line, svg .MuiBarChart-element, svg .MuiPieChart-arc';
  const figures = page.locator('figure');
  await figures.first().waitFor();
  for (const f of await figures.all()) await f.scrollIntoViewIfNeeded();
  await figures.first().locator(marks).first().waitFor({ state: 'attached' });
  let drawn = 0;
  for (const f of await figures.all()) if ((await f.locator(marks).count()) > 0) drawn += 1;
  await page.evaluate(() => window.scrollTo(0, 0));
  return drawn;
}

const PAGES: [string, string, string[]][] = [
  ['/dashboard', 'Dashboard', ['Total users', 'New users', 'Revenue']],
  ['/dashboard/missions-insights', 'Missions Insights', ['Completions', 'Approval rate']],
  ['/dashboard/rewards-insights', 'Rewards Insights', ['Claims', 'Points spent']],
];

describe('dashboards of Nova Games (admin)', { timeout: 240_000 }, () => {
  it.each(PAGES)(
    '%s shows KPI cards and two drawn charts, and axe finds nothing serious',
    async (path, _t, labels) => {
      const { page, context, consoleErrors } = await signedIn(ADMIN);
      await page.goto(`${BASE}${path}`);
      await settled(page);
      await card(page, labels[0]!).locator(FIGURE).waitFor();
      const shown = await cards(page);
      for (const label of labels) expect(shown[label]).toMatch(/^[$]?[\d ,.]+%?$/);
      expect(await drawnCharts(page)).toBe(2);
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
      await context.close();
    },
  );

  it('a range picked is in the URL, changes the figures and survives a reload', async () => {
    const { page, context } = await signedIn(ADMIN);
    await page.goto(`${BASE}/dashboard`);
    await settled(page);
    const newUsers = card(page, 'New users').locator(FIGURE);
    await newUsers.waitFor();
    const last30 = await newUsers.innerText();

    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await page.waitForURL(/[?&]range=7\b/);
    await expect.poll(() => newUsers.innerText()).not.toBe(last30);
    const last7 = await newUsers.innerText();
    expect(Number(last7.replace(/\D/g, ''))).toBeLessThan(Number(last30.replace(/\D/g, '')));

    await page.reload();
    await settled(page);
    await newUsers.waitFor();
    expect(
      await page.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await newUsers.innerText()).toBe(last7);

    await page.getByRole('button', { name: 'Custom' }).click();
    // The day is typed as the console writes it and taken when the field is left.
    const from = page.getByRole('textbox', { name: 'From', exact: true });
    await from.fill('1 Jan 2026');
    await from.press('Enter');
    await page.waitForURL(/range=custom/);
    expect(new URL(page.url()).searchParams.get('from')).toBe('2026-01-01');
    await page.reload();
    await settled(page);
    expect(await from.inputValue()).toBe('1 Jan 2026');
    await context.close();
  });

  it('a range with no data yet (the future) shows empty charts, not an error', async () => {
    const { page, context } = await signedIn(ADMIN);
    await page.goto(
      `${BASE}/dashboard/rewards-insights?range=custom&from=2099-01-01&to=2099-01-31`,
    );
    await settled(page);
    await page.getByText('Nothing to chart for this period.').first().waitFor();
    expect(await page.getByText('Nothing to chart for this period.').count()).toBe(2);
    expect(await card(page, 'Claims').locator(FIGURE).innerText()).toBe('0');
    expect(await page.getByText('Could not load this data.').count()).toBe(0);
    await context.close();
  });
});

describe("the moderator's Welcome page", { timeout: 120_000 }, () => {
  it('shows how many items wait in each queue it may read, says they are pending, linked to the queue', async () => {
    const { page, context } = await signedIn(MODERATOR);
    await page.waitForURL(`${BASE}/welcome`);
    // The moderator reads the two moderation queues, not Requests (§6).
    const cards = content(page).getByRole('group');
    await expect.poll(() => cards.count()).toBe(2);
    for (const card of await cards.all())
      await expect.poll(() => card.locator(FIGURE).innerText()).toMatch(/^\d+ pending$/);
    expect(await card(page, 'Requests').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await cards.first().getByRole('link').click();
    await page.waitForURL(/\/(missions|rewards)/);
    await context.close();
  });
});

/** How far a box sticks out of the viewport's width, and whether the top bar covers the content. */
async function layoutOf(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('header')!.getBoundingClientRect();
    const content = document.querySelector('.RaLayout-content')!.getBoundingClientRect();
    const wrapper = document.querySelector('.RaDataTable-tableWrapper');
    return {
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      barBottom: bar.bottom,
      contentTop: content.top,
      table: wrapper
        ? {
            scrolls: wrapper.scrollWidth > wrapper.clientWidth,
            right: wrapper.getBoundingClientRect().right,
          }
        : null,
    };
  });
}

describe('small screens (admin of Nova Games)', { timeout: 180_000 }, () => {
  it.each([1024, 390])(
    'at %i px: one-line top bar with icon buttons above the content, the list fits (a table in its card, rows on a phone), the dialog fits',
    async (width) => {
      const { page, context } = await signedIn(ADMIN, { width, height: 800 });
      await page.goto(`${BASE}/users`);
      await settled(page);
      const phone = width < 600;
      // On a phone a list is react-admin's small-screen list, not a table.
      await page
        .locator(phone ? '.small-screen-rows li' : '.RaDataTable-tableWrapper tbody tr')
        .first()
        .waitFor();
      const layout = await layoutOf(page);
      expect(layout.pageOverflow).toBeLessThanOrEqual(0);
      expect(layout.contentTop).toBeGreaterThanOrEqual(layout.barBottom);
      if (phone) expect(layout.table).toBeFalsy();
      else expect(layout.table?.right).toBeLessThanOrEqual(width);

      // The Invite Member button keeps its name but shows its icon only.
      const invite = page.getByRole('banner').getByRole('button', { name: 'Invite Member' });
      const box = await invite.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(48);
      expect(await seriousViolations(page)).toEqual([]);

      await invite.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const paper = await dialog.boundingBox();
      expect(paper!.x).toBeGreaterThanOrEqual(0);
      expect(paper!.x + paper!.width).toBeLessThanOrEqual(width);
      expect(paper!.y).toBeGreaterThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it.each([1024, 390])(
    'at %i px: the dashboard fits the screen below the top bar, charts drawn',
    async (width) => {
      const { page, context } = await signedIn(ADMIN, { width, height: 800 });
      await page.goto(`${BASE}/dashboard`);
      await settled(page);
      expect(await drawnCharts(page)).toBe(2);
      const dash = await layoutOf(page);
      expect(dash.pageOverflow).toBeLessThanOrEqual(0);
      expect(dash.contentTop).toBeGreaterThanOrEqual(dash.barBottom);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
