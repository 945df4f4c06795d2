/**
 * Smoke test over every route (issue 7, item 6): every route of the schema, opened by every demo
 * account that may open it (the super admin in both of its mounts), must render a page without an
 * uncaught error, a console error, an error state, an empty page, an API call with an unfilled
 * {placeholder}, or a 404/5xx API answer. Which account may open what is decided by the console's
 * own guard over the generated routes; a route whose feature gate is closed for the account's
 * operator must send it where the guard says instead.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP } from '../../src/generated/app';
import { ENDPOINTS } from '../../src/generated/endpoints';
import { ROUTES } from '../../src/generated/routes';
import { DEMO_ACCOUNTS, DEMO_OPERATORS } from '../../src/mocks/demoAccounts';
import { mintToken } from '../../src/mocks/jwt';
import type { RouteDef } from '../../src/model/types';
import { decide, OPERATOR_VIEW_PREFIX, type GuardOperatorState } from '../../src/routing';
import { ADMIN_BASE, BASE, launchBrowser } from './support/browser';
import { logIn, settled } from './support/console';
import {
  PageWatch,
  drawnPageProblems,
  firstId,
  goInApp,
  loadGuardState,
  shownPath,
} from './support/smoke';

const SUPER_ADMIN = 'ROLE_SUPER_ADMIN';

interface Account {
  readonly who: string;
  readonly login: string | null;
  readonly role: string | null;
  /** The operator whose pages the account opens (the super admin: the one it views). */
  readonly operatorId: string | null;
  readonly base: string;
  readonly adminMode: boolean;
}

/** Every demo account, plus a visitor who is not logged in (the public pages). */
const ACCOUNTS: readonly Account[] = [
  {
    who: 'anonymous',
    login: null,
    role: null,
    operatorId: null,
    base: BASE,
    adminMode: false,
  },
  ...DEMO_ACCOUNTS.map((a) => ({
    who: `${a.role} ${a.login}`,
    login: a.login,
    role: a.role,
    operatorId: a.operatorId,
    // The super admin's console is the admin host: its own pages and /operators/<id>/… views.
    base: a.role === SUPER_ADMIN ? ADMIN_BASE : BASE,
    adminMode: a.role === SUPER_ADMIN,
  })),
];

/** A link's token as the mock mails it: verification for the operator's owner, recovery otherwise. */
function linkToken(route: RouteDef, account: Account): string {
  const owner =
    account.login ?? DEMO_ACCOUNTS.find((a) => a.operatorId === DEMO_OPERATORS.pixel)!.login;
  const operatorId = account.operatorId ?? DEMO_OPERATORS.pixel;
  const role = route.name === 'ChangePassword' ? 'ROLE_RESET_PASSWORD' : 'ROLE_ADMIN';
  return mintToken({ role, id_operator: operatorId, sub: owner }, Date.now());
}

/** Values for the query a route requires (§2 requiredQuery), as the mails and redirects bring them. */
function requiredQuery(route: RouteDef, account: Account): string {
  const params = route.requiredQuery?.params ?? [];
  if (params.length === 0) return '';
  const value = (p: string) => {
    if (p === 'token') return linkToken(route, account);
    if (p === 'type') return 'downgrade';
    throw new Error(`No smoke value for the required query '${p}' of ${route.name}`);
  };
  return `?${new URLSearchParams(params.map((p) => [p, value(p)])).toString()}`;
}

interface Visit {
  readonly label: string;
  readonly route: RouteDef;
  /** The path with its `:params` still open (filled with seeded ids at visit time). */
  readonly pattern: string;
  readonly query: string;
}

/** A JWT of the account's role for the guard's pre-check (the guard only decodes it). */
function roleToken(account: Account): string | null {
  if (!account.login || !account.role) return null;
  return mintToken(
    { role: account.role, id_operator: account.operatorId, sub: account.login },
    Date.now(),
  );
}

/** The routes the account's role may open in its mount, by the console's own guard. */
function plan(account: Account): Visit[] {
  const token = roleToken(account);
  const visits: Visit[] = [];
  for (const route of ROUTES) {
    const pattern =
      account.adminMode && route.mode === 'operator'
        ? `${OPERATOR_VIEW_PREFIX}/${account.operatorId}${route.path}`
        : route.path;
    const query = requiredQuery(route, account);
    // Role and mount only: feature gates are judged at visit time, from the operator's loads.
    const decision = decide({
      pathname: pattern.replace(/:\w+/g, '1'),
      search: query,
      adminMode: account.adminMode,
      storedToken: token,
      nowMs: Date.now(),
    });
    // A public page the session is sent on from (pending: on to a home that needs the loads).
    if (decision.kind !== 'render' || decision.pending) continue;
    visits.push({ label: `${route.name} ${pattern}`, route, pattern, query });
  }
  // Verifying the email changes the operator (the banner goes): last, so it cannot hide anything.
  return [
    ...visits.filter((v) => !v.route.skipChecks),
    ...visits.filter((v) => v.route.skipChecks),
  ];
}

/** `/users/:userId` → the list endpoint of the segment before the parameter (`users.list`). */
function listFor(pattern: string, param: string): keyof typeof ENDPOINTS | null {
  const parts = pattern.split('/');
  const before = parts[parts.indexOf(`:${param}`) - 1];
  const name = `${before}.list`;
  return name in ENDPOINTS ? (name as keyof typeof ENDPOINTS) : null;
}

const failures: string[] = [];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (failures.length > 0) {
    console.log(`Smoke failures (${failures.length}):\n${failures.join('\n')}`);
  }
});

describe.each(ACCOUNTS.map((account) => ({ ...account, visits: plan(account) })))(
  'smoke: $who',
  ({ visits, ...account }) => {
    let context: BrowserContext;
    let page: Page;
    let watch: PageWatch;
    let token: string | null = null;
    let state: GuardOperatorState | undefined;
    /** What went wrong while logging in and landing. */
    let landing: string[] = [];
    const ids = new Map<string, string | null>();

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      page = await context.newPage();
      watch = new PageWatch(page);
      if (account.login) {
        await logIn(page, account.base, account.login);
        await page.waitForFunction((key) => localStorage.getItem(key), APP.tokenStorageKey);
      } else {
        await page.goto(`${account.base}/login`);
      }
      await settled(page);
      await watch.settle();
      landing = [...watch.problems];
      token = await page.evaluate((key) => localStorage.getItem(key), APP.tokenStorageKey);
      if (token && account.operatorId) {
        state = await loadGuardState(page, token, account.operatorId);
        for (const v of visits) {
          for (const param of v.pattern.match(/(?<=:)\w+/g) ?? []) {
            const list = listFor(v.pattern, param);
            const key = `${v.pattern}:${param}`;
            ids.set(key, list ? await firstId(page, token, account.operatorId, list) : null);
          }
        }
      }
    });

    afterAll(async () => {
      await context?.close();
    });

    it(account.login ? 'logs in and lands' : 'opens the console', async () => {
      const problems = [...landing, ...(await drawnPageProblems(page))];
      for (const p of problems) failures.push(`${account.who} | landing ${shownPath(page)} | ${p}`);
      expect(problems, `${account.who} landing`).toEqual([]);
    });

    it.each(visits)('$label', async ({ label, pattern, query }) => {
      const problems: string[] = [];
      const path = pattern.replace(/:(\w+)/g, (_, param: string) => {
        const id = ids.get(`${pattern}:${param}`);
        if (!id) problems.push(`no seeded record to fill :${param}`);
        return encodeURIComponent(id ?? 'missing');
      });
      const expected = decide({
        pathname: path,
        search: query,
        adminMode: account.adminMode,
        storedToken: token,
        nowMs: Date.now(),
        operatorState: state,
      });

      watch.reset();
      await goInApp(page, path + query);
      await watch.settle();
      const shown = shownPath(page);
      if (expected.kind === 'redirect') {
        // The operator's feature gate is closed: the guard sends the account on, nothing breaks.
        if (shown !== expected.to)
          problems.push(`gate closed: expected a redirect to ${expected.to}, shows ${shown}`);
      } else if (shown !== path + query) {
        problems.push(`redirected to ${shown}`);
      } else {
        problems.push(...(await drawnPageProblems(page)));
      }
      problems.push(...watch.problems);

      for (const p of problems) failures.push(`${account.who} | ${label} | ${p}`);
      expect(problems, `${account.who} ${label}`).toEqual([]);
    });
  },
);
