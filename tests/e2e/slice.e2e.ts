import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, launchBrowser, newSession } from './support/browser';
import { logIn, pathOf, settled, sidebarItems } from './support/console';
import { expectAccessible } from './support/axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('vertical slice journeys on the mock API', () => {
  it('(1) an admin with an unfinished setup completes Basic Setup and lands on My Widget', async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, BASE, 'admin@pixelbank.demo');
    await page.waitForURL(`${BASE}/basic-setup`);
    await settled(page);
    await expectAccessible(page);

    // Each step is saved before the next is touched, as a person waits for the progress to move.
    const progress = page.getByText(/^\d+ of \d+ steps done$/);
    const doneCount = async () => Number((await progress.textContent())?.split(' ')[0]);
    const step = async (act: () => Promise<void>) => {
      const before = await doneCount();
      await act();
      await expect.poll(doneCount, { timeout: 15_000 }).toBe(before + 1);
    };
    await step(() => page.getByRole('button', { name: 'Save theme' }).click());
    await page.getByRole('checkbox', { name: 'Deutsch' }).check();
    await step(() => page.getByRole('button', { name: 'Save languages' }).click());
    // Each click turns its step to done and its button to 'Mark as not done'.
    const markDone = page.getByRole('button', { name: 'Mark as done', exact: true });
    for (let left = await markDone.count(); left > 0; left--) {
      await step(() => markDone.first().click());
    }
    await page.getByText('Basic setup is finished. Your widget is ready.').waitFor();
    await page.getByRole('link', { name: 'Go to My Widget' }).click();
    await page.waitForURL(`${BASE}/my-widget`);

    // The role's home is My Widget now: "/" goes there.
    await page.goto(`${BASE}/`);
    await page.waitForURL(`${BASE}/my-widget`);
    await context.close();
  });

  it('(2) installing a feature shows its group menu item at once', async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, BASE, 'admin@pixelbank.demo');
    await page.waitForURL((u) => u.pathname === '/basic-setup' || u.pathname === '/my-widget');
    await settled(page);
    await page.goto(`${BASE}/my-widget`);
    await settled(page);
    // A feature the Free plan includes (Tap to earn is locked on it, with its way to upgrade).
    expect(await sidebarItems(page)).not.toContain('Missions');
    await page.getByRole('switch', { name: 'Moderation missions' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('menuitem', { name: 'Missions', exact: true })
      .waitFor();
    expect(await page.getByRole('switch', { name: 'Tap to earn' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it('(3) invites a member, changes the role, removes the member', async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, BASE, 'admin@novagames.demo');
    await page.waitForURL(`${BASE}/my-widget`);
    await settled(page);

    await page.getByRole('button', { name: 'Invite Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Member' });
    const invite = dialog.getByRole('button', { name: 'Invite', exact: true });
    expect(await invite.isDisabled()).toBe(true);
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Email').blur();
    await dialog.getByText('Email must be valid').waitFor();
    await dialog.getByLabel('Email').fill('new.teammate@novagames.demo');
    await invite.click();
    await page.getByText('Member was successfully invited.').waitFor();

    await page.goto(`${BASE}/settings`);
    await settled(page);
    await page.getByLabel('Search').fill('new.teammate');
    const row = page.getByRole('row', { name: /new\.teammate@novagames\.demo/ });
    await row.waitFor();
    await expectAccessible(page);

    await row.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Developer' }).click();
    // The Role column (not the picker) shows the §3 label once the change is saved.
    await row
      .getByRole('cell')
      .filter({ hasNot: page.getByRole('combobox') })
      .filter({ hasText: /^Developer$/ })
      .waitFor();

    await row.getByRole('button', { name: /Remove/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Remove|OK/ })
      .click();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });

  it('(4) a new operator registers, verifies, completes registration and reaches Basic Setup', async () => {
    const { page, context } = await newSession(browser);
    await page.goto(`${BASE}/registration`);
    await expectAccessible(page);
    await page.getByLabel('Email').fill('founder@brand-new.demo');
    await page.getByLabel('Password').fill('short');
    await page.getByLabel('Password').blur();
    await page.getByText('At least one digit').waitFor();
    await page.getByLabel('Password').fill('Founder123');
    await page.getByRole('button', { name: /Create|Register|Sign up/ }).click();
    await page.waitForURL(`${BASE}/completing-registration`);

    // The verification link of the e-mail the mock "sent" (its outbox is in the stored demo data);
    // account-verify skips every check.
    const verifyToken = await page.evaluate(() => {
      const find = (node: unknown): string | null => {
        if (!node || typeof node !== 'object') return null;
        const outbox = (node as { outbox?: { to: string; kind: string; token: string }[] }).outbox;
        const mail = outbox?.find(
          (m) => m.to === 'founder@brand-new.demo' && m.kind === 'account-verify',
        );
        if (mail) return mail.token;
        for (const v of Object.values(node)) {
          const t = find(v);
          if (t) return t;
        }
        return null;
      };
      return find(JSON.parse(localStorage.getItem('mock_api_db') ?? 'null'));
    });
    expect(verifyToken).toBeTruthy();
    await page.goto(`${BASE}/account-verify?token=${verifyToken}`);
    await page.getByText('Your email has been verified.').waitFor();

    await page.goto(`${BASE}/completing-registration`);
    await page.getByLabel('Company name').fill('Brand New Ltd');
    await page.getByLabel('Company website').fill('https://brand-new.example');
    await page.getByRole('button', { name: 'Finish registration' }).click();
    await page.waitForURL(`${BASE}/basic-setup`);
    await settled(page);
    await context.close();
  });

  it('Users: a row opens User Data (back to Users), under the path of its own route', async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, BASE, 'admin@novagames.demo', `?toRoute=${encodeURIComponent('/users')}`);
    await page.waitForURL(`${BASE}/users`);
    await settled(page);
    await expectAccessible(page);
    const firstRow = page.getByRole('row').nth(1);
    const login = (await firstRow.getByRole('cell').nth(1).innerText()).trim();
    await firstRow.click();
    await page.waitForURL(/\/users\/\d+$/);
    await page.getByRole('heading', { name: 'User Data' }).waitFor();
    await page.getByText(login).waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${BASE}/users`);
    await context.close();
  });

  it('(5) a moderator sees only what §6 allows', async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, BASE, 'moderator@novagames.demo');
    await page.waitForURL(`${BASE}/welcome`);
    await settled(page);
    expect(await sidebarItems(page)).toEqual(['Missions', 'Rewards']);
    expect(await page.getByRole('button', { name: 'Invite Member' }).count()).toBe(0);
    for (const path of ['/users', '/settings', '/dashboard', '/billing']) {
      await page.goto(`${BASE}${path}`);
      await page.waitForURL(`${BASE}/403`);
    }
    await page.goto(`${BASE}/missions`);
    await settled(page);
    expect(await pathOf(page)).toBe('/missions');
    await context.close();
  });
});
