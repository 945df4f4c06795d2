import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { canAccess, roleMayOpen } from '../access/bound';
import { APP } from '../generated/app';
import { currentTextsVersion, subscribeTexts } from '../i18n/translate';
import { ROUTES } from '../generated/routes';
import { BlankLayout } from '../layout/BlankLayout';
import { decide, GUARD_ROUTES, isAdminHost, matchRoute } from '../routing';
import { ACCESS_DENIED_PATH } from './console/ownRoutes';
import {
  clearSession,
  decodeToken,
  getToken,
  isTokenValid,
  setToken,
  subscribeSession,
} from '../session';
import { CurrentRouteContext, type CurrentRoute } from '../layout/currentRoute';
import {
  EMPTY_OPERATOR_DATA,
  OperatorStateContext,
  operatorState,
  useOperatorState,
  useStartupStatus,
} from '../operator';
import { COMPONENTS_BY_NAME } from './pageRegistry';
import { OperatorNotFound } from './errorPages/OperatorNotFound';
import { preloadAll } from '../ui/lazyPreload';
import { slotPartsFor } from '../layout/slotParts';
import { PublicShell } from './PublicShell';
import { StartupLoader } from './StartupLoader';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { PageError } from '../ui/PageError';
import { useSettled } from './useSettled';
import { useReadyInTransition } from './useReadyInTransition';
import { ConsoleApp, ConsoleData, preloadRoute, warmConsoleForDev } from './consoleChunks';

const noLoad = async () => undefined;
const NO_FLAGS: ReadonlySet<string> = new Set();

/** The §2 Access Forbidden route: the title while react-admin's access-denied route hands over to it. */
const FORBIDDEN = ROUTES.find((r) => r.name === GUARD_ROUTES.forbidden)!;

/**
 * The guard judges token expiry against the clock at every navigation (§2), so each render reads
 * it afresh; a stale value would keep an expired session alive.
 */
const now = (): number => Date.now();

/**
 * Only a role with console pages has an operator to load (§2 start-up loads): the system roles
 * (registration, reset password) open blank pages only, and the API does not let a reset-password
 * session read the operator.
 */
function opensConsole(role: string | null): boolean {
  return ROUTES.some((r) => r.layout === 'APP' && roleMayOpen(r, role));
}

/** The super admin's operator views exist only in admin mode (§2). */
function useOperatorViewId(adminMode: boolean): string | null {
  const { operatorId } = useParams();
  return adminMode && operatorId ? operatorId : null;
}

/**
 * Every navigation passes here: the §2 navigation guard decides (src/routing, a pure function),
 * this component applies its decision — token changes, redirects — and renders the page in its
 * layout: BLANK pages in the light front door, APP pages inside the lazily loaded console.
 */
export function Gate() {
  const adminMode = useMemo(() => isAdminHost(window.location.hostname, APP.adminHost), []);
  const token = useSyncExternalStore(subscribeSession, getToken);
  const texts = useSyncExternalStore(subscribeTexts, currentTextsVersion);
  const viewId = useOperatorViewId(adminMode);
  const session = token && isTokenValid(token, now()) ? decodeToken(token) : null;
  const role = session?.role ?? null;
  // The operator in view: the route's for the super admin's operator views; none for the super
  // admin's own admin-mode pages; the token's for everyone else.
  const operatorId =
    viewId ??
    (role === 'ROLE_SUPER_ADMIN' && adminMode
      ? null
      : session?.id_operator != null
        ? String(session.id_operator)
        : null);
  // The route the URL names, preloaded from the first render, alongside the start-up calls.
  const { pathname } = useLocation();
  const early = session ? matchRoute(pathname, adminMode)?.route : undefined;
  useEffect(() => {
    if (!early) return;
    preloadRoute(early);
    // The top-bar widgets the role alone shows (the invite button) are known already: fetched now,
    // the first screen finds them instead of drawing the bar without them and again once they
    // come. Those that wait on the answers (flags, email) load once the answers are in (Guarded).
    if (early.layout === 'APP')
      preloadAll(
        slotPartsFor({ role, operatorViewId: viewId, flags: NO_FLAGS, emailVerified: undefined }),
      );
  }, [early, role, viewId]);
  // Dev server only: the front door fetches the console's modules while the visitor types, so
  // signing in does not wait on the dev server transforming them one import level at a time.
  useEffect(() => {
    if (import.meta.env.MODE === 'development' && !session) warmConsoleForDev();
  }, [session]);
  const noSession = useMemo(
    () =>
      operatorState({
        operatorId: null,
        role: null,
        adminMode,
        data: EMPTY_OPERATOR_DATA,
        reload: noLoad,
      }),
    [adminMode],
  );
  const guarded = (
    <Guarded
      // Dev server: texts changed by a schema edit are drawn anew from here down; the operator's
      // data above stays (src/i18n/translate.ts). Always 0 in a build.
      key={texts}
      adminMode={adminMode}
      token={token}
      operatorViewId={viewId}
      hasSession={!!session}
    />
  );

  return (
    <PublicShell>
      {session ? (
        <Suspense fallback={<StartupLoader />}>
          <ConsoleData
            key={`${operatorId}:${role}`}
            operatorId={opensConsole(role) ? operatorId : null}
            role={role}
            adminMode={adminMode}
            canReadBilling={!!role && canAccess(role, 'read', 'BILLING')}
          >
            {guarded}
          </ConsoleData>
        </Suspense>
      ) : (
        <OperatorStateContext.Provider value={noSession}>{guarded}</OperatorStateContext.Provider>
      )}
    </PublicShell>
  );
}

interface GuardedProps {
  readonly adminMode: boolean;
  readonly token: string | null;
  readonly operatorViewId: string | null;
  readonly hasSession: boolean;
}

function Guarded({ adminMode, token, operatorViewId, hasSession }: GuardedProps) {
  const { pathname, search } = useLocation();
  const state = useOperatorState();
  const startup = useStartupStatus();
  const ready = startup.status === 'ready';
  // What the guard reads has answered (only billing info may still travel): it can decide, and
  // the first screen is drawn beneath the loader.
  const known = startup.status !== 'loading';
  // The first screen beneath the loader is drawn in a transition, not in the answers' own render.
  const drawn = useReadyInTransition(known);
  const basename = operatorViewId ? `/operators/${operatorViewId}` : '';
  const settled = useSettled(ready, startup.settledAt);
  const decision = decide({
    pathname,
    search,
    adminMode,
    storedToken: token,
    nowMs: now(),
    operatorState: known ? state : undefined,
  });

  // The page's route and the console element stay the same objects while only the loader over them
  // changes, so its leaving does not draw the whole console again.
  const shown = decision.kind === 'render' ? decision.route : null;
  const paramsKey = decision.kind === 'render' ? JSON.stringify(decision.params) : '';
  const current = useMemo<CurrentRoute | null>(
    () =>
      shown && {
        route: shown,
        params: JSON.parse(paramsKey) as CurrentRoute['params'],
        operatorViewId,
        basename,
      },
    [shown, paramsKey, operatorViewId, basename],
  );
  const consoleApp = useMemo(() => <ConsoleApp key={operatorViewId ?? 'own'} />, [operatorViewId]);

  // The guard's token changes are applied before anything moves: the session store updates, this
  // component renders again with the new token, and only then does the guard's redirect run. Doing
  // both at once let a render see the new URL with the old token (a spurious 403).
  const storeToken =
    decision.storeToken && decision.storeToken !== token ? decision.storeToken : null;
  const clearToken = !!decision.clearToken && token !== null;
  const log = decision.log;
  // Once the calls have answered, the guard's choice (a redirect from / lands on the home page).
  const chosen = hasSession && known && decision.kind !== 'redirect' ? decision.route : undefined;
  // The top-bar widgets (and banner) the first screen will draw, known once the calls have answered:
  // loaded during the loader's last 200 ms.
  const widgets =
    chosen?.layout === 'APP'
      ? slotPartsFor({
          role: state.role,
          operatorViewId,
          flags: state.flags,
          emailVerified: state.operatorInfo?.emailVerified,
        })
      : [];
  useEffect(() => {
    // Each preload starts once; later calls return the same load.
    if (chosen) preloadRoute(chosen);
    preloadAll(widgets);
  });
  useLayoutEffect(() => {
    // §8: a failed URL-token login is only logged.
    if (log) console.error(log);
    if (storeToken) setToken(storeToken);
    else if (clearToken) clearSession();
  }, [storeToken, clearToken, log]);

  // react-admin's own access-denied route is the console's to draw (`<Admin accessDenied>`).
  if (hasSession && pathname === basename + ACCESS_DENIED_PATH) {
    return (
      <CurrentRouteContext.Provider
        value={{ route: FORBIDDEN, params: {}, operatorViewId, basename }}
      >
        <Suspense fallback={<StartupLoader />}>
          <ConsoleApp key={operatorViewId ?? 'own'} />
        </Suspense>
      </CurrentRouteContext.Provider>
    );
  }
  if (storeToken || clearToken) return null;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  // §2: the loader covers the screen until the start-up loads have settled, plus 200 ms. Once the
  // answers the guard reads are in, the first screen is drawn beneath it — while billing info
  // travels and during those 200 ms (its own calls start too) — so it is there the moment the
  // loader goes instead of mounting only then.
  const loading = hasSession && !settled && !decision.route.skipChecks;
  const overlay = loading ? <StartupLoader /> : null;
  if (loading && !drawn) return withOverlay(null, overlay);
  // Beneath the overlay, a page still loading its code shows nothing of its own.
  const fallback = loading ? null : <StartupLoader />;
  if (operatorViewId && state.operatorMissing) {
    return withOverlay(
      <BlankLayout title="records.operatorNotFound.title">
        <OperatorNotFound id={operatorViewId} />
      </BlankLayout>,
      overlay,
    );
  }

  const { route } = decision;
  if (!current) return null;
  if (route.layout === 'APP') {
    return withOverlay(
      <CurrentRouteContext.Provider value={current}>
        <ErrorBoundary resetKey={operatorViewId} fallback={(props) => <PageError {...props} />}>
          <Suspense fallback={fallback}>{consoleApp}</Suspense>
        </ErrorBoundary>
      </CurrentRouteContext.Provider>,
      overlay,
    );
  }
  const Page = route.component ? COMPONENTS_BY_NAME[route.component] : undefined;
  return withOverlay(
    <CurrentRouteContext.Provider value={current}>
      {/* The card waits for its page: drawn empty first, it grew when the page came (a layout
          shift, Lighthouse's CLS on /login). */}
      <Suspense fallback={fallback}>
        <BlankLayout title={route.title}>
          <ErrorBoundary resetKey={route.name} fallback={(props) => <PageError {...props} />}>
            {Page ? <Page /> : null}
          </ErrorBoundary>
        </BlankLayout>
      </Suspense>
    </CurrentRouteContext.Provider>,
    overlay,
  );
}

/**
 * The page and, while the start-up holds, the loader over it: always the same two slots, so the
 * page is not mounted again when the loader leaves.
 */
function withOverlay(page: ReactNode, overlay: ReactNode) {
  return (
    <>
      {page}
      {overlay}
    </>
  );
}
