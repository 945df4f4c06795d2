import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, hashKey } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  AdminContext,
  memoryStore,
  testDataProvider,
  type DataProvider,
  type GetListResult,
} from 'react-admin';
import { prefetchRouteCall, routeCallKey, routeFirstCall } from '../../src/data/routeCalls';
import { PAGES } from '../../src/generated/pages';
import { ROUTES } from '../../src/generated/routes';
import type { PageDef } from '../../src/model/types';
import { EMPTY_OPERATOR_DATA, OperatorStateContext, operatorState } from '../../src/operator';
import { ListRenderer } from '../../src/renderers/list/ListRenderer';
import type { ListPage } from '../../src/renderers/shared/pageKinds';
import { testI18n } from './harness';

/** Each list route of the console, with its page (what a menu entry opens). */
const LISTS = ROUTES.flatMap((route) => {
  const page =
    route.page === undefined ? undefined : (PAGES as Record<string, PageDef>)[route.page];
  return page?.kind === 'list' && !route.path.includes(':') ? [{ route, page }] : [];
});

function renderList(page: ListPage, dataProvider: DataProvider, queryClient: QueryClient) {
  const element = (
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={testI18n()}
      queryClient={queryClient}
      store={memoryStore()}
    >
      <OperatorStateContext.Provider
        value={operatorState({
          operatorId: '5',
          role: 'ROLE_SUPER_ADMIN',
          adminMode: true,
          data: EMPTY_OPERATOR_DATA,
          reload: async () => undefined,
        })}
      >
        <ListRenderer page={page} />
      </OperatorStateContext.Provider>
    </AdminContext>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/list'] });
  render(<RouterProvider router={router} />);
}

const quietClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

describe('a list fetched ahead is the list the page reads', () => {
  it('has lists to check', () => expect(LISTS.length).toBeGreaterThan(0));

  it.each(LISTS.map((l) => [l.route.name, l] as const))(
    '%s: the key fetched ahead is the key the list reads',
    async (_, { route, page }) => {
      const queryClient = quietClient();
      const getList = vi.fn(async () => ({ data: [], total: 0 }) as GetListResult);
      renderList(page, testDataProvider({ getList }), queryClient);
      await waitFor(() => expect(getList).toHaveBeenCalled());
      const read = queryClient
        .getQueryCache()
        .findAll({ queryKey: [page.resource, 'getList'] })
        .map((q) => q.queryHash);
      const call = routeFirstCall(route, {});
      expect(call).not.toBeNull();
      expect(read).toEqual([hashKey(routeCallKey(call!, null))]);
    },
  );

  it('a list whose first page was fetched ahead draws it without asking again', async () => {
    const { route, page } = LISTS[0]!;
    const queryClient = quietClient();
    const getList = vi.fn(async () => ({ data: [{ id: 41 }, { id: 42 }], total: 2 }));
    const dataProvider = testDataProvider({ getList: getList as DataProvider['getList'] });
    prefetchRouteCall(queryClient, dataProvider, routeFirstCall(route, {})!, null);
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    renderList(page, dataProvider, queryClient);
    await waitFor(() => expect(document.querySelectorAll('tbody tr').length).toBe(2));
    expect(getList).toHaveBeenCalledTimes(1);
  });
});

describe('the list’s skeleton while its first page travels', () => {
  const base = LISTS[0]!.page;
  it.each([10, 25, 50])(
    'draws as many placeholder rows as the page holds (%i)',
    async (perPage) => {
      const never = new Promise<GetListResult>(() => undefined);
      renderList({ ...base, perPage }, testDataProvider({ getList: () => never }), quietClient());
      await screen.findByTestId('list-skeleton');
      expect(document.querySelectorAll('[data-skeleton-row]')).toHaveLength(perPage);
    },
  );

  it('gives way to the rows once they come', async () => {
    let answer: (r: GetListResult) => void = () => undefined;
    const later = new Promise<GetListResult>((r) => (answer = r));
    renderList(base, testDataProvider({ getList: () => later }), quietClient());
    await screen.findByTestId('list-skeleton');
    answer({ data: [{ id: 1 }], total: 1 });
    await waitFor(() => expect(screen.queryByTestId('list-skeleton')).toBeNull());
    expect(document.querySelectorAll('tbody tr')).toHaveLength(1);
  });
});
