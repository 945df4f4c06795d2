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

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
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
