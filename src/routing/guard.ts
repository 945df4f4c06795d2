import { evaluateGateIn, type GateState } from '../access/gate';
import { homeNeedsSetupIn, homeRouteIn } from '../access/home';
import { mayOpenRouteIn, roleMayOpenIn, routeExistsInMode } from '../access/routeAvailability';
import type { FeatureGroupDef, PermissionMatrix, RoleDef, RouteDef } from '../model/types';
import { decodeToken, isTokenValidFor } from '../session/token';
import { OPERATOR_VIEW_PREFIX, matchRoute, splitOperatorView, type RouteMatch } from './match';
import { TO_ROUTE_PARAM, sanitizeToRoute } from './toRoute';
import { URL_TOKEN_PARAM } from './tokenParam';

/** The operator's loaded state as the guard needs it (feature gates and the setup-dependent home). */
export interface GuardOperatorState extends GateState {
  readonly setupFinished: boolean;
}

export interface GuardInput {
  readonly pathname: string;
  /** '' or '?a=b'. */
  readonly search: string;
  readonly adminMode: boolean;
  readonly storedToken: string | null;
  readonly nowMs: number;
  /** Undefined until the start-up loads finish: feature gates and setup are then not judged. */
  readonly operatorState?: GuardOperatorState | undefined;
}

/** Side effects the caller performs, carried as data so the guard stays a pure function. */
export interface DecisionEffects {
  /** The stored token is expired or invalid: clear the session. */
  readonly clearToken?: true;
  /** A valid token arrived in the URL: log in with it. */
  readonly storeToken?: string;
  /** §8: a failed URL-token login is only logged to the console. */
  readonly log?: string;
}

export type Decision =
  | ({
      readonly kind: 'render';
      readonly route: RouteDef;
      readonly params: Readonly<Record<string, string>>;
      readonly operatorId?: string;
      /** Rendered only while the operator state loads; the caller shows its loader instead. */
      readonly pending?: true;
    } & DecisionEffects)
  | ({ readonly kind: 'redirect'; readonly to: string; readonly replace: true } & DecisionEffects);

export interface GuardData {
  readonly routes: readonly RouteDef[];
  readonly roles: readonly RoleDef[];
  readonly roleCodes: readonly string[];
  readonly featureGroups: readonly FeatureGroupDef[];
  /** §6 grants: a route opens only for a role that may read its section (roleMayOpenIn). */
  readonly permissions: PermissionMatrix;
}

/** Built-in routes the guard itself sends people to. */
export const GUARD_ROUTES = {
  login: 'Login',
  forbidden: 'Forbidden',
  notFound: 'NotFound',
  /** Its role list says who may open the operator views (§6: a super admin extra). */
  operators: 'Operators',
} as const;

export { URL_TOKEN_PARAM };

export const URL_TOKEN_LOGIN_FAILED =
  'Login with the token from the URL failed: invalid or expired token';

/**
 * The §2 navigation guard (with spec-readings §1, §2, §5, §8) as a pure function of the URL, the
 * stored token, the console mode and the operator's state.
 */
export function createGuard(data: GuardData): (input: GuardInput) => Decision {
  const byName = new Map(data.routes.map((r) => [r.name, r]));
  const access = { groups: data.featureGroups, permissions: data.permissions };
  const roleMayOpen = (route: RouteDef, role: string | null) =>
    roleMayOpenIn(data.permissions, route, role);
  const pathOf = (name: string) => byName.get(name)?.path ?? '/';
  const errorRoutes = new Set<string>([GUARD_ROUTES.forbidden, GUARD_ROUTES.notFound]);
  const operators = byName.get(GUARD_ROUTES.operators);
  const mayUseOperatorView = (role: string | null) =>
    !!operators && operators.roles !== 'public' && roleMayOpen(operators, role);

  return function decide(input: GuardInput): Decision {
    const { pathname, adminMode, operatorState: state } = input;
    const query = new URLSearchParams(input.search);
    const match = matchRoute(data.routes, pathname, adminMode);
    const redirect = (to: string, fx: DecisionEffects): Decision => ({
      kind: 'redirect',
      to,
      replace: true,
      ...fx,
    });
    const render = (m: RouteMatch, fx: DecisionEffects): Extract<Decision, { kind: 'render' }> => ({
      kind: 'render',
      route: m.route,
      params: m.params,
      ...(m.operatorId !== undefined ? { operatorId: m.operatorId } : {}),
      ...fx,
    });

    // Account verify skips every check (§2); only its own token query is needed.
    if (match?.route.skipChecks) {
      const otherwise = missingQueryTarget(match.route, query);
      return otherwise ? redirect(pathOf(otherwise), {}) : render(match, {});
    }

    const stored = input.storedToken;
    const session =
      stored && isTokenValidFor(stored, input.nowMs, data.roleCodes) ? decodeToken(stored) : null;
    const fx: { clearToken?: true } = stored && !session ? { clearToken: true } : {};

    // A token in the URL logs in and leaves the URL; password recovery's token is its own. On a
    // path that opens no page it is not used at all (a link token must not log in on a 404).
    const urlToken = query.get(URL_TOKEN_PARAM);
    if (urlToken !== null && match && !match.route.keepTokenParam) {
      query.delete(URL_TOKEN_PARAM);
      const clean = pathname + searchOf(query);
      if (isTokenValidFor(urlToken, input.nowMs, data.roleCodes))
        return redirect(clean, { storeToken: urlToken });
      return redirect(clean, { ...fx, log: URL_TOKEN_LOGIN_FAILED });
    }

    const role = session?.role ?? null;
    const view = adminMode ? splitOperatorView(pathname) : null;
    const viewId = match ? match.operatorId : view?.rest === '/' ? view.operatorId : undefined;

    const homeAvailable = (name: string) => {
      const route = byName.get(name);
      if (!route || !routeExistsInMode(route, adminMode) || !roleMayOpen(route, role)) return false;
      // A redirect carries no query, so a home that needs one (ChangePassword) cannot be sent to.
      if (route.requiredQuery) return false;
      if (viewId !== undefined && route.mode !== 'operator') return false;
      return !state || evaluateGateIn(data.featureGroups, route.gate, state);
    };
    const homePath = (): string | null => {
      const ctx = { adminMode: adminMode && viewId === undefined, isAvailable: homeAvailable };
      if (!state && homeNeedsSetupIn(data.roles, role, ctx)) return null;
      const route = byName.get(
        homeRouteIn(data.roles, role, { ...ctx, setupFinished: !!state?.setupFinished }),
      );
      if (!route) return pathOf(GUARD_ROUTES.login);
      return viewId !== undefined && route.mode === 'operator'
        ? `${OPERATOR_VIEW_PREFIX}/${encodeURIComponent(viewId)}${route.path}`
        : route.path;
    };
    const mayOpen = (m: RouteMatch) =>
      m.route.roles !== 'public' &&
      mayOpenRouteIn(access, m.route, role, state) &&
      (m.operatorId === undefined || mayUseOperatorView(role));
    /** toRoute when the user may open it, else the role's home; null: wait for the operator's state. */
    const onward = (): string | null => {
      const target = sanitizeToRoute(query.get(TO_ROUTE_PARAM), data.routes, adminMode);
      if (target && mayOpen(target.match)) return target.path;
      return homePath();
    };
    const goOnward = (current: RouteMatch | null): Decision => {
      const to = onward();
      if (to !== null && to !== pathname) return redirect(to, fx);
      if (to === null) {
        // The home depends on setup progress that has not loaded: stay (on the root, on the login
        // page) and let the caller show its loader; the guard decides again once the state is in.
        const waitOn = current ?? matchRoute(data.routes, pathOf(GUARD_ROUTES.login), adminMode);
        if (waitOn) return { ...render(waitOn, fx), pending: true };
      }
      // Already at the destination (a home whose gate fails): render rather than loop.
      return current ? render(current, fx) : redirect(pathOf(GUARD_ROUTES.notFound), fx);
    };

    if (pathname === '/' || (!match && viewId !== undefined)) {
      if (!session) return redirect(pathOf(GUARD_ROUTES.login), fx);
      if (viewId !== undefined && !mayUseOperatorView(role))
        return redirect(pathOf(GUARD_ROUTES.forbidden), fx);
      return goOnward(null);
    }
    if (!match) return redirect(pathOf(GUARD_ROUTES.notFound), fx);
    const { route } = match;
    if (errorRoutes.has(route.name)) return render(match, fx);

    const otherwise = missingQueryTarget(route, query);
    if (otherwise) {
      const target = byName.get(otherwise);
      const inView = match.operatorId !== undefined && target?.mode === 'operator';
      const prefix = inView
        ? `${OPERATOR_VIEW_PREFIX}/${encodeURIComponent(match.operatorId as string)}`
        : '';
      return redirect(prefix + pathOf(otherwise), fx);
    }

    if (route.roles === 'public') {
      if (!session) return render(match, fx);
      const ownHomes = data.roles.find((r) => r.code === role)?.home.map((h) => h.route) ?? [];
      return ownHomes.includes(route.name) ? render(match, fx) : goOnward(match);
    }

    if (!session) {
      const login = new URLSearchParams({ [TO_ROUTE_PARAM]: pathname + input.search });
      return redirect(`${pathOf(GUARD_ROUTES.login)}?${login.toString()}`, fx);
    }
    if (
      !roleMayOpen(route, role) ||
      (match.operatorId !== undefined && !mayUseOperatorView(role))
    ) {
      return redirect(pathOf(GUARD_ROUTES.forbidden), fx);
    }
    if (state && !evaluateGateIn(data.featureGroups, route.gate, state)) return goOnward(match);
    return render(match, fx);
  };
}

/** The route to go to when a required query parameter is missing or empty. */
function missingQueryTarget(route: RouteDef, query: URLSearchParams): string | null {
  const rq = route.requiredQuery;
  if (!rq) return null;
  return rq.params.every((p) => !!query.get(p)) ? null : rq.otherwise;
}

function searchOf(query: URLSearchParams): string {
  const s = query.toString();
  return s ? `?${s}` : '';
}
