/**
 * The answer fuzz's run, shared by the full grid (../answerFuzz.fuzz.ts,
 * `npm run test:fuzz`) and the reduced one CI runs (../answerFuzz.e2e.ts). Driven by the published
 * contract (schema/openapi.json): every route × role of the route walk is opened while the answers
 * it reads have one field removed, set to null or given another type, each answer's mutations
 * taken in turn by the pages that read it. A visit passes when the console stays whole: no uncaught
 * error, no crashed page ("This page could not be shown"), no react-admin error page, no blank
 * page, and the start-up loader gone; a load the answer spoils may show its §8 failure (a toast,
 * an inline "Could not load…"), which is what §8 asks for.
 *
 * A visit spoils every answer it reads at once, one mutation each: the start-up answers, and the
 * page's own as an earlier visit of that route (another role's) read them. When it breaks, its
 * faults are tried one at a time, so a finding names the answer, field and op that broke it.
 * The answers are those a page reads when opened (GETs, start-up loads included: each visit is a
 * full load); the answers of writes are parsed by the same schemas and covered by unit tests.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP } from '../../../src/generated/app';
import type { EndpointName } from '../../../src/generated/endpoints';
import { MAX_RETRIES, retryDelay } from '../../../src/data/queryClient';
import { FAULTS_STORAGE_KEY, type Mutation } from '../../../src/mocks/faults';
import { STARTUP_LOADS } from '../../../src/operator/startupLoads';
import { launchBrowser } from './browser';
import { logIn, settled } from './console';
import { endpointOf, faultKey, mutationsOf, readContract, schedule, take } from './answerFuzz';
import { ACCOUNTS, listFor, plan, type Account, type Visit } from './routeWalk';
import { firstId, pageProblems } from './smoke';

const CRASH = /This page could not be shown/;
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

/**
 * How long an empty page may wait to fill: a spoilt read is retried with §9's back-off (1, 2, 4 s)
 * before the page shows its failure, and the calls are quiet between two tries; a few seconds
 * more for a busy machine.
 */
const FILL_MS =
  Array.from({ length: MAX_RETRIES }, (_, attempt) => retryDelay(attempt)).reduce((a, b) => a + b) +
  5_000;

/** The page's breakage once drawn: an empty page is given time to fill (or show its failure). */
async function brokenOnceDrawn(page: Page, waitMs = FILL_MS): Promise<string[]> {
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

export interface FuzzOptions {
  /** Picks each field's op (printed first: the same seed repeats a run). */
  readonly seed: number;
  /** Every field removed, nulled and mistyped (three times the visits), not one op each. */
  readonly allOps: boolean;
  /** The first demo account of each role only (the other admins show other operator states). */
  readonly oneAccountPerRole: boolean;
  /**
   * How many accounts open each route (the first that may): a page reads the same answers whoever
   * opens it, and the second spoils the page's own answers as the first read them.
   */
  readonly accountsPerRoute: number;
  /**
   * After the walk, more visits until every mutation of every page answer is met; without it,
   * only the mutations the walk's visits take.
   */
  readonly pageAnswersToTheEnd: boolean;
}

/** Defines the fuzz's tests. */
export function fuzzAnswers({
  seed: SEED,
  allOps: ALL_OPS,
  oneAccountPerRole,
  accountsPerRoute,
  pageAnswersToTheEnd,
}: FuzzOptions): void {
  let browser: Browser;
  const failures: string[] = [];

  const contract = readContract();
  const roles = new Set<string | null>();
  const signedIn = ACCOUNTS.filter((a) => a.login !== null)
    .filter((a) => !oneAccountPerRole || (!roles.has(a.role) && roles.add(a.role)))
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
      const token = await this.page.evaluate(
        (key) => localStorage.getItem(key),
        APP.tokenStorageKey,
      );
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
    console.log(
      `answer fuzz (seed ${SEED}): ${visits} visits, ${met()} of ${total()} mutations met, ${Math.round((Date.now() - started) / 1000)} s`,
    );
    if (unreproduced.length > 0)
      console.log(
        `Not reproduced on a second try (${unreproduced.length}):\n${unreproduced.join('\n')}`,
      );
    if (failures.length > 0)
      console.log(`Answer fuzz failures (${failures.length}):\n${failures.join('\n')}`);
  });

  /** The §2 start-up loads' answers: read on every console page, spoilt first. */
  const STARTUP: readonly EndpointName[] = [
    ...new Set(Object.values(STARTUP_LOADS).map((l) => l.endpoint)),
  ];
  const describeFaults = (faults: ReadonlyMap<EndpointName, Mutation>) =>
    [...faults].map(([name, m]) => `${name} ${m.at || '(body)'} ${m.op}`).join('; ') ||
    'as answered';

  /** Each answer's mutations, and how many of them visits that read it have taken (in turn). */
  const mutations = new Map<EndpointName, readonly Mutation[]>();
  const cursor = new Map<EndpointName, number>();
  const mutationsFor = (names: Iterable<EndpointName>) => {
    for (const name of names)
      if (!mutations.has(name))
        mutations.set(name, mutationsOf(contract, name, { allOps: ALL_OPS, seed: SEED }));
    return mutations;
  };
  const total = () => [...mutations.values()].reduce((n, m) => n + m.length, 0);
  const met = () =>
    [...mutations].reduce((n, [name, m]) => n + Math.min(m.length, cursor.get(name) ?? 0), 0);
  let visits = 0;
  const started = Date.now();
  const unreproduced: string[] = [];

  /**
   * A visit with its faults; when it breaks under several, each fault is tried alone so the finding
   * names the answer, field and op that break the page (a break only the combination causes is
   * reported with all of them; one that does not come back on a second try is set aside).
   */
  async function visitOf(
    tab: Tab,
    label: string,
    path: string,
    faults: ReadonlyMap<EndpointName, Mutation>,
  ): Promise<string[]> {
    const line = (f: ReadonlyMap<EndpointName, Mutation>, p: string) =>
      `${tab.account.who} | ${label} | ${path} | ${describeFaults(f)} | ${p}`;
    visits++;
    const found = await tab.open(path, faults);
    if (visits % 25 === 0)
      console.log(
        `… ${visits} visits, ${met()}/${total()} mutations met, ${Math.round((Date.now() - started) / 1000)} s`,
      );
    if (found.length === 0) return [];
    const reads = new Set(tab.reads);
    const lines: string[] = [];
    if (faults.size > 1) {
      // The page's own answers first (the likelier cause); done once every problem is explained.
      const order = [...faults].sort(([a], [b]) => +STARTUP.includes(a) - +STARTUP.includes(b));
      const unexplained = new Set(found.map(kind));
      for (const [name, m] of order) {
        if (unexplained.size === 0) break;
        const alone = new Map([[name, m]]);
        visits++;
        const again = await tab.open(path, alone);
        for (const p of again) unexplained.delete(kind(p));
        lines.push(...again.map((p) => line(alone, p)));
      }
    }
    if (lines.length === 0) {
      visits++;
      const again = await tab.open(path, faults);
      if (again.length === 0) unreproduced.push(...found.map((p) => line(faults, p)));
      lines.push(...again.map((p) => line(faults, p)));
    }
    // The visit's own reads, not the attribution's, say which mutations it met.
    tab.reads.clear();
    for (const name of reads) tab.reads.add(name);
    for (const l of lines) console.log(`FAIL ${l}`);
    return lines;
  }

  /** A problem without its particulars (an uncaught error's message is kept: it names the crash). */
  const kind = (problem: string) => problem.replace(/^(empty page|error alert).*/, '$1');

  /** A mutation is met only by a page that read its answer (billing info: admins only). */
  function unread(faults: ReadonlyMap<EndpointName, Mutation>, reads: ReadonlySet<EndpointName>) {
    for (const name of faults.keys())
      if (!reads.has(name)) cursor.set(name, (cursor.get(name) ?? 1) - 1);
  }

  const only = (faults: ReadonlyMap<EndpointName, Mutation>, keep: (n: EndpointName) => boolean) =>
    new Map([...faults].filter(([name]) => keep(name)));

  describe('answers fuzzed against the contract', { timeout: 3_600_000 }, () => {
    it('every route × role stays whole while its start-up answers are spoilt in turn', async () => {
      console.log(
        `answer fuzz: seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)${ALL_OPS ? ', every op' : ''}; ${signedIn.length} accounts`,
      );
      mutationsFor(STARTUP);
      // The answers each route's page read on an earlier visit (another role's): spoilt beside the
      // start-up answers, so most page mutations are met in this walk already.
      const pageReads = new Map<string, EndpointName[]>();
      const stops: { visit: Stop; reads: EndpointName[] }[] = [];
      const opened = new Map<string, number>();
      const problems: string[] = [];
      for (const { account, visits: walk } of signedIn) {
        const tab = await Tab.signIn(account);
        tabs.push(tab);
        for (const visit of walk) {
          const before = opened.get(visit.route.name) ?? 0;
          if (before >= accountsPerRoute) continue;
          opened.set(visit.route.name, before + 1);
          const path = await tab.pathOf(visit);
          const expected = pageReads.get(visit.route.name) ?? [];
          const faults = take([...STARTUP, ...expected], mutationsFor(expected), cursor);
          problems.push(...(await visitOf(tab, visit.label, path, faults)));
          let reads = new Set(tab.reads);
          // A spoilt start-up answer may close the page's gate: open it again with its own answers
          // spoilt only.
          if (new URL(tab.page.url()).pathname !== path.split('?')[0]) {
            unread(
              only(faults, (n) => STARTUP.includes(n)),
              reads,
            );
            const own = only(faults, (n) => !STARTUP.includes(n));
            problems.push(...(await visitOf(tab, visit.label, path, own)));
            reads = new Set(tab.reads);
            unread(own, reads);
          } else unread(faults, reads);
          const own = [...reads].filter((n) => !STARTUP.includes(n)).sort();
          pageReads.set(visit.route.name, [...new Set([...expected, ...own])]);
          stops.push({ visit: { tab, visit, path }, reads: own });
        }
      }
      const unmet = STARTUP.filter((n) => (cursor.get(n) ?? 0) < (mutations.get(n)?.length ?? 0));
      // Then the page answers' mutations the walk did not meet, over the pages that read them.
      const pageAnswers = [...new Set(stops.flatMap((s) => s.reads))];
      fuzz = pageAnswersToTheEnd
        ? schedule(stops, mutationsFor(pageAnswers), { everyVisitOnce: false, met: cursor })
        : [];
      console.log(
        `answer fuzz: ${stops.length} routes × roles in ${visits} visits, ${STARTUP.length} start-up and ${pageAnswers.length} page answers; ${met()} of ${total()} mutations met, the rest in ${fuzz.length} visits`,
      );
      failures.push(...problems);
      expect(problems).toEqual([]);
      expect(unmet, 'start-up answers with mutations no page met').toEqual([]);
    });

    if (!pageAnswersToTheEnd) return;
    it.each(signedIn.map(({ account }) => account))(
      '$who: every page stays whole while each answer of its own is spoilt in turn',
      async (account) => {
        const problems: string[] = [];
        for (const { visit, faults } of fuzz.filter((f) => f.visit.tab.account === account)) {
          problems.push(...(await visitOf(visit.tab, visit.visit.label, visit.path, faults)));
          for (const [name] of faults) cursor.set(name, (cursor.get(name) ?? 0) + 1);
        }
        failures.push(...problems);
        expect(problems).toEqual([]);
      },
    );
  });
}
