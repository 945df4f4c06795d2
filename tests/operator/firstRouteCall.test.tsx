import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { canAccess, roleMayOpen } from '../../src/access';
import { canAccessResource } from '../../src/access/resources';
import { DEFAULT_CONFIG, setRuntimeConfig } from '../../src/config/runtimeConfig';
import { ENDPOINTS, RESOURCES } from '../../src/generated/endpoints';
import { PAGES } from '../../src/generated/pages';
import { ROLE_CODES } from '../../src/generated/roles';
import { ROUTES } from '../../src/generated/routes';
import type { PageDef, ResourceDef, RouteDef } from '../../src/model/types';
import ConsoleData from '../../src/operator/ConsoleData';
import { firstRouteCall } from '../../src/operator/firstRouteCall';
import { FIRST_WAVE, STARTUP_LOADS } from '../../src/operator/startupLoads';
import { setToken } from '../../src/session';
import { token } from '../data/support';
import { presetRange, readRange } from '../../src/data/dashboardRange';

const pageOf = (route: RouteDef): PageDef | undefined =>
  route.page === undefined ? undefined : (PAGES as Record<string, PageDef>)[route.page];

/** The console's ungated list routes without a parameter, each with a role that may read it. */
const LIST_ROUTES = ROUTES.flatMap((route) => {
  const page = pageOf(route);
  if (route.layout !== 'APP' || page?.kind !== 'list' || route.path.includes(':')) return [];
  if ((route as RouteDef).gate) return [];
  const role = ROLE_CODES.find(
    (r) => roleMayOpen(route, r) && canAccessResource(r, 'read', page.resource),
  );
  const denied = ROLE_CODES.find(
    (r) => roleMayOpen(route, r) && !canAccessResource(r, 'read', page.resource),
  );
  return role ? [{ route, page, role, denied }] : [];
}).filter((r) => r.route.mode !== 'adminOnly');

describe('the first call of the page a URL opens', () => {
  it('has list routes to check', () => {
    expect(LIST_ROUTES.length).toBeGreaterThan(0);
  });

  it.each(LIST_ROUTES.map((r) => [r.route.path, r] as const))(
    '%s: the list’s first page, at its page size, sort and default filters',
    (path, { page, role }) => {
      const call = firstRouteCall(path, '', false, role);
      expect(call).toEqual({
        kind: 'list',
        resource: page.resource,
        params: expect.objectContaining({
          pagination: { page: 1, perPage: page.perPage },
          filter: { ...page.filterDefaults },
        }),
      });
    },
  );

  it.each(LIST_ROUTES.filter((r) => r.denied).map((r) => [r.route.path, r] as const))(
    '%s: nothing for a role that may not read the list',
    (path, { denied }) => {
      expect(firstRouteCall(path, '', false, denied ?? null)).toBeNull();
    },
  );

  // A gated page's first call waits for the answers its gate reads: with the gate shut the guard
  // redirects, and nothing of the page may have been asked before.
  const GATED = (ROUTES as readonly RouteDef[])
    .filter((r) => r.layout === 'APP' && r.gate && r.page && r.mode !== 'adminOnly')
    .flatMap((route) => {
      const role = ROLE_CODES.find((r) => roleMayOpen(route, r));
      return role ? [{ route, role }] : [];
    });
  it.each(GATED.map((r) => [r.route.path, r] as const))(
    '%s (gated): nothing before the gate is known',
    (path, { role }) => {
      expect(firstRouteCall(path.replace(/:\w+/g, '7'), '', false, role)).toBeNull();
    },
  );

  const TAB_ROUTES = ROUTES.flatMap((route) => {
    const page = pageOf(route);
    if (route.layout !== 'APP' || page?.kind !== 'tabs' || route.path.includes(':')) return [];
    if ((route as RouteDef).gate) return [];
    const role = ROLE_CODES.find((r) => roleMayOpen(route, r));
    if (!role || route.mode === 'adminOnly') return [];
    const first = page.tabs.find((t) => !t.section || canAccess(role, 'read', t.section));
    return first?.page.kind === 'list' && canAccessResource(role, 'read', first.page.resource)
      ? [{ route, role, list: first.page }]
      : [];
  });

  it.each(TAB_ROUTES.map((r) => [r.route.path, r] as const))(
    '%s (tabs): the first tab the role may read, when it is a list',
    (path, { role, list }) => {
      expect(firstRouteCall(path, '', false, role)).toMatchObject({
        kind: 'list',
        resource: list.resource,
        params: { pagination: { page: 1, perPage: list.perPage } },
      });
      expect(firstRouteCall(path, '?tab=other', false, role)).toBeNull();
    },
  );

  it('leaves a list whose URL carries its own query to the list', () => {
    const { route, role } = LIST_ROUTES[0]!;
    expect(firstRouteCall(route.path, '?page=3&perPage=50', false, role)).toBeNull();
  });

  it('signed in by a URL token (§2): the call of the URL the guard lands on, without the token', () => {
    const { route, role } = LIST_ROUTES[0]!;
    expect(firstRouteCall(route.path, '?token=abc.def.ghi', false, role)).toEqual(
      firstRouteCall(route.path, '', false, role),
    );
    expect(firstRouteCall(route.path, '?token=abc.def.ghi', false, role)).not.toBeNull();
    expect(firstRouteCall(route.path, '?token=abc.def.ghi&page=3', false, role)).toBeNull();
  });

  it('asks nothing for a page outside the console (a front-door page)', () => {
    const blank = ROUTES.find((r) => r.layout !== 'APP' && !r.path.includes(':'));
    expect(blank).toBeDefined();
    expect(firstRouteCall(blank!.path, '', false, 'ROLE_ADMIN')).toBeNull();
  });
});

const API = 'http://api.test';

describe('a cold console load: the list’s call leaves with the first wave', () => {
  const started: string[] = [];
  let release: () => void = () => undefined;
  let held = new Promise<void>((r) => (release = r));
  const server = setupServer(
    http.all(`${API}/*`, async ({ request }) => {
      started.push(new URL(request.url).pathname);
      await held;
      const list = new URL(request.url).searchParams.has('range');
      return list
        ? HttpResponse.json([], { headers: { 'Content-Range': 'items 0-0/0' } })
        : HttpResponse.json({});
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    setRuntimeConfig({ ...DEFAULT_CONFIG, apiUrl: API, mockApi: false });
    started.length = 0;
    held = new Promise<void>((r) => (release = r));
  });
  afterEach(() => release());

  // First of all, too: a browser queues the seventh call to an API host, each after its preflight.
  it('sends the list’s first page first, before any start-up answer has come back', async () => {
    const { route, page, role } = LIST_ROUTES[0]!;
    setToken(token(role, 7));
    render(
      <MemoryRouter initialEntries={[route.path]}>
        <ConsoleData operatorId="7" role={role} adminMode={false} canReadBilling={false}>
          <div />
        </ConsoleData>
      </MemoryRouter>,
    );
    const listPath = ENDPOINTS[
      (RESOURCES as Record<string, ResourceDef>)[page.resource]!.list as keyof typeof ENDPOINTS
    ].path.replace('{operatorId}', '7');
    const wavePaths = FIRST_WAVE.map((load) =>
      ENDPOINTS[STARTUP_LOADS[load].endpoint].path.replace('{operatorId}', '7'),
    );
    // Every answer is held: whatever has left so far left without waiting for one.
    await waitFor(() => expect(started).toEqual(expect.arrayContaining(wavePaths)));
    expect(started[0]).toBe(listPath);
    // The page's call and the first wave, nothing else: six calls, a browser's six connections to
    // the API host, so none of them waits for a free one.
    expect(started).toHaveLength(FIRST_WAVE.length + 1);
    expect(started.length).toBeLessThanOrEqual(6);
  });
});

/** The console's dashboards that read an endpoint, each with a role that may open it. */
const DASHBOARD_ROUTES = ROUTES.flatMap((route) => {
  const page = pageOf(route);
  if (route.layout !== 'APP' || page?.kind !== 'dashboard' || route.path.includes(':')) return [];
  if (page.endpoint === undefined || route.mode === 'adminOnly') return [];
  const role = ROLE_CODES.find((r) => roleMayOpen(route, r));
  return role ? [{ route, page, role }] : [];
});

describe('the first call of a dashboard (its figures with the first wave)', () => {
  it.each(DASHBOARD_ROUTES.map((r) => [r.route.path, r] as const))(
    '%s: its figures for the range the URL names, else its default range',
    (path, { page, role }) => {
      const now = new Date();
      expect(firstRouteCall(path, '', false, role)).toEqual({
        kind: 'figures',
        endpoint: page.endpoint,
        range: readRange(new URLSearchParams(), page.range, now),
      });
      expect(firstRouteCall(path, '?range=7', false, role)).toMatchObject({
        range: presetRange(7, now),
      });
    },
  );

  it.each(DASHBOARD_ROUTES.map((r) => [r.route.path, r] as const))(
    '%s: the figures leave before any start-up answer has come back, under the key the page reads',
    async (path, { page, role }) => {
      const started: string[] = [];
      const server = setupServer(
        http.all(`${API}/*`, async ({ request }) => {
          started.push(new URL(request.url).pathname);
          await new Promise(() => undefined);
          return HttpResponse.json({});
        }),
      );
      server.listen({ onUnhandledRequest: 'error' });
      try {
        setRuntimeConfig({ ...DEFAULT_CONFIG, apiUrl: API, mockApi: false });
        setToken(token(role, 7));
        render(
          <MemoryRouter initialEntries={[path]}>
            <ConsoleData operatorId="7" role={role} adminMode={false} canReadBilling={false}>
              <div />
            </ConsoleData>
          </MemoryRouter>,
        );
        const figures = ENDPOINTS[page.endpoint as keyof typeof ENDPOINTS].path.replace(
          '{operatorId}',
          '7',
        );
        await waitFor(() => expect(started).toContain(figures));
      } finally {
        server.close();
      }
    },
  );
});
