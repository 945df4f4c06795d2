/**
 * Ten everyday YAML-only changes, seen by people in the browser: a copy of the project
 * gets the edits of tests/schemaEdits/edits.ts (the same ones the unit suite checks), is built, and
 * is served on the embedded mock API, whose demo accounts and permissions follow the edited schema.
 */
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEdits, RENAMED_GROUP } from '../schemaEdits/edits';
import { E2E_PORT, launchBrowser, newSession, type Session } from './support/browser';
import { logIn, pathOf, settled, sidebarItems } from './support/console';
import { buildEditedProject, type EditedProject } from './support/editedProject';
import { startStaticServer } from './support/staticServer';

const PORT = E2E_PORT + 9;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_BASE = `http://admin.localhost:${PORT}`;

let project: EditedProject;
let server: Server;
let browser: Browser;
const sessions: Session[] = [];

beforeAll(async () => {
  project = await buildEditedProject((schemaDir) => {
    // The new-flag edit is left out here: no demo operator has the new flag, and the Reward Codes
    // journey below opens that page; tenEdits.test.ts checks the flag edit over the schema.
    const failed = applyEdits(schemaDir, ['18.']);
    if (failed.length > 0) throw new Error(`edits failed: ${failed.join('; ')}`);
  });
  server = await startStaticServer({ root: project.dist, port: PORT });
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  for (const s of sessions) await s.context.close();
  await browser?.close();
  await new Promise((done) => server?.close(done));
  project?.remove();
});

async function signedIn(login: string, base = BASE): Promise<Page> {
  const session = await newSession(browser);
  sessions.push(session);
  await logIn(session.page, base, login);
  await session.page.waitForURL((u) => u.pathname !== '/login');
  await settled(session.page);
  return session.page;
}

/** The sidebar's text, line by line (group titles and item labels). */
async function sidebarLines(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.waitFor();
  return (await nav.innerText())
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

describe('ten YAML-only edits, in the browser on the mock', () => {
  let admin: Page;
  beforeAll(async () => {
    admin = await signedIn('admin@novagames.demo');
  }, 120_000);

  it('1. Requests is the first item of Configuration (renamed Programs by another edit)', async () => {
    const lines = await sidebarLines(admin);
    expect(lines[lines.indexOf(RENAMED_GROUP) + 1]).toBe('Requests');
    expect(lines.indexOf('Requests')).toBeGreaterThan(lines.indexOf('Overview'));
  });

  it('2. Revenues opens for admins only: support sees no item and gets 403', async () => {
    expect(await sidebarItems(admin)).toContain('Revenues');
    const support = await signedIn('support@novagames.demo');
    expect(await sidebarItems(support)).not.toContain('Revenues');
    await support.goto(`${BASE}/revenues`);
    await settled(support);
    expect(await pathOf(support)).toBe('/403');
  });

  it('3 and 6. Segments, gated on a flag Nova Games has, shows as Audience Segments', async () => {
    expect(await sidebarItems(admin)).toContain('Audience Segments');
    await admin.getByRole('menuitem', { name: 'Audience Segments' }).click();
    await admin.getByRole('heading', { name: 'Audience Segments' }).waitFor();
    expect(await admin.title()).toContain('Audience Segments');
  });

  it('3. an operator with the segments group but without the flag does not get it', async () => {
    // Lumen Fitness has User Segments installed and AMPLITUDE_EVENTS off.
    const superAdmin = await signedIn('super@console.demo', ADMIN_BASE);
    const segmentsLinks = async (operatorId: string) => {
      await superAdmin.goto(`${ADMIN_BASE}/operators/${operatorId}/users`);
      await settled(superAdmin);
      await superAdmin.getByRole('heading', { name: 'Users' }).waitFor();
      return superAdmin.getByRole('link', { name: 'Audience Segments' }).count();
    };
    expect(await segmentsLinks('1001')).toBe(1);
    expect(await segmentsLinks('1004')).toBe(0);
    await superAdmin.goto(`${ADMIN_BASE}/operators/1004/segments`);
    await settled(superAdmin);
    expect(await pathOf(superAdmin)).not.toBe('/operators/1004/segments');
  });

  it('4. New Mission has a Slug field checked by its §5 validator', async () => {
    await admin.goto(`${BASE}/missions/new`);
    await settled(admin);
    const slug = admin.getByLabel('Slug');
    await slug.fill('not a slug!');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Only latin letters and number available').waitFor();
  });

  it('5. Reward Codes, a list page on a new endpoint, opens with rows made from its columns and no error', async () => {
    await admin.goto(`${BASE}/my-widget`);
    await settled(admin);
    await admin.getByRole('menuitem', { name: 'Reward Codes' }).click();
    await settled(admin);
    expect(await pathOf(admin)).toBe('/reward-codes');
    await admin.getByRole('heading', { name: 'Reward Codes' }).waitFor();
    // The mock does not model the new endpoint: it answers rows from the page's declared columns.
    await admin
      .getByRole('cell', { name: /^Code \d+$/ })
      .first()
      .waitFor();
    expect(await admin.getByRole('alert').count()).toBe(0);
  });

  it('7. Users opens with 50 rows a page', async () => {
    await admin.goto(`${BASE}/users`);
    await settled(admin);
    await admin.getByRole('heading', { name: 'Users' }).waitFor();
    const shown = admin.locator('.MuiTablePagination-displayedRows').first();
    await shown.waitFor();
    const [, last, total] = /^\d+[–-](\d+) of (\d+)/.exec((await shown.innerText()).trim()) ?? [];
    expect(Number(last)).toBe(Math.min(50, Number(total)));
    expect(await admin.locator('main table tbody tr').count()).toBe(Math.min(50, Number(total)));
  });

  it('8. Invite Member no longer offers Support, and offers the new Viewer', async () => {
    await admin.goto(`${BASE}/settings`);
    await settled(admin);
    await admin.getByRole('button', { name: 'Invite Member' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite Member' });
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    const options = (await admin.getByRole('option').allInnerTexts()).map((t) => t.trim());
    expect(options).toContain('Viewer');
    expect(options).not.toContain('Support');
    await admin.keyboard.press('Escape');
  });

  it('9. Missions Insights goes back to Missions', async () => {
    await admin.goto(`${BASE}/dashboard/missions-insights`);
    await settled(admin);
    await admin.getByRole('link', { name: 'Back' }).click();
    await settled(admin);
    expect(await pathOf(admin)).toBe('/missions');
  });

  it('10. the new Viewer has a demo login, lands on its home and sees only it', async () => {
    const visitor = await newSession(browser);
    sessions.push(visitor);
    await visitor.page.goto(`${BASE}/login`);
    await visitor.page.getByText('viewer@novagames.demo', { exact: true }).waitFor();
    const viewer = await signedIn('viewer@novagames.demo');
    expect(await pathOf(viewer)).toBe('/dashboard');
    expect(await sidebarItems(viewer)).toEqual(['Dashboard']);
    // Its grants reach the Dashboard's own call on the mock: figures, not an error.
    await viewer.getByText('Total users').waitFor();
    expect(await viewer.getByText('Could not load', { exact: false }).count()).toBe(0);
    await viewer.goto(`${BASE}/users`);
    await settled(viewer);
    expect(await pathOf(viewer)).toBe('/403');
  });

  it('11. the Segments item shows its new icon, any icon of the set', async () => {
    // Production icons carry no test id: compare the drawn path with the icon set's own.
    const source = readFileSync(
      resolve('node_modules/@mui/icons-material/RocketLaunch.js'),
      'utf8',
    );
    const iconPath = /d: "([^"]+)"/.exec(source)?.[1];
    const item = admin.getByRole('menuitem', { name: 'Audience Segments' });
    expect(await item.locator('svg path').first().getAttribute('d')).toBe(iconPath);
  });
});
