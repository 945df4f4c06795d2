import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, launchBrowser, newSession } from './support/browser';
import { logIn, pathOf, settled, sidebarItems } from './support/console';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Expected from the spec (§2 sidebar order and visibility, §6 permissions) applied to the seeded
 * operators: Nova Games has every feature installed, no internal currency and web3 deployed; Pixel
 * Bank has nothing installed, an internal currency and an unfinished basic setup.
 */
const NOVA_TEAM_SIDEBAR = [
  'Basic Setup',
  'My Widget',
  'Dashboard',
  'Users',
  'Activity',
  'Revenues',
  'Requests',
  'Events',
  'Missions',
  'Mission Categories',
  'Rewards',
  'Tap to Earn',
  'Referral',
  'Segments',
  'Airdrop',
  'Web3',
  'Settings',
];
const PIXEL_SIDEBAR = [
  'Basic Setup',
  'My Widget',
  'Dashboard',
  'Users',
  'Activity',
  'Revenues',
  'Requests',
  'Settings',
];

const JOURNEYS: [string, string, string, string[] | null][] = [
  ['admin@novagames.demo', 'ROLE_ADMIN, setup finished', '/my-widget', NOVA_TEAM_SIDEBAR],
  ['admin@pixelbank.demo', 'ROLE_ADMIN, setup not finished', '/basic-setup', PIXEL_SIDEBAR],
  ['developer@novagames.demo', 'ROLE_DEVELOPMENT', '/my-widget', NOVA_TEAM_SIDEBAR],
  ['marketing@novagames.demo', 'ROLE_MARKETING', '/my-widget', NOVA_TEAM_SIDEBAR],
  ['product@novagames.demo', 'ROLE_PRODUCT', '/my-widget', NOVA_TEAM_SIDEBAR],
  ['support@novagames.demo', 'ROLE_SUPPORT', '/my-widget', NOVA_TEAM_SIDEBAR],
  // spec-readings §4: moderation sub-sections make Missions and Rewards visible, nothing else.
  ['moderator@novagames.demo', 'ROLE_MODERATOR', '/welcome', ['Missions', 'Rewards']],
  // Outside admin mode the super admin works like an admin of its own operator.
  ['super@console.demo', 'ROLE_SUPER_ADMIN outside admin mode', '/my-widget', NOVA_TEAM_SIDEBAR],
  ['registration@freshbrand.demo', 'ROLE_ADMIN_REGISTRATION', '/completing-registration', null],
];

describe('each demo role logs in and lands on its home with its sidebar (§2, §6)', () => {
  it.each(JOURNEYS)('%s (%s) → %s', async (login, _role, home, sidebar) => {
    const { page, context, consoleErrors } = await newSession(browser);
    await logIn(page, BASE, login);
    await page.waitForURL(`${BASE}${home}`);
    await settled(page);
    expect(await pathOf(page)).toBe(home);
    if (sidebar) {
      expect(await sidebarItems(page)).toEqual(sidebar);
      const axe = await new AxeBuilder({ page }).analyze();
      const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    } else {
      expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    }
    expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  });
});
