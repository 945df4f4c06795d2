import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Ports of the browser suite: E2E_PORT (default 4317) serves the build, the next few serve the
 * real-API journeys, so two checkouts can run their suites side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
export const BASE = `http://127.0.0.1:${E2E_PORT}`;
export const ADMIN_BASE = `http://admin.localhost:${E2E_PORT}`;

/**
 * Parts of Chromium's own window that a headless run never shows. Chromium 156 opens a window for
 * every new context, and each window loads its omnibox popups (the AI Mode one above all) as WebUI
 * pages in the background: ~0.5–1 s of CPU on the same two cores, during the page's start-up. An
 * operator's browser does that when a window opens, not when the console loads in it; in the
 * browser suite and the bench every cold run is a new context, so every run would pay for it (the
 * cold first screen at ~900 ms instead of ~550).
 */
export const HIDDEN_BROWSER_UI = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/**
 * Playwright's own --disable-features list (playwright-core 1.65, chromiumSwitches). Chromium keeps
 * only the last --disable-features on its command line, so ours has to repeat it;
 * tests/e2e/browserFlags.e2e.ts reads the command line Chromium got and fails when they part.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium for the browser suite and the bench. `stockWindow` keeps Chromium's window as it comes
 * (its hidden popups loading in every new context): the bench measures the cold start-up that way
 * too, to show what that costs.
 */
export async function launchBrowser(options: { stockWindow?: boolean } = {}): Promise<Browser> {
  const features = [...PLAYWRIGHT_DISABLED_FEATURES, ...HIDDEN_BROWSER_UI];
  const args = options.stockWindow
    ? CHROMIUM_ARGS
    : [...CHROMIUM_ARGS, `--disable-features=${features.join(',')}`];
  return chromium.launch({ executablePath: '/usr/bin/chromium', args });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
}

export async function newSession(browser: Browser): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  return { context, page, consoleErrors };
}
