import type { RouteDef } from '../model/types';
import { matchRoute, type RouteMatch } from './match';

export const TO_ROUTE_PARAM = 'toRoute';

const BASE = 'http://console.invalid';

/**
 * spec-readings §5: toRoute is honoured only as an in-app path — one leading '/', not '//' or '/\'
 * (browsers read both as another host), no scheme, no control characters — that opens a known
 * route in this mode. Returns the normalised path + search (+ hash), or null to ignore it.
 */
export function sanitizeToRoute(
  raw: string | null | undefined,
  routes: readonly RouteDef[],
  adminMode: boolean,
): { path: string; match: RouteMatch } | null {
  if (!raw || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw[1] === '/' || raw.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const match = matchRoute(routes, url.pathname, adminMode);
  return match ? { path: `${url.pathname}${url.search}${url.hash}`, match } : null;
}
