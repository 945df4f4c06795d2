import type { Browser } from 'playwright-core';
import { ENDPOINTS } from '../../src/generated/endpoints';
import { decodeToken } from '../../src/session/token';
import {
  FIRST_WAVE,
  SECOND_WAVE_AFTER,
  STARTUP_LOADS,
  type StartupLoad,
} from '../../src/operator/startupLoads';

interface Call {
  /** A start-up load, or `page`: the page's own first call. */
  readonly load: StartupLoad | 'page';
  readonly url: string;
  /** The first-wave load whose answer it waits for. */
  readonly after?: StartupLoad;
}

/** The URL of a start-up load for the token's operator. */
function loadUrl(apiOrigin: string, load: StartupLoad, operatorId: string): string {
  const { path } = ENDPOINTS[STARTUP_LOADS[load].endpoint];
  return apiOrigin + path.replace('{operatorId}', encodeURIComponent(operatorId));
}

function tokenOperatorId(token: string): string {
  const id = decodeToken(token)?.id_operator;
  if (id === null || id === undefined) throw new Error('The bench token names no operator');
  return String(id);
}

/**
 * The calls of the first screen the console made (`called`: their URLs), as the two waves the spec
 * allows: the first wave with the page's own call (`pageCall`, known from the URL), and each
 * second-wave call behind the answer it waits for. A call the console made that is none of these
 * is not replayed: the startup figures name it.
 */
export function floorCalls(
  apiOrigin: string,
  token: string,
  called: ReadonlySet<string>,
  pageCall?: string,
): readonly Call[] {
  const id = tokenOperatorId(token);
  const first: Call[] = FIRST_WAVE.map((load) => ({ load, url: loadUrl(apiOrigin, load, id) }));
  if (pageCall !== undefined) first.push({ load: 'page', url: pageCall });
  const second = (Object.keys(SECOND_WAVE_AFTER) as (keyof typeof SECOND_WAVE_AFTER)[])
    .map((load) => ({ load, url: loadUrl(apiOrigin, load, id), after: SECOND_WAVE_AFTER[load] }))
    .filter((c) => called.has(c.url));
  return [...first, ...second];
}

/**
 * In the page (a string: the bench's TypeScript runner would add helpers the page lacks): the
 * first wave at once, each second-wave call once the answer it waits for is read; then first call
 * → last answer from the browser's Resource Timing.
 */
const FLOOR_VISIT = `async ({ calls, token }) => {
  const headers = { Accept: 'application/json', Authorization: 'Bearer ' + token };
  const answers = new Map();
  for (const c of calls)
    if (!c.after) answers.set(c.load, fetch(c.url, { headers }).then((r) => r.text()));
  const later = calls
    .filter((c) => c.after)
    .map((c) => answers.get(c.after).then(() => fetch(c.url, { headers }).then((r) => r.text())));
  await Promise.all([...answers.values(), ...later]);
  const urls = new Set(calls.map((c) => c.url));
  const entries = performance.getEntriesByType('resource').filter((e) => urls.has(e.name));
  return Math.max(...entries.map((e) => e.responseEnd)) - Math.min(...entries.map((e) => e.startTime));
}`;

/**
 * The floor of this machine and this API: the first screen's calls, in the spec's two waves, sent by a
 * bare page of the console's origin in a fresh browser context — cold connections, CORS preflights,
 * nothing else on the main thread. Returns the first call → last answer (ms) of one visit.
 */
export async function measureFloor(
  browser: Browser,
  base: string,
  token: string,
  calls: readonly Call[],
): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // A document of the console's origin (the API lets only it call, and the browser lets only a
    // page it loaded from a loopback address call loopback) that runs none of the console's code.
    await page.goto(`${base}/favicon.svg`);
    return (await page.evaluate(`(${FLOOR_VISIT})(${JSON.stringify({ calls, token })})`)) as number;
  } finally {
    await context.close();
  }
}
