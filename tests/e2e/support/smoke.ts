import type { Page, Request } from 'playwright-core';
import { deriveState } from '../../../src/operator/deriveState';
import { web3Installed } from '../../../src/operator';
import type { OperatorData } from '../../../src/operator/types';
import { ENDPOINTS } from '../../../src/generated/endpoints';
import type { GuardOperatorState } from '../../../src/routing';

/** Text of the pages' "load failed" states (pages and settings renderers). */
const LOAD_FAILED = /Could not load/i;
/**
 * A call whose URL still holds a `{name}` placeholder, raw or URL-encoded (an empty JSON filter,
 * `%7B%7D`, is a list query, not a placeholder).
 */
const UNFILLED = /\{\w+\}|%7B\w+%7D/i;
/** Spinners and skeletons the pages show while they load (not the determinate usage bars). */
const BUSY =
  '.MuiCircularProgress-indeterminate:not(.MuiAlert-icon *), .MuiLinearProgress-indeterminate, .MuiSkeleton-root';

/**
 * Everything a page does that the smoke test judges: uncaught errors, console errors, API
 * answers and the requests in flight (so a visit can wait until the page is quiet).
 */
export class PageWatch {
  readonly problems: string[] = [];
  private inFlight = new Set<Request>();
  private lastActivity = Date.now();

  constructor(private readonly page: Page) {
    page.on('pageerror', (e) => this.problems.push(`uncaught error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') this.problems.push(`console error: ${m.text()}`);
    });
    page.on('request', (r) => {
      this.inFlight.add(r);
      this.lastActivity = Date.now();
      if (UNFILLED.test(r.url()))
        this.problems.push(`unfilled placeholder: ${r.method()} ${r.url()}`);
    });
    const done = (r: Request) => {
      this.inFlight.delete(r);
      this.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', (r) => {
      const { pathname, search } = new URL(r.url());
      if (!pathname.startsWith('/api/')) return;
      if (r.status() >= 500 || r.status() === 404)
        this.problems.push(`API ${r.status()}: ${r.request().method()} ${pathname}${search}`);
    });
  }

  /** Starts a new visit: what happened before is not its problem. */
  reset(): void {
    this.problems.length = 0;
  }

  /**
   * Waits until no request has been in flight for a short while and no spinner or skeleton shows
   * (the lazy page chunk, the page's loads, and whatever those loads start).
   */
  async settle(timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    await this.page.locator('[data-testid="startup-loader"]').waitFor({
      state: 'detached',
      timeout: timeoutMs,
    });
    let quietSince = 0;
    while (Date.now() < deadline) {
      const idle = this.inFlight.size === 0 && Date.now() - this.lastActivity > 100;
      const busy = idle && (await this.page.locator(BUSY).first().isVisible());
      if (idle && !busy) {
        quietSince ||= Date.now();
        if (Date.now() - quietSince >= 100) return;
      } else {
        quietSince = 0;
      }
      await new Promise((ok) => setTimeout(ok, 50));
    }
    this.problems.push(`not settled after ${timeoutMs} ms (a request or a spinner never ended)`);
  }
}

/** Navigates inside the running app (the router listens to popstate), as a link would. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The path and query the browser shows. */
export function shownPath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** What the page shows that counts as broken: an error state, or nothing at all. */
export async function pageProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ loadFailed }) => {
      const found: string[] = [];
      const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
      const text = (el: Element) => (el as HTMLElement).innerText.trim().replace(/\s+/g, ' ');
      for (const alert of document.querySelectorAll(
        '.MuiAlert-colorError, .MuiAlert-standardError, .MuiAlert-filledError, .MuiAlert-outlinedError',
      )) {
        // A toast may outlive the visit that raised it; the call behind it fails its own visit.
        if (visible(alert) && !alert.closest('.MuiSnackbar-root'))
          found.push(`error alert: "${text(alert).slice(0, 120)}"`);
      }
      if (new RegExp(loadFailed, 'i').test(document.body.innerText))
        found.push('shows "Could not load…"');
      if (document.querySelector('[class*="RaError-"]'))
        found.push("react-admin's error page is shown");
      // The page's title may sit in the top bar; its content is react-admin's main content in the
      // console layout, the whole root in the blank one.
      const content = document.querySelector('#main-content') ?? document.querySelector('#root');
      const headings = [...document.querySelectorAll('h1, h2, h3, [role="heading"]')]
        .filter(visible)
        .map(text)
        .filter(Boolean);
      if (headings.length === 0) found.push('empty page: no heading');
      const body = content ? text(content) : '';
      const rest = headings.reduce((acc, h) => acc.replace(h, ''), body).trim();
      if (rest === '') found.push('empty page: no content');
      return found;
    },
    { loadFailed: LOAD_FAILED.source },
  );
}

/**
 * The page's problems once it has drawn: an empty page is given a few seconds to fill (a slow
 * machine may draw after the network is quiet); an error state is reported as it is.
 */
export async function drawnPageProblems(page: Page, waitMs = 5_000): Promise<string[]> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const found = await pageProblems(page);
    if (!found.some((p) => p.startsWith('empty page')) || Date.now() > deadline) return found;
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

/** A GET on the mock API from inside the page, with the session's token (as the app would send). */
async function apiGet(page: Page, token: string, path: string): Promise<unknown> {
  return page.evaluate(
    async ({ url, auth }) => {
      const res = await fetch(url, { headers: { Authorization: `Bearer ${auth}` } });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return res.json() as Promise<unknown>;
    },
    { url: path, auth: token },
  );
}

const pathOf = (name: keyof typeof ENDPOINTS, operatorId: string) =>
  ENDPOINTS[name].path.replace('{operatorId}', encodeURIComponent(operatorId));

const orNull = <T>(p: Promise<unknown>) =>
  p.then(
    (v) => v as T,
    () => null,
  );

/**
 * The operator's state as the guard judges it, from the same start-up loads the console makes
 * and the console's own derivation (feature gates, setup progress, web3 status).
 */
export async function loadGuardState(
  page: Page,
  token: string,
  operatorId: string,
): Promise<GuardOperatorState> {
  const get = (name: keyof typeof ENDPOINTS) => apiGet(page, token, pathOf(name, operatorId));
  const [flags, featureGroups, tokenInfo, progress] = await Promise.all([
    orNull<OperatorData['flags']>(get('operator.featureFlags')),
    orNull<OperatorData['featureGroups']>(get('features.list')),
    orNull<OperatorData['tokenInfo']>(get('operator.tokenInfo')),
    orNull<OperatorData['progress']>(get('onboarding.get')),
  ]);
  const web3Status = web3Installed(featureGroups)
    ? ((await orNull<{ status?: string } | null>(get('custody.deployStatus')))?.status ?? null)
    : null;
  const data: OperatorData = {
    operatorInfo: null,
    flags,
    featureGroups,
    tokenInfo,
    progress,
    web3Status,
  };
  return { ...deriveState(data), web3Status };
}

/** The id of the first seeded record of a list endpoint (for routes such as /users/:userId). */
export async function firstId(
  page: Page,
  token: string,
  operatorId: string,
  list: keyof typeof ENDPOINTS,
): Promise<string | null> {
  const range = encodeURIComponent(JSON.stringify([0, 0]));
  const rows = await orNull<{ id?: unknown }[]>(
    apiGet(page, token, `${pathOf(list, operatorId)}?range=${range}`),
  );
  const id = Array.isArray(rows) ? rows[0]?.id : undefined;
  return id === undefined || id === null ? null : String(id);
}
