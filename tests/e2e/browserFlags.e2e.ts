/**
 * The Chromium the browser suite and the bench run: Chromium keeps only the last --disable-features
 * on its command line, so ours must still carry Playwright's own list (a Playwright upgrade that
 * adds a name fails here) and switch the hidden omnibox popups off (support/browser.ts says why).
 * Read from chrome://version, i.e. the command line Chromium itself received.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_BROWSER_UI, launchBrowser } from './support/browser';

async function disabledFeatureSwitches(browser: Browser): Promise<string[][]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('chrome://version');
    const commandLine = await page.locator('#command_line').innerText();
    return [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((m) => m[1]!.split(','));
  } finally {
    await context.close();
  }
}

describe('the browser the suite and the bench launch', () => {
  let browser: Browser;
  let stock: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    stock = await launchBrowser({ stockWindow: true });
  });
  afterAll(async () => {
    await browser?.close();
    await stock?.close();
  });

  it('keeps every feature Playwright disables in the --disable-features Chromium applies (the last)', async () => {
    const switches = await disabledFeatureSwitches(browser);
    const applied = switches.at(-1) ?? [];
    expect(switches.length).toBeGreaterThan(1);
    for (const earlier of switches.slice(0, -1))
      expect(applied).toEqual(expect.arrayContaining(earlier));
  });

  it('switches off the omnibox popups a headless window loads in the background', async () => {
    const applied = (await disabledFeatureSwitches(browser)).at(-1) ?? [];
    expect(applied).toEqual(expect.arrayContaining(HIDDEN_BROWSER_UI));
  });

  it("leaves Chromium's window as it comes when asked for the stock window", async () => {
    const applied = (await disabledFeatureSwitches(stock)).at(-1) ?? [];
    for (const name of HIDDEN_BROWSER_UI) expect(applied).not.toContain(name);
  });
});
