/**
 * Smoke test over every route: every route of the schema, opened by every demo
 * account that may open it (the super admin in both of its mounts), must render a page without an
 * uncaught error, a console error, an error state, an empty page, an API call with an unfilled
 * {placeholder}, or a 404/5xx API answer. Which account may open what is decided by the console's
 * own guard over the generated routes; a route whose feature gate is closed for the account's
 * operator must send it where the guard says instead.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP } from '../../src/generated/app';
import { decide, type GuardOperatorState } from '../../src/routing';
import { launchBrowser } from './support/browser';
import { ACCOUNTS, plan, seededIds } from './support/routeWalk';
import { logIn, settled } from './support/console';
import { PageWatch, drawnPageProblems, goInApp, loadGuardState, shownPath } from './support/smoke';

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
        for (const [key, id] of await seededIds(page, token, account.operatorId, visits))
          ids.set(key, id);
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
