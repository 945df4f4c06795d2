import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { PAGES } from '../generated/pages';
import type { PageDef, RouteDef } from '../model/types';
import { isEndpointName, type ConsoleApi } from './api';
import { readRange, type DashboardRange } from './dashboardRange';
import type { EndpointName } from '../generated/endpoints';
import { operatorKey, raListKey, raOneKey, type ListCallParams } from './queryKeys';

/**
 * A list reports a failed load itself, once its retries are spent, so the client raises no toast
 * per attempt. Part of the list's query key: the call made ahead of the page carries it too.
 */
export const LIST_META = { skipNotificationStatus: 'all' } as const;

/**
 * A page's first answer fetched ahead of it (at start-up, on a hover) is used as it is when the
 * page mounts within this time, instead of being asked again at once. A change still refetches:
 * react-admin invalidates a resource's queries after each mutation.
 */
export const AHEAD_FRESH_MS = 10_000;

/** The queries filled ahead of their page; every other query keeps react-admin's freshness (none). */
const fetchedAhead = new WeakSet<object>();

/**
 * The pages' `staleTime`: an answer fetched ahead is fresh for AHEAD_FRESH_MS, so the page that
 * mounts on it does not ask again; any other (a filter, a sort, a page the operator went back to)
 * is asked again as react-admin always does.
 */
export function aheadStaleTime(query: object): number {
  return fetchedAhead.has(query) ? AHEAD_FRESH_MS : 0;
}

/** react-admin's own default when a list declares no sort (useListController). */
const DEFAULT_SORT = { field: 'id', order: 'ASC' } as const;

type ListPage = Extract<PageDef, { kind: 'list' }>;

/** A list's first page, as its `<List>` asks for it on a first visit (no search, nothing stored). */
export function listFirstCall(page: ListPage): ListCallParams {
  return {
    pagination: { page: 1, perPage: page.perPage },
    sort: page.sort ? { field: page.sort.field, order: page.sort.order } : DEFAULT_SORT,
    filter: { ...page.filterDefaults },
    meta: LIST_META,
  };
}

/** The one call a route's page opens with: a list's first page, a record by id, a dashboard's figures. */
export type RouteCall =
  | { readonly kind: 'list'; readonly resource: string; readonly params: ListCallParams }
  | { readonly kind: 'one'; readonly resource: string; readonly id: string }
  | {
      readonly kind: 'figures';
      readonly endpoint: EndpointName;
      readonly range: DashboardRange;
    };

/**
 * The first call of the page a route draws, or null when it has none we can know ahead (a
 * hand-written page, a dashboard, a form, a list whose URL carries its own query). A tabbed page
 * opens its first tab the role may read (`mayRead(section)`, as the tabs renderer decides).
 */
export function routeFirstCall(
  route: RouteDef,
  params: Readonly<Record<string, string | undefined>>,
  search = '',
  mayRead: (section: string) => boolean = () => true,
): RouteCall | null {
  const page: PageDef | undefined =
    route.page === undefined ? undefined : (PAGES as Record<string, PageDef>)[route.page];
  return page ? pageFirstCall(page, params, search, mayRead) : null;
}

function pageFirstCall(
  page: PageDef,
  params: Readonly<Record<string, string | undefined>>,
  search: string,
  mayRead: (section: string) => boolean,
): RouteCall | null {
  if (page.kind === 'tabs') {
    // `?tab=` names another tab: not guessed.
    if (search !== '' && search !== '?') return null;
    const first = page.tabs.find((t) => !t.section || mayRead(t.section));
    return first ? pageFirstCall(first.page, params, '', mayRead) : null;
  }
  if (page.kind === 'list') {
    // The URL's own query (a shared link, the back button) decides the list's page: not guessed.
    if (search !== '' && search !== '?') return null;
    return { kind: 'list', resource: page.resource, params: listFirstCall(page) };
  }
  if (page.kind === 'dashboard') {
    // The range the URL names (or the page's default), as the dashboard reads it.
    if (page.endpoint === undefined || !isEndpointName(page.endpoint)) return null;
    const range = readRange(new URLSearchParams(search), page.range, new Date());
    return { kind: 'figures', endpoint: page.endpoint, range };
  }
  if (page.kind === 'show') {
    const id = params[page.idParam];
    return id === undefined ? null : { kind: 'one', resource: page.resource, id };
  }
  return null;
}

/** The query key the page reads the call's answer under (react-admin's, the dashboard's). */
export function routeCallKey(call: RouteCall, operatorId: string | null): readonly unknown[] {
  if (call.kind === 'figures')
    return operatorKey(operatorId, call.endpoint, call.range.from, call.range.to);
  return call.kind === 'list'
    ? raListKey(call.resource, call.params)
    : raOneKey(call.resource, call.id);
}

/** The resource whose §3 read the call needs; a dashboard's figures need only its route. */
export function routeCallResource(call: RouteCall): string | null {
  return call.kind === 'figures' ? null : call.resource;
}

/**
 * Sends a route's first call through the dataProvider into the query cache, under react-admin's
 * own key and in the shape its hooks keep, so the page finds the answer (or the call on its way)
 * and does not ask again. A failure is left to the page: it asks again on mount and reports it;
 * the call raises no toast and a 401 does not end the session from here (`meta.ahead`).
 */
export function prefetchRouteCall(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  call: RouteCall,
  operatorId: string | null,
): void {
  const queryKey = routeCallKey(call, operatorId);
  const queryFn = (): Promise<unknown> => {
    switch (call.kind) {
      case 'list':
        return dataProvider
          .getList(call.resource, {
            pagination: { ...call.params.pagination },
            sort: { ...call.params.sort },
            filter: { ...call.params.filter },
            // Quiet, and a 401 left to the page (the key above keeps the page's own meta).
            meta: { ...(call.params.meta as object | undefined), ahead: true },
          })
          .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta }));
      case 'one':
        return dataProvider
          .getOne(call.resource, { id: call.id, meta: { ahead: true } })
          .then(({ data }) => data);
      case 'figures':
        return (dataProvider as DataProvider & Pick<ConsoleApi, 'getDashboard'>).getDashboard(
          call.endpoint,
          call.range,
          { ahead: true },
        );
    }
  };
  void queryClient.prefetchQuery({ queryKey, queryFn, staleTime: AHEAD_FRESH_MS, retry: false });
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (query) fetchedAhead.add(query);
}
