import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_UPDATE_URL_KEY } from '../../src/mocks/handlers/billing';
import { BASE, launchBrowser, newSession } from './support/browser';
import { logIn, settled } from './support/console';
import { expectAccessible } from './support/axe';

/**
 * URLs from answers pass the safe-URL rule in the built console,
 * under the production CSP (tests/e2e/support/staticServer.ts).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const GENERIC = 'Oops! Something went wrong! Please try again!';

async function signedIn(login: string): Promise<Page> {
  const { page } = await newSession(browser);
  await logIn(page, BASE, login);
  await page.waitForURL((u) => u.pathname !== '/login');
  await settled(page);
  return page;
}

describe('Change payment method with a javascript: URL in the answer', () => {
  it('does not navigate and shows the §8 text; an answer with the console page still goes there', async () => {
    const page = await signedIn('admin@novagames.demo');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.evaluate(
      ([key]) => localStorage.setItem(key!, 'javascript:alert("token: " + document.title)'),
      [PAYMENT_UPDATE_URL_KEY],
    );
    await page.goto(`${BASE}/billing`);
    await settled(page);
    await page.getByRole('button', { name: 'Change payment method' }).click();
    await page.getByText(GENERIC).waitFor();
    expect(new URL(page.url()).pathname).toBe('/billing');
    expect(dialogs).toEqual([]);

    // The mock's own answer (an absolute URL to the console's redirect page) passes the rule.
    await page.evaluate(([key]) => localStorage.removeItem(key!), [PAYMENT_UPDATE_URL_KEY]);
    await page.getByRole('button', { name: 'Change payment method' }).click();
    await page.waitForURL(`${BASE}/billing-change-payment-redirect`);
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});

describe('moderation proof', () => {
  it('is a link to a new tab with a fixed-size picture preview inside it; the CSP lets https pictures in; axe finds nothing serious', async () => {
    const { page, context } = await newSession(browser);
    // Every CSP violation the page reports, kept in the page.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (e) => {
        seen.push(`${e.violatedDirective} blocked ${e.blockedURI}`);
      });
    });
    const violations = () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    await logIn(page, BASE, 'moderator@novagames.demo');
    await page.waitForURL((u) => u.pathname !== '/login');
    await page.goto(`${BASE}/missions`);
    await settled(page);

    // The demo's proofs are the console's own demo picture (the suite has no internet).
    const row = page.locator('tbody tr').first();
    await row.waitFor();
    const link = row.getByRole('link', { name: /Proof \(picture\)/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${BASE}/demo/proof\\.png\\?id=\\w+$`));
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))?.split(' ')).toEqual(
      expect.arrayContaining(['noopener', 'noreferrer']),
    );
    const img = link.getByRole('img', { name: 'Proof (picture)' });
    expect(await img.getAttribute('src')).toBe(href);
    await page.waitForFunction(
      (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
      await img.elementHandle(),
    );
    const box = await img.boundingBox();
    expect([box?.width, box?.height]).toEqual([48, 48]);

    // A real API's proofs are on https hosts: the page's img-src lets such a picture be asked for
    // (its fetch then fails here, without internet: only the policy is under test).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const probe = new Image();
          probe.onload = probe.onerror = () => resolve();
          probe.src = 'https://proof.example.com/a.png';
        }),
    );
    expect(await violations()).toEqual([]);

    // The preview opens the proof in a new tab; the console stays where it was.
    const [tab] = await Promise.all([context.waitForEvent('page'), img.click()]);
    await tab.waitForURL(href!);
    expect(new URL(page.url()).pathname).toBe('/missions');
    await tab.close();

    await expectAccessible(page);
    await context.close();
  });
});
