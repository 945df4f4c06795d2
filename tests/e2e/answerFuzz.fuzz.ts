/**
 * Answers fuzzed (issue 27, item 3), driven by the published contract (schema/openapi.json): every
 * route × role of the route walk is opened while the answers it reads have one field removed, set
 * to null or given another type — each mutation of each answer in turn, met at least once by a page
 * that reads that answer (support/answerFuzz.ts: schedule). A visit passes when the console stays
 * whole: no uncaught error, no crashed page ("This page could not be shown"), no react-admin error
 * page, no blank page, and the start-up loader gone; a load the answer spoils may show its §8
 * failure (a toast, an inline "Could not load…"), which is what §8 asks for.
 *
 * The answers are those a page reads when opened (GETs, start-up loads included: each visit is a
 * full load); the answers of writes are parsed by the same schemas and covered by unit tests.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP } from '../../src/generated/app';
import type { EndpointName } from '../../src/generated/endpoints';
import { FAULTS_STORAGE_KEY, type Mutation } from '../../src/mocks/faults';
import { STARTUP_LOADS } from '../../src/operator/startupLoads';
import { launchBrowser } from './support/browser';
import { logIn, settled } from './support/console';
import {
  endpointOf,
  faultKey,
  mutationsOf,
  readContract,
  schedule,
  take,
} from './support/answerFuzz';
import { ACCOUNTS, listFor, plan, type Account, type Visit } from './support/routeWalk';
import { firstId, pageProblems } from './support/smoke';

const CRASH = /This page could not be shown/;
/** FUZZ_ALL_OPS=1: every field removed, nulled and mistyped (three times the visits). */
const ALL_OPS = process.env.FUZZ_ALL_OPS === '1';
const SETTLE_MS = 15_000;

/** What a spoilt answer may not do to the page (its §8 load failure is allowed). */
async function brokenPage(page: Page): Promise<string[]> {
  const found = (await pageProblems(page)).filter(
    (p) => !p.startsWith('error alert') && !p.startsWith('shows "Could not load'),
  );
  if (CRASH.test(await page.locator('body').innerText()))
    found.push('crashed: "This page could not be shown"');
  return found;
}

/** The page's breakage once drawn: an empty page gets a few seconds to fill (a busy machine). */
async function brokenOnceDrawn(page: Page, waitMs = 5_000): Promise<string[]> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const found = await brokenPage(page);
    if (!found.some((p) => p.startsWith('empty page')) || Date.now() > deadline) return found;
    await page.waitForTimeout(100);
  }
}

/** Waits until no API call has been in flight for 300 ms, or the time is up. */
async function quiet(page: Page, inFlight: Set<unknown>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let since = 0;
  while (Date.now() < deadline) {
    if (inFlight.size === 0) {
      since ||= Date.now();
      if (Date.now() - since >= 300) return true;
    } else since = 0;
    await page.waitForTimeout(50);
  }
  return false;
}

let browser: Browser;
const failures: string[] = [];

const contract = readContract();
const signedIn = ACCOUNTS.filter((a) => a.login !== null)
  .map((account) => ({ account, visits: plan(account).filter((v) => !v.route.skipChecks) }))
  .filter(({ visits }) => visits.length > 0);

/** One account's signed-in tab, watched for uncaught errors and the API calls it makes. */
class Tab {
  readonly errors: string[] = [];
  readonly reads = new Set<EndpointName>();
  private readonly inFlight = new Set<unknown>();
  private constructor(
    readonly account: Account,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    page.on('pageerror', (e) => this.errors.push(`uncaught error: ${e.message}`));
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (!pathname.startsWith('/api/')) return;
      this.inFlight.add(r);
      const name = r.method() === 'GET' ? endpointOf(pathname) : null;
      if (name) this.reads.add(name);
    });
    page.on('requestfinished', (r) => this.inFlight.delete(r));
    page.on('requestfailed', (r) => this.inFlight.delete(r));
  }

  static async signIn(account: Account): Promise<Tab> {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const tab = new Tab(account, context, await context.newPage());
    await logIn(tab.page, account.base, account.login!);
    await tab.page.waitForFunction((key) => localStorage.getItem(key), APP.tokenStorageKey);
    await settled(tab.page);
    return tab;
  }

  /** The visit's path with its `:params` filled with seeded records' ids. */
  async pathOf(visit: Visit): Promise<string> {
    const token = await this.page.evaluate((key) => localStorage.getItem(key), APP.tokenStorageKey);
    let path = visit.pattern;
    for (const param of visit.pattern.match(/(?<=:)\w+/g) ?? []) {
      const list = listFor(visit.route, visit.pattern, param);
      const id =
        list && token && this.account.operatorId
          ? await firstId(this.page, token, this.account.operatorId, list)
          : null;
      path = path.replace(`:${param}`, encodeURIComponent(id ?? 'missing'));
    }
    return path + visit.query;
  }

  /** Opens a path in a full load (the start-up answers are read again) and says what broke. */
  async open(path: string, faults: ReadonlyMap<EndpointName, Mutation>): Promise<string[]> {
    const rules = Object.fromEntries(
      [...faults].map(([name, m]) => [faultKey(name), { mutate: m }]),
    );
    await this.page.evaluate(
      ([key, text]) => (text ? localStorage.setItem(key, text) : localStorage.removeItem(key)),
      [FAULTS_STORAGE_KEY, faults.size === 0 ? '' : JSON.stringify(rules)] as const,
    );
    this.errors.length = 0;
    this.reads.clear();
    const problems: string[] = [];
    await this.page.goto(`${this.account.base}${path}`);
    try {
      await this.page
        .locator('[data-testid="startup-loader"]')
        .waitFor({ state: 'detached', timeout: SETTLE_MS });
    } catch {
      problems.push('the start-up loader never left');
    }
    if (!(await quiet(this.page, this.inFlight, SETTLE_MS))) problems.push('calls never stopped');
    problems.push(...(await brokenOnceDrawn(this.page)), ...this.errors);
    return problems;
  }
}

interface Stop {
  readonly tab: Tab;
  readonly visit: Visit;
  readonly path: string;
}

const tabs: Tab[] = [];
let fuzz: readonly {
  readonly visit: Stop;
  readonly faults: ReadonlyMap<EndpointName, Mutation>;
}[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const tab of tabs) await tab.context.close();
  await browser?.close();
  if (failures.length > 0)
    console.log(`Answer fuzz failures (${failures.length}):\n${failures.join('\n')}`);
});

/** The §2 start-up loads' answers: read on every console page, spoilt first. */
const STARTUP: readonly EndpointName[] = [
  ...new Set(Object.values(STARTUP_LOADS).map((l) => l.endpoint)),
];
const describeFaults = (faults: ReadonlyMap<EndpointName, Mutation>) =>
  [...faults].map(([name, m]) => `${name} ${m.at || '(body)'} ${m.op}`).join('; ');

describe('answers fuzzed against the contract (issue 27)', { timeout: 3_600_000 }, () => {
  it('every route × role stays whole while its start-up answers are spoilt in turn', async () => {
    const mutations = new Map(STARTUP.map((n) => [n, mutationsOf(contract, n, ALL_OPS)] as const));
    const cursor = new Map<EndpointName, number>();
    const stops: { visit: Stop; reads: EndpointName[] }[] = [];
    const problems: string[] = [];
    for (const { account, visits } of signedIn) {
      const tab = await Tab.signIn(account);
      tabs.push(tab);
      for (const visit of visits) {
        const path = await tab.pathOf(visit);
        const faults = take(STARTUP, mutations, cursor);
        for (const p of await tab.open(path, faults))
          problems.push(`${account.who} | ${visit.label} | ${describeFaults(faults)} | ${p}`);
        // A mutation is met only by a page that read its answer (billing info: admins only).
        for (const name of faults.keys())
          if (!tab.reads.has(name)) cursor.set(name, (cursor.get(name) ?? 1) - 1);
        let reads = [...tab.reads];
        // A spoilt start-up answer may close the page's gate: learn its own reads unspoilt.
        if (new URL(tab.page.url()).pathname !== path.split('?')[0]) {
          for (const p of await tab.open(path, new Map()))
            problems.push(`${account.who} | ${visit.label} | as answered | ${p}`);
          reads = [...tab.reads];
        }
        stops.push({
          visit: { tab, visit, path },
          reads: reads.filter((n) => !STARTUP.includes(n)).sort(),
        });
      }
    }
    const unmet = STARTUP.filter((n) => (cursor.get(n) ?? 0) < (mutations.get(n)?.length ?? 0));
    // Then each answer a page reads of its own, spoilt in turn over the pages that read it.
    const pageAnswers = [...new Set(stops.flatMap((s) => s.reads))];
    const pageMutations = new Map(
      pageAnswers.map((n) => [n, mutationsOf(contract, n, ALL_OPS)] as const),
    );
    fuzz = schedule(stops, pageMutations, { everyVisitOnce: false });
    console.log(
      `answer fuzz: ${stops.length} routes × roles with ${[...mutations.values()].reduce((n, m) => n + m.length, 0)} start-up mutations; ${pageAnswers.length} page answers, ${[...pageMutations.values()].reduce((n, m) => n + m.length, 0)} mutations, in ${fuzz.length} visits`,
    );
    failures.push(...problems);
    expect(problems).toEqual([]);
    expect(unmet, 'start-up answers with mutations no page met').toEqual([]);
  });

  it.each(signedIn.map(({ account }) => account))(
    '$who: every page stays whole while each answer of its own is spoilt in turn',
    async (account) => {
      const problems: string[] = [];
      for (const { visit, faults } of fuzz.filter((f) => f.visit.tab.account === account)) {
        for (const p of await visit.tab.open(visit.path, faults))
          problems.push(`${account.who} | ${visit.visit.label} | ${describeFaults(faults)} | ${p}`);
      }
      failures.push(...problems);
      expect(problems).toEqual([]);
    },
  );
});
