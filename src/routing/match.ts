import type { RouteDef } from '../model/types';
import { routeExistsInMode } from '../access/routeAvailability';

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
  /** Set in the super admin's operator view (/operators/:operatorId/<operator route>). */
  readonly operatorId?: string;
}

/** The super admin's operator-view mount (§2: "In admin mode each is also available under..."). */
export const OPERATOR_VIEW_PREFIX = '/operators';

/** One path pattern against one pathname; static segments must equal, `:name` takes one segment. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const got = segments(pathname);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) {
      if (g === '') return null;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== g) return null;
  }
  return params;
}

/** '/a/b/' → ['a', 'b']; an inner empty segment ('//') is kept, so it never matches. */
function segments(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed === '/' ? [] : trimmed.slice(1).split('/');
}

/** Static segments outrank parameters, so /events/new wins over /events/:id whatever the order. */
function rank(route: RouteDef): number {
  return segments(route.path).filter((s) => !s.startsWith(':')).length;
}

function bestMatch(routes: readonly RouteDef[], pathname: string): RouteMatch | null {
  let best: RouteMatch | null = null;
  for (const route of routes) {
    const params = matchPattern(route.path, pathname);
    if (params && (!best || rank(route) > rank(best.route))) best = { route, params };
  }
  return best;
}

/**
 * The route a pathname opens in this console mode, or null (→ 404). In admin mode an operator
 * route is also reached under /operators/:operatorId; routes of the other mode do not exist.
 */
export function matchRoute(
  routes: readonly RouteDef[],
  pathname: string,
  adminMode: boolean,
): RouteMatch | null {
  if (!pathname.startsWith('/')) return null;
  const inMode = routes.filter((r) => routeExistsInMode(r, adminMode));
  const direct = bestMatch(inMode, pathname);
  if (direct) return direct;
  const view = splitOperatorView(pathname);
  if (!adminMode || !view || view.rest === '/') return null;
  const inner = bestMatch(
    inMode.filter((r) => r.mode === 'operator'),
    view.rest,
  );
  return inner ? { ...inner, operatorId: view.operatorId } : null;
}

/** '/operators/42/users' → { operatorId: '42', rest: '/users' }; '/operators/42' → rest '/'. */
export function splitOperatorView(pathname: string): { operatorId: string; rest: string } | null {
  const m = /^\/operators\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!m) return null;
  let operatorId: string;
  try {
    operatorId = decodeURIComponent(m[1] as string);
  } catch {
    return null;
  }
  return { operatorId, rest: m[2] && m[2] !== '/' ? m[2] : '/' };
}
