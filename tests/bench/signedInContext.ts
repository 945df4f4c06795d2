import type { Browser, BrowserContext } from 'playwright-core';

/** A fresh, cold browser context holding a session's token (as after a log-in), `probe` run in every page. */
export async function signedInContext(
  browser: Browser,
  token: string,
  probe: string,
): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(([t]) => localStorage.setItem('auth_token', t as string), [
    token,
  ] as const);
  await context.addInitScript(probe);
  return context;
}
