/**
 * Words, not codes: every route, opened by every demo account that may open it, must
 * not draw a code of the schema's choices (`EVENT`, `AIRDROP`, `PENDING`, `ROLE_ADMIN`, `PAID`…)
 * as text in its main content. A code is drawn through its choices' words, §4's status labels or
 * roles.yaml's labels. One in-app visit per route and account, as the smoke test walks them.
 *
 * Read from the DOM's text nodes, not `innerText`: a button's CSS upper-casing ('APPROVE') is
 * a style, not a code, and must not count.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP } from '../../src/generated/app';
import { PAGES } from '../../src/generated/pages';
import { ROLE_CODES } from '../../src/generated/roles';
import { billingConsoleMessagesEn } from '../../src/i18n/en/billingConsole';
import { STATUS_CHIP_COLORS } from '../../src/renderers/shared/processingStatus';
import { decide, type GuardOperatorState } from '../../src/routing';
import { launchBrowser } from './support/browser';
import { logIn, settled } from './support/console';
import { ACCOUNTS, plan, seededIds } from './support/routeWalk';
import { PageWatch, goInApp, loadGuardState, shownPath } from './support/smoke';

const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/** Every `choices:` value the generated pages declare, at any depth (columns, filters, fields…). */
function choiceValues(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) choiceValues(item, out);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'choices' && Array.isArray(value)) {
        for (const c of value as { value?: unknown }[])
          if (typeof c?.value === 'string') out.add(c.value);
      }
      choiceValues(value, out);
    }
  }
  return out;
}

const CODES = new Set(
  [
    ...choiceValues(PAGES, new Set()),
    ...Object.keys(STATUS_CHIP_COLORS),
    ...ROLE_CODES,
    ...Object.keys(billingConsoleMessagesEn.billing.statusValues),
    ...Object.keys(billingConsoleMessagesEn.billing.page.historyStatuses),
  ].filter((c) => CODE.test(c) && c.length > 1),
);

/** The codes the page's main content draws as text, each with the text around it. */
async function drawnCodes(page: Page): Promise<string[]> {
  return page.evaluate(
    (codes) => {
      const known = new Set(codes);
      const root =
        document.querySelector('#main-content') ?? document.querySelector('main') ?? document.body;
      const found: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent ?? '';
        if (!parent || !/[A-Z]{2}/.test(text)) continue;
        // What a field holds is the user's, not a drawn value.
        if (parent.closest('input, textarea, select, script, style, [contenteditable="true"]'))
          continue;
        if (!parent.checkVisibility()) continue;
        for (const word of text.match(/[A-Za-z0-9_]+/g) ?? []) {
          if (known.has(word)) found.push(`"${word}" in "${text.trim().slice(0, 80)}"`);
        }
      }
      return found;
    },
    [...CODES],
  );
}

let browser: Browser;
const failures: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (failures.length > 0)
    console.log(`Codes drawn as text (${failures.length}):\n${failures.join('\n')}`);
});

it('knows the codes to look for (the schema declares choices, §4 statuses, roles)', () => {
  expect(CODES.size).toBeGreaterThan(ROLE_CODES.length);
  for (const status of Object.keys(STATUS_CHIP_COLORS)) expect(CODES).toContain(status);
});

describe.each(
  ACCOUNTS.filter((a) => a.login).map((account) => ({ ...account, visits: plan(account) })),
)('words, not codes: $who', ({ visits, ...account }) => {
  let context: BrowserContext;
  let page: Page;
  let watch: PageWatch;
  let token: string | null = null;
  let state: GuardOperatorState | undefined;
  const ids = new Map<string, string | null>();

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    watch = new PageWatch(page);
    await logIn(page, account.base, account.login!);
    await page.waitForFunction((key) => localStorage.getItem(key), APP.tokenStorageKey);
    await settled(page);
    await watch.settle();
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

  it.each(visits)('$label', async ({ label, pattern, query }) => {
    const path = pattern.replace(/:(\w+)/g, (_, param: string) =>
      encodeURIComponent(ids.get(`${pattern}:${param}`) ?? 'missing'),
    );
    const expected = decide({
      pathname: path,
      search: query,
      adminMode: account.adminMode,
      storedToken: token,
      nowMs: Date.now(),
      operatorState: state,
    });
    await goInApp(page, path + query);
    await watch.settle();
    // A closed gate sends the account elsewhere: that page is judged on its own visit.
    if (expected.kind === 'redirect' || shownPath(page) !== path + query) return;
    const codes = await drawnCodes(page);
    for (const c of codes) failures.push(`${account.who} | ${label} | ${c}`);
    expect(codes, `${account.who} ${label}`).toEqual([]);
  });
});
