/**
 * Fault journeys (§8) on the production build with the embedded mock API's fault injection
 * (src/mocks/faults.ts, read from localStorage at boot). Two tables, each crossed with every
 * fault (401, 403, 404, 500, the 60 s time-out, no response, malformed JSON):
 *   - every §2 start-up load (src/operator/startupLoads.ts);
 *   - every form submit: the account forms, Invite Member, the create forms, the settings forms.
 * Each ends in the §8 text (or §8's silence), never a blank screen, and keeps what was typed.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataMessagesEn } from '../../src/i18n/en/data';
import { FAULTS_STORAGE_KEY, type Fault } from '../../src/mocks/faults';
import { STARTUP_LOADS, type StartupLoad } from '../../src/operator/startupLoads';
import { BASE, launchBrowser, newSession } from './support/browser';
import { DEMO_PASSWORD, logIn, settled } from './support/console';

const TEXT = dataMessagesEn.errors;
const ADMIN = 'admin@novagames.demo';
const TOKEN_KEY = 'auth_token';
/** §9: every call gives up after 60 seconds; a little more on the page's fake clock. */
const PAST_TIME_OUT_MS = 60_500;
/** A journey signs in, boots the console and may run minutes of fake time: room on a busy machine. */
const JOURNEY_TIMEOUT_MS = 180_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type FaultName = '401' | '403' | '404' | '500' | 'time-out' | 'no response' | 'malformed JSON';

const FAULTS: readonly (readonly [FaultName, Fault])[] = [
  ['401', { status: 401 }],
  ['403', { status: 403 }],
  ['404', { status: 404 }],
  ['500', { status: 500 }],
  // The mock holds the answer back for ten minutes; the client gives up at 60 s (§9).
  ['time-out', { delayMs: 600_000 }],
  ['no response', { noResponse: true }],
  ['malformed JSON', { malformedJson: true }],
];

/**
 * §8's text for a failed call: the server's message (the mock's injected one), "Oops, something
 * went wrong" when nothing answered (no response, time-out), the generic text for an answer that
 * is not JSON.
 */
function textFor(fault: FaultName): string {
  if (fault === 'time-out' || fault === 'no response') return TEXT.noResponse;
  if (fault === 'malformed JSON') return TEXT.generic;
  return `Injected fault: HTTP ${fault}`;
}

/** Every §8 text a failure could show: none may appear where §8 says "only logged". */
const ANY_FAILURE_TEXT = [/Injected fault/, TEXT.noResponse, TEXT.generic];

function faultScript(faults: Record<string, Fault>): [string, string] {
  return [FAULTS_STORAGE_KEY, JSON.stringify(faults)];
}

/** Something a person can read and use is on screen: never a blank page. */
async function expectNotBlank(page: Page): Promise<void> {
  const text = await page.locator('#root').innerText();
  expect(text.trim().length).toBeGreaterThan(20);
  expect(await page.getByText('This page could not be shown').count()).toBe(0);
}

/** §8 on 401: the session is cleared, Login shows, with an error notification. */
async function expectSentToLogin(page: Page): Promise<void> {
  await page.waitForURL(/\/login/);
  await page.getByText(textFor('401')).first().waitFor();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  await page.getByLabel('Email').waitFor();
  await expectNotBlank(page);
}

async function expectNoFailureText(page: Page): Promise<void> {
  for (const text of ANY_FAILURE_TEXT) expect(await page.getByText(text).count()).toBe(0);
}

// ---------------------------------------------------------------------------------------------
// Start-up loads

/** Each load's request, as the mock's fault rules match it (after the API base). */
const STARTUP_CALLS: Readonly<Record<StartupLoad, string>> = {
  accountInfo: 'GET /api/v1/operator/:id/account-info',
  operatorInfo: 'GET /api/v1/operator/:id/info',
  tokenInfo: 'GET /api/v1/operator/:id/token-info',
  flags: 'GET /api/v1/operator/:id/feature-flags',
  progress: 'GET /api/v1/operator/:id/onboarding-progress',
  features: 'GET /api/v1/operator-feature/:id',
  billingInfo: 'GET /api/v1/operator/:id/subscription/plan/billing-info',
  web3State: 'GET /api/v1/operator/:id/custody/integration/deploy-status',
};

/**
 * §8: "Failures loading flags, operator info, features, billing info … only logged"; the account
 * and token loads are quiet too (schema/endpoints.yaml `silent`). Any other failure toasts.
 */
const QUIET_LOADS: ReadonlySet<StartupLoad> = new Set([
  'accountInfo',
  'operatorInfo',
  'tokenInfo',
  'flags',
  'features',
  'billingInfo',
]);

type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedInAs = new Map<string, SignedIn>();

/** A browser state signed in as `login` (the token and the mock's data), made once per login. */
async function signedIn(login: string): Promise<SignedIn> {
  const known = signedInAs.get(login);
  if (known) return known;
  const { page, context } = await newSession(browser);
  await logIn(page, BASE, login);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await settled(page);
  const state = await context.storageState();
  await context.close();
  signedInAs.set(login, state);
  return state;
}

/** A new context, signed in or not, whose mock API answers `call` with `fault` from the boot on. */
async function contextWithFault(login: string | null, call: string, fault: Fault) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    ...(login ? { storageState: await signedIn(login) } : {}),
  });
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key, value),
    faultScript({ [call]: fault }),
  );
  return { context, page: await context.newPage() };
}

describe('a start-up load under failure (admin of Nova Games opening /my-widget)', () => {
  it('covers every §2 start-up load', () => {
    expect(Object.keys(STARTUP_CALLS).sort()).toEqual(Object.keys(STARTUP_LOADS).sort());
  });

  const cases = (Object.keys(STARTUP_CALLS) as StartupLoad[]).flatMap((load) =>
    FAULTS.map(([name, fault]) => [load, name, fault] as const),
  );

  it.each(cases)(
    '%s, %s',
    async (load, faultName, fault) => {
      const { context, page } = await contextWithFault(ADMIN, STARTUP_CALLS[load], fault);
      if (faultName === 'time-out') await page.clock.install();
      await page.goto(`${BASE}/my-widget`);
      // A load that times out is retried (§9: 3 retries, back-off): four time-outs in all.
      if (faultName === 'time-out') await page.clock.runFor(4 * PAST_TIME_OUT_MS + 30_000);

      if (faultName === '401') {
        await expectSentToLogin(page);
      } else {
        await page.locator('[data-testid="startup-loader"]').waitFor({ state: 'detached' });
        await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
        expect(new URL(page.url()).pathname).not.toBe('/login');
        if (QUIET_LOADS.has(load)) {
          await page.waitForLoadState('networkidle');
          await expectNoFailureText(page);
        } else {
          await page.getByText(textFor(faultName)).first().waitFor();
        }
        await expectNotBlank(page);
      }
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});

// ---------------------------------------------------------------------------------------------
// Form submits

/**
 * How a form reports a failed submit:
 *   inline  — the account forms (public calls): the §8 text above the button; a 401 there is a
 *             wrong-credentials answer with no session to end;
 *   toast   — console forms: the §8 toast; a 401 ends the session (Login);
 *   silent  — Invite Member: §8 "an invite failure shows no user message"; a 401 ends the session.
 */
type Report = 'inline' | 'toast' | 'silent';

interface FormCase {
  readonly name: string;
  /** Who fills it in (null: nobody is signed in) and where. */
  readonly login: string | null;
  readonly path: string;
  /** What opens the form once the page is there (a dialog's button). */
  readonly before?: (page: Page) => Promise<void>;
  /** The submit's request, as the mock's fault rules match it. */
  readonly call: string;
  /** Fills the form validly; returns the inputs (by label) and what was typed in them. */
  readonly fill: (page: Page) => Promise<Record<string, string>>;
  readonly submit: (page: Page) => Promise<void>;
  readonly report: Report;
  /** A 401 on a call made with the session ends it (§8); a public call has none to end. */
  readonly endsSession: boolean;
}

async function typeInto(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label).first().fill(value);
  }
  return values;
}

const clickButton = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).click();
};

const FORMS: readonly FormCase[] = [
  {
    name: 'Login',
    login: null,
    path: '/login',
    call: 'POST /api/v1/auth/login',
    fill: (page) => typeInto(page, { Email: ADMIN, Password: DEMO_PASSWORD }),
    submit: clickButton('Log in'),
    report: 'inline',
    endsSession: false,
  },
  {
    name: 'Registration',
    login: null,
    path: '/registration',
    call: 'POST /api/v1/auth/registration',
    fill: (page) => typeInto(page, { Email: 'new-owner@example.com', Password: 'Abcdefg1' }),
    submit: clickButton('Create account'),
    report: 'inline',
    endsSession: false,
  },
  {
    name: 'Forgot password',
    login: null,
    path: '/forgot-password',
    call: 'POST /api/v1/auth/forgot-password',
    fill: (page) => typeInto(page, { Email: ADMIN }),
    submit: clickButton('Send link'),
    report: 'inline',
    endsSession: false,
  },
  {
    name: 'Change password',
    login: null,
    path: '/password-recovery?token=mailed-token',
    call: 'POST /api/v1/auth/password-recovery',
    fill: (page) => typeInto(page, { 'New password': 'Abcdefg1', 'Confirm password': 'Abcdefg1' }),
    submit: clickButton('Change password'),
    report: 'inline',
    endsSession: false,
  },
  {
    name: 'Completing registration',
    login: 'registration@freshbrand.demo',
    path: '/completing-registration',
    call: 'POST /api/v1/operator/:id/complete-registration',
    fill: (page) => typeInto(page, { 'Company name': 'Fresh Brand Ltd' }),
    submit: clickButton('Finish registration'),
    report: 'inline',
    endsSession: true,
  },
  {
    name: 'Invite Member',
    login: ADMIN,
    path: '/my-widget',
    before: async (page) => {
      await page.getByRole('button', { name: 'Invite Member' }).click();
      await page.getByRole('dialog').waitFor();
    },
    call: 'POST /api/v1/operator/:id/members/invite',
    fill: (page) => typeInto(page, { Email: 'new-member@example.com' }),
    submit: clickButton('Invite'),
    report: 'silent',
    endsSession: true,
  },
  {
    name: 'New Event (create)',
    login: ADMIN,
    path: '/events/new',
    call: 'POST /api/v1/operator/:id/events',
    fill: (page) => typeInto(page, { Name: 'Fault day', Code: 'fault-day', Points: '5' }),
    submit: clickButton('Save'),
    report: 'toast',
    endsSession: true,
  },
  {
    name: 'Referral (settings)',
    login: ADMIN,
    path: '/referral',
    call: 'PUT /api/v1/operator/:id/referral/settings',
    fill: (page) => typeInto(page, { 'Referrer reward': '77' }),
    submit: clickButton('Save'),
    report: 'toast',
    endsSession: true,
  },
  {
    name: 'Tap to Earn (settings)',
    login: ADMIN,
    path: '/tap-to-earn',
    call: 'PUT /api/v1/operator/:id/tap-to-earn/settings',
    fill: (page) => typeInto(page, { 'Points per tap': '3' }),
    submit: clickButton('Save'),
    report: 'toast',
    endsSession: true,
  },
  {
    name: 'Settings → General (settings)',
    login: ADMIN,
    path: '/settings?tab=general',
    call: 'PUT /api/v1/operator/:id/settings',
    fill: (page) => typeInto(page, { Name: 'Nova Games Fault' }),
    submit: clickButton('Save'),
    report: 'toast',
    endsSession: true,
  },
];

describe('a form submit under failure', () => {
  const cases = FORMS.flatMap((form) =>
    FAULTS.map(([name, fault]) => [form.name, name, fault, form] as const),
  );

  it.each(cases)(
    '%s, %s',
    async (_, faultName, fault, form) => {
      const { context, page } = await contextWithFault(form.login, form.call, fault);
      await page.goto(`${BASE}${form.path}`);
      await settled(page);
      await form.before?.(page);
      await page.locator('form input').first().waitFor();
      const path = new URL(page.url()).pathname;
      const typed = await form.fill(page);
      if (faultName === 'time-out') await page.clock.install();
      // Invite Member says nothing on failure (§8), only logs it: the log marks the end of the call.
      const inviteLogged =
        form.report === 'silent'
          ? page.waitForEvent('console', (message) => message.text().includes('Invite failed'))
          : null;
      await form.submit(page);
      if (faultName === 'time-out') await page.clock.runFor(PAST_TIME_OUT_MS);

      if (faultName === '401' && form.endsSession) {
        await expectSentToLogin(page);
      } else {
        if (inviteLogged) {
          await inviteLogged;
          await expectNoFailureText(page);
          await page.getByRole('dialog').waitFor();
        } else {
          await page.getByText(textFor(faultName)).first().waitFor();
        }
        expect(new URL(page.url()).pathname).toBe(path);
        for (const [label, value] of Object.entries(typed)) {
          expect(await page.getByLabel(label).first().inputValue()).toBe(value);
        }
        await expectNotBlank(page);
      }
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
