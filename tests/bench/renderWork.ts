import type { Browser } from 'playwright-core';
import { signedInContext } from './signedInContext';

/**
 * The start-up's React work, counted rather than timed: this machine's timings move 100–200 ms
 * between runs, a count of component renders does not, so a change that draws less shows here
 * even when the timings cannot show it.
 *
 * In the page, a stand-in for React's devtools hook (react-dom calls it after every commit, in
 * production builds too) walks each committed tree and counts the components that rendered in
 * that commit: fibers that were not in the previous commit's tree and carry React's PerformedWork
 * flag (as React DevTools' profiler decides it). It counts until the first screen (the loader gone,
 * the menu and the heading there).
 */
const PROBE = `
  (() => {
    const PERFORMED_WORK = 1;
    const work = { commits: 0, renders: 0, done: false };
    window.__renderWork = work;
    let previous = new WeakSet();
    let ids = 0;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() { return ++ids; },
      onCommitFiberRoot(_id, root) {
        if (work.done) return;
        const seen = new WeakSet();
        const stack = [root.current];
        let renders = 0;
        while (stack.length > 0) {
          const fiber = stack.pop();
          seen.add(fiber);
          if (!previous.has(fiber) && (fiber.flags & PERFORMED_WORK) !== 0) renders++;
          if (fiber.child) stack.push(fiber.child);
          if (fiber.sibling) stack.push(fiber.sibling);
        }
        previous = seen;
        work.commits++;
        work.renders += renders;
      },
      onPostCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      checkDCE() {},
    };
    new MutationObserver(() => {
      if (work.done || document.querySelector('[data-testid="startup-loader"]')) return;
      if (work.commits > 0 && document.querySelector('nav[aria-label="Main menu"]') && document.querySelector('h1'))
        work.done = true;
    }).observe(document, { childList: true, subtree: true });
  })();
`;

export interface RenderWork {
  readonly commits: number;
  readonly renders: number;
}

/**
 * Opens `path` with a stored token and counts React's commits and component renders until the
 * first screen. The page's own call (its list) is held until then, so its rows, which may come
 * before or after the loader leaves depending on the run, never fall into the count.
 */
export async function countStartupRenders(
  browser: Browser,
  base: string,
  apiOrigin: string,
  token: string,
  path: string,
): Promise<RenderWork> {
  const context = await signedInContext(browser, token, PROBE);
  try {
    let release: () => void = () => undefined;
    const firstScreen = new Promise<void>((resolve) => (release = resolve));
    const pageCall = new RegExp(`^${apiOrigin}/.*${path}(\\?|$)`);
    await context.route(pageCall, async (route) => {
      await firstScreen;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${base}${path}`);
    await page.waitForFunction(
      () => (window as unknown as { __renderWork: { done: boolean } }).__renderWork.done,
      undefined,
      { timeout: 30_000 },
    );
    release();
    return await page.evaluate(() => {
      const { commits, renders } = (window as unknown as { __renderWork: RenderWork }).__renderWork;
      return { commits, renders };
    });
  } finally {
    await context.close();
  }
}
