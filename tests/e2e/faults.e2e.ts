/**
 * Fault journeys (§8) on the production build with the embedded mock API's fault injection
 * (src/mocks/faults.ts: rules under localStorage FAULTS_STORAGE_KEY, followed live). Two tables,
 * each crossed with every fault (401, 403, 404, 500, no response, malformed JSON, the 60 s
 * time-out of §9):
 *   - every §2 start-up load (src/operator/startupLoads.ts), the console opened on /my-widget;
 *   - every form submit: the account forms, Invite Member, New Event, the settings forms.
 * Each ends in the §8 text (or §8's silence, the console still open), never a blank screen, and
 * keeps what was typed; a 401 on a call made with the session ends it, with the §8 message.
 *
 * Fast by design: the start-up loads share one browser tab (the time-outs another), each form has
 * one, signed in once; a case writes its fault into localStorage (the mock reads it on every call)
 * and reloads the console, or submits the form again where it stands. The time-out runs on the
 * page's fake clock, jumped past 60 s in one step (`fastForward`) once the call has gone out: the
 * client sets its 60 s timer only then, after the form's async validation or the first wave of
 * loads, and a clock moved before that can be done before the timer exists, the call then waiting
 * for good (start-up loads are not retried: one time-out is all there is to wait for).
 */
import type { BrowserContext, Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataMessagesEn } from '../../src/i18n/en/data';
import { FAULTS_STORAGE_KEY, type Fault } from '../../src/mocks/faults';
import { OPERATOR_ID_KEY } from '../../src/session/store';
import { STARTUP_LOADS, type StartupLoad } from '../../src/operator/startupLoads';
import { BASE, launchBrowser } from './support/browser';
import { DEMO_PASSWORD, logIn } from './support/console';

const TEXT = dataMessagesEn.errors;
const ADMIN = 'admin@novagames.demo';
const REGISTRATION = 'registration@freshbrand.demo';
const TOKEN_KEY = 'auth_token';
/** §9: every call gives up after 60 seconds; the fake clock jumps a little past it. */
const PAST_TIME_OUT_MS = 60_500;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type FaultName = '401' | '403' | '404' | '500' | 'no response' | 'malformed JSON' | 'time-out';

/**
 * A form's cases follow one another on one page, in this order: no two neighbours end in the same
 * §8 text; the time-out comes late (the fake clock it installs stays with the tab) and the 401
 * last (it ends the session, and the form would have to be opened again).
 */
const FAULTS: readonly (readonly [FaultName, Fault])[] = [
  ['403', { status: 403 }],
  ['404', { status: 404 }],
  ['500', { status: 500 }],
  ['no response', { noResponse: true }],
  ['malformed JSON', { malformedJson: true }],
  // The mock holds the answer back for ten minutes; the client gives up at 60 s (§9).
  ['time-out', { delayMs: 600_000 }],
  ['401', { status: 401 }],
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

/** Every §8 text a failure could show. */
const ANY_FAILURE_TEXT = [/Injected fault/, TEXT.noResponse, TEXT.generic] as const;

async function expectNoFailureText(page: Page): Promise<void> {
  for (const text of ANY_FAILURE_TEXT) expect(await page.getByText(text).count()).toBe(0);
}

/** Something a person can read and use is on screen: never a blank page nor the crash page. */
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

// ---------------------------------------------------------------------------------------------
// Tabs: browser tabs signed in once, faults switched in localStorage.

interface SavedSession {
  readonly token: string;
  readonly operatorId: string | null;
}
const sessions = new Map<string, SavedSession>();

/** The token (and operator id) of `login`, signed in once through the Login page. */
async function sessionOf(login: string): Promise<SavedSession> {
  const known = sessions.get(login);
  if (known) return known;
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, BASE, login);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const saved = await page.evaluate(
    ([tokenKey, idKey]) => ({
      token: localStorage.getItem(tokenKey) ?? '',
      operatorId: localStorage.getItem(idKey),
    }),
    [TOKEN_KEY, OPERATOR_ID_KEY] as const,
  );
  await context.close();
  expect(saved.token).not.toBe('');
  sessions.set(login, saved);
  return saved;
}

interface Tab {
  readonly context: BrowserContext;
  readonly page: Page;
  /** True while the tab shows its form, ready for the next submit (a 401 or a failure ends it). */
  ready: boolean;
}
const tabs = new Map<string, Tab>();

function storageEntries(session: SavedSession | null, faults: Record<string, Fault>) {
  return [
    { name: FAULTS_STORAGE_KEY, value: JSON.stringify(faults) },
    ...(session ? [{ name: TOKEN_KEY, value: session.token }] : []),
    ...(session?.operatorId ? [{ name: OPERATOR_ID_KEY, value: session.operatorId }] : []),
  ];
}

/**
 * The tab named `name`, its localStorage holding the session of `login` (none: signed out) and
 * the mock's fault rules; a new one starts with them, so its first page load needs no sign-in.
 * A tab that is ready keeps its page and only has its rules switched.
 */
async function tab(name: string, login: string | null, faults: Record<string, Fault>) {
  const session = login ? await sessionOf(login) : null;
  const known = tabs.get(name);
  if (known) {
    await known.page.evaluate(
      ({ keys, entries, signedIn }) => {
        if (!signedIn) for (const key of keys) localStorage.removeItem(key);
        for (const { name, value } of entries) localStorage.setItem(name, value);
      },
      {
        keys: [TOKEN_KEY, OPERATOR_ID_KEY],
        entries: known.ready ? storageEntries(null, faults) : storageEntries(session, faults),
        signedIn: known.ready || session !== null,
      },
    );
    return known;
  }
  for (const [other, open] of tabs) {
    await open.context.close();
    tabs.delete(other);
  }
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState: {
      cookies: [],
      origins: [{ origin: BASE, localStorage: storageEntries(session, faults) }],
    },
  });
  const made: Tab = { context, page: await context.newPage(), ready: false };
  tabs.set(name, made);
  return made;
}

/** A request as the mock's rules name it ('GET /api/v1/operator/:id/info'), matched on a URL. */
function requestMatcher(call: string): (request: { method(): string; url(): string }) => boolean {
  const [method, path] = call.split(' ') as [string, string];
  const source = path
    .split('/')
    .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const pattern = new RegExp(`^${source}/?$`);
  return (request) => request.method() === method && pattern.test(new URL(request.url()).pathname);
}

/**
 * Starts the page's fake clock (time flows as usual until told otherwise), runs `start`, waits
 * until the call has gone out (its 60 s timer is then set) and every other API call has answered,
 * and jumps the clock past the time-out. The jump times out whatever is still in flight: a call
 * of the same wave not answered yet would fail too, and the case is about one call.
 */
async function timeOut(page: Page, call: string, start: () => Promise<void>): Promise<void> {
  await page.clock.install();
  const isCall = requestMatcher(call);
  const others = new Set<Request>();
  const onRequest = (r: Request) => {
    if (!isCall(r) && new URL(r.url()).pathname.startsWith('/api/')) others.add(r);
  };
  const onDone = (r: Request) => void others.delete(r);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    const sent = page.waitForRequest(isCall);
    await start();
    await sent;
    await quietFor(() => others.size === 0, QUIET_MS);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
  await page.clock.fastForward(PAST_TIME_OUT_MS);
}

/** An answer can start the next wave's call: quiet means no other call for this long. */
const QUIET_MS = 400;

async function quietFor(quiet: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  let since = Date.now();
  while (Date.now() - since < ms) {
    if (Date.now() > deadline) throw new Error('other API calls never settled before the time-out');
    await new Promise((r) => setTimeout(r, 20));
    if (!quiet()) since = Date.now();
  }
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

describe('a start-up load under failure (admin of Nova Games opening /my-widget)', () => {
  it('covers every §2 start-up load', () => {
    expect(Object.keys(STARTUP_CALLS).sort()).toEqual(Object.keys(STARTUP_LOADS).sort());
  });

  // Every case reloads the console in one tab; the time-outs last, in a tab of their own with
  // the fake clock.
  const loads = Object.keys(STARTUP_CALLS) as StartupLoad[];
  const cases = [
    ...loads.flatMap((load) =>
      FAULTS.filter(([name]) => name !== 'time-out').map(([n, f]) => [load, n, f] as const),
    ),
    ...loads.flatMap((load) =>
      FAULTS.filter(([name]) => name === 'time-out').map(([n, f]) => [load, n, f] as const),
    ),
  ];

  it.each(cases)('%s, %s', async (load, faultName, fault) => {
    const call = STARTUP_CALLS[load];
    const name = faultName === 'time-out' ? 'start-up, fake clock' : 'start-up';
    const { page } = await tab(name, ADMIN, { [call]: fault });
    const open = async () => {
      await page.goto(`${BASE}/my-widget`);
    };
    // The load must really be made (web3 state, billing info: only when the first wave allows).
    const made = page.waitForRequest(requestMatcher(call));
    if (faultName === 'time-out') await timeOut(page, call, open);
    else await open();
    await made;

    if (faultName === '401') {
      await expectSentToLogin(page);
    } else {
      await page.locator('[data-testid="startup-loader"]').waitFor({ state: 'detached' });
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/my-widget');
      if (QUIET_LOADS.has(load)) {
        await page.waitForLoadState('networkidle');
        await expectNoFailureText(page);
      } else {
        await page.getByText(textFor(faultName)).first().waitFor();
      }
      await expectNotBlank(page);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Form submits

/**
 * How a form reports a failed submit:
 *   inline  — the account forms: the §8 text on the form; a 401 on a public call is a
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
  /** Valid values, by field label. */
  readonly values: Readonly<Record<string, string>>;
  readonly submit: string;
  readonly report: Report;
  /** A 401 on a call made with the session ends it (§8); a public call has none to end. */
  readonly endsSession: boolean;
}

const FORMS: readonly FormCase[] = [
  {
    name: 'Login',
    login: null,
    path: '/login',
    call: 'POST /api/v1/auth/login',
    values: { Email: ADMIN, Password: DEMO_PASSWORD },
    submit: 'Log in',
    report: 'inline',
    endsSession: false,
  },
  {
    name: 'Registration',
    login: null,
    path: '/registration',
    call: 'POST /api/v1/auth/registration',
    values: { Email: 'new-owner@example.com', Password: 'Abcdefg1' },
    submit: 'Create account',
    report: 'inline',
    endsSession: false,
  },
  {
    name: 'Forgot password',
    login: null,
    path: '/forgot-password',
    call: 'POST /api/v1/auth/forgot-password',
    values: { Email: ADMIN },
    submit: 'Send link',
    report: 'inline',
    endsSession: false,
  },
  {
    name: 'Change password',
    login: null,
    path: '/password-recovery?token=mailed-token',
    call: 'POST /api/v1/auth/password-recovery',
    values: { 'New password': 'Abcdefg1', 'Confirm password': 'Abcdefg1' },
    submit: 'Change password',
    report: 'inline',
    endsSession: false,
  },
  {
    name: 'Completing registration',
    login: REGISTRATION,
    path: '/completing-registration',
    call: 'POST /api/v1/operator/:id/complete-registration',
    values: { 'Company name': 'Fresh Brand Ltd' },
    submit: 'Finish registration',
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
    values: { Email: 'new-member@example.com' },
    submit: 'Invite',
    report: 'silent',
    endsSession: true,
  },
  {
    name: 'New Event (create)',
    login: ADMIN,
    path: '/events/new',
    call: 'POST /api/v1/operator/:id/events',
    values: { Name: 'Fault day', Code: 'fault-day', Points: '5' },
    submit: 'Save',
    report: 'toast',
    endsSession: true,
  },
  {
    name: 'Referral (settings)',
    login: ADMIN,
    path: '/referral?tab=settings',
    call: 'PUT /api/v1/operator/:id/referral/settings',
    values: { 'Referrer reward': '77' },
    submit: 'Save',
    report: 'toast',
    endsSession: true,
  },
  {
    name: 'Tap to Earn (settings)',
    login: ADMIN,
    path: '/tap-to-earn',
    call: 'PUT /api/v1/operator/:id/tap-to-earn/settings',
    values: { 'Points per tap': '3' },
    submit: 'Save',
    report: 'toast',
    endsSession: true,
  },
  {
    name: 'Settings → General (settings)',
    login: ADMIN,
    path: '/settings?tab=general',
    call: 'PUT /api/v1/operator/:id/settings',
    values: { Name: 'Nova Games Fault' },
    submit: 'Save',
    report: 'toast',
    endsSession: true,
  },
];

/** Opens the form afresh (the tab holds its user's session and the fault for the submit). */
async function openForm(page: Page, form: FormCase) {
  await page.goto(`${BASE}${form.path}`);
  await form.before?.(page);
  // The form is drawn (a settings form once its values have loaded).
  await page.getByLabel(Object.keys(form.values)[0]!).first().waitFor();
}

describe('a form submit under failure', () => {
  const cases = FORMS.flatMap((form) =>
    FAULTS.map(([name, fault]) => [form.name, name, fault, form] as const),
  );

  it.each(cases)('%s, %s', async (_, faultName, fault, form) => {
    const current = await tab(`form ${form.name}`, form.login, { [form.call]: fault });
    const { page } = current;
    // The form stays open between cases, the fault switched under it. An inline §8 text stays
    // on the form until the next submit replaces it, and FAULTS never puts the same text twice
    // in a row; a toast is closed at the end of its case. So the text a case waits for is never
    // on screen before its submit.
    if (!current.ready) await openForm(page, form);
    current.ready = false;
    expect(await page.getByText(textFor(faultName)).count()).toBe(0);
    if (form.report !== 'inline') await expectNoFailureText(page);
    const path = new URL(page.url()).pathname;
    for (const [label, value] of Object.entries(form.values)) {
      await page.getByLabel(label).first().fill(value);
    }
    // Invite Member says nothing on failure (§8), only logs it: the log marks the end of the call.
    const inviteLogged =
      form.report === 'silent'
        ? page.waitForEvent('console', (message) => message.text().includes('Invite failed'))
        : null;
    const submit = () => page.getByRole('button', { name: form.submit, exact: true }).click();
    if (faultName === 'time-out') await timeOut(page, form.call, submit);
    else await submit();

    if (faultName === '401' && form.endsSession) {
      await expectSentToLogin(page);
      return;
    }
    if (inviteLogged) {
      await inviteLogged;
      await expectNoFailureText(page);
      await page.getByRole('dialog').waitFor();
    } else {
      await page.getByText(textFor(faultName)).first().waitFor();
    }
    expect(new URL(page.url()).pathname).toBe(path);
    for (const [label, value] of Object.entries(form.values)) {
      expect(await page.getByLabel(label).first().inputValue()).toBe(value);
    }
    await expectNotBlank(page);
    if (form.report === 'toast') {
      // A click away closes the toast (react-admin shows one at a time, the next only once this
      // one is gone): the next case starts with none on screen.
      await page.locator('body').dispatchEvent('click');
      await page.getByText(textFor(faultName)).first().waitFor({ state: 'detached' });
      // One failure, one toast: none queued behind it (it would show within a frame or two).
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);
    }
    current.ready = true;
  });
});
