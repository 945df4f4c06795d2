import type { EndpointName } from '../generated/endpoints';
import { buildUrl } from './http';
import { endpointDef } from './endpoints';

/**
 * When the network delivered the answer to a call of `url` (ms since the epoch), from the
 * browser's Resource Timing; `noticedAt` (when the page read it) when the browser has no entry.
 *
 * Why: a page busy drawing reads an answer late. §2's extra 200 ms count from when a load
 * finished, so the first screen drawn while the last call is in flight does not push the end of
 * the loader further back.
 */
export function answeredAt(url: string, noticedAt: number): number {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function')
    return noticedAt;
  const entries = performance.getEntriesByName(url, 'resource') as PerformanceResourceTiming[];
  let best: number | null = null;
  for (const entry of entries) {
    const at = performance.timeOrigin + entry.responseEnd;
    // The latest answer the page had noticed by then (a reload asks the same URL again later).
    if (entry.responseEnd > 0 && at <= noticedAt && (best === null || at > best)) best = at;
  }
  return best ?? noticedAt;
}

/** The same, for an operator's call of a catalogue endpoint without parameters (a start-up load). */
export function endpointAnsweredAt(
  endpoint: EndpointName,
  operatorId: string,
  noticedAt: number,
): number {
  return answeredAt(buildUrl(endpointDef(endpoint), { pathParams: { operatorId } }), noticedAt);
}
