/**
 * Fault journeys (§8) on the production build with the embedded mock API's fault injection
 * (src/mocks/faults.ts, read from localStorage at boot): a form submit and a start-up call under
 * each kind of failure end in the §8 text, never a blank screen, and keep what the user typed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataMessagesEn } from '../../src/i18n/en/data';
import { FAULTS_STORAGE_KEY, type Fault } from '../../src/mocks/faults';
import { BASE, launchBrowser, newSession } from './support/browser';
import { DEMO_PASSWORD, logIn, settled } from './support/console';

const TEXT = dataMessagesEn.errors;
const LOGIN = 'admin@novagames.demo';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function setFaults(page: Page, faults: Record<string, Fault>): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    FAULTS_STORAGE_KEY,
    JSON.stringify(faults),
  ] as const);
}

/** Something a person can read and use is on screen: never a blank page. */
async function expectNotBlank(page: Page): Promise<void> {
  const text = await page.locator('#root').innerText();
  expect(text.trim().length).toBeGreaterThan(20);
}

type Case = [name: string, fault: Fault, message: string];

const SUBMIT_CASES: Case[] = [
  ['500', { status: 500 }, 'Injected fault: HTTP 500'],
  ['403', { status: 403 }, 'Injected fault: HTTP 403'],
  ['404', { status: 404 }, 'Injected fault: HTTP 404'],
  ['401 (a public call: no session to end)', { status: 401 }, 'Injected fault: HTTP 401'],
  ['no response', { noResponse: true }, TEXT.noResponse],
];

describe('a form submit under failure (Login)', () => {
  it.each(SUBMIT_CASES)(
    '%s → the §8 text, and the typed e-mail is kept',
    async (_, fault, message) => {
      const { page, context } = await newSession(browser);
      await page.goto(`${BASE}/login`);
      await page.getByLabel('Email').waitFor();
      await setFaults(page, { 'POST /api/v1/auth/login': fault });
      await page.reload();
      await page.getByLabel('Email').fill(LOGIN);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByText(message).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await page.getByLabel('Email').inputValue()).toBe(LOGIN);
      await expectNotBlank(page);
      await context.close();
    },
  );

  it('time-out (60 s, §9) → the no-response text, and the typed e-mail is kept', async () => {
    const { page, context } = await newSession(browser);
    await page.goto(`${BASE}/login`);
    await page.getByLabel('Email').waitFor();
    await setFaults(page, { 'POST /api/v1/auth/login': { delayMs: 600_000 } });
    await page.reload();
    await page.getByLabel('Email').fill(LOGIN);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    // The page's clock only: the mock's worker keeps holding the answer back.
    await page.clock.install();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.clock.runFor(60_500);
    await page.getByText(TEXT.noResponse).first().waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(LOGIN);
    await expectNotBlank(page);
    await context.close();
  });
});

const STARTUP_CALL = 'GET /api/v1/operator/:id/info';

describe('a start-up call under failure (operator info)', () => {
  it.each<Case>([
    ['500', { status: 500 }, ''],
    ['403', { status: 403 }, ''],
    ['404', { status: 404 }, ''],
    ['no response', { noResponse: true }, ''],
    ['malformed JSON', { malformedJson: true }, ''],
  ])('%s → only logged (§8): the console opens, menu and page drawn', async (_, fault) => {
    const { page, context } = await newSession(browser);
    await logIn(page, BASE, LOGIN);
    await page.waitForURL(`${BASE}/my-widget`);
    await settled(page);
    await setFaults(page, { [STARTUP_CALL]: fault });
    await page.reload();
    await settled(page);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-widget');
    expect(await page.getByText('This page could not be shown').count()).toBe(0);
    // §8: a failed operator-info load has no user message.
    for (const text of [/Injected fault/, TEXT.noResponse, TEXT.generic]) {
      expect(await page.getByText(text).count()).toBe(0);
    }
    await expectNotBlank(page);
    await context.close();
  });

  it('401 → the session ends: Login, with the §8 message', async () => {
    const { page, context } = await newSession(browser);
    await logIn(page, BASE, LOGIN);
    await page.waitForURL(`${BASE}/my-widget`);
    await settled(page);
    await setFaults(page, { [STARTUP_CALL]: { status: 401 } });
    await page.reload();
    await page.waitForURL(/\/login/);
    await page
      .getByText(/Injected fault: HTTP 401|session has expired/i)
      .first()
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await expectNotBlank(page);
    await context.close();
  });
});
