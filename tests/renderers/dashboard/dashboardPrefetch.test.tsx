import { waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { testDataProvider } from 'react-admin';
import { prefetchRouteCall, routeFirstCall } from '../../../src/data/routeCalls';
import { PAGES } from '../../../src/generated/pages';
import { ROUTES } from '../../../src/generated/routes';
import type { PageDef } from '../../../src/model/types';
import DashboardRenderer from '../../../src/renderers/dashboard/DashboardRenderer';
import type { DashboardPage } from '../../../src/renderers/shared/pageKinds';
import { renderInAdmin } from '../harness';

/** Each dashboard route that reads an endpoint, with its page. */
const DASHBOARDS = ROUTES.flatMap((route) => {
  const page =
    route.page === undefined ? undefined : (PAGES as Record<string, PageDef>)[route.page];
  return page?.kind === 'dashboard' && page.endpoint !== undefined && !route.path.includes(':')
    ? [{ route, page }]
    : [];
});

describe("a dashboard's figures fetched ahead are the figures it draws", () => {
  it('has dashboards to check', () => expect(DASHBOARDS.length).toBeGreaterThan(0));

  it.each(DASHBOARDS.map((d) => [d.route.path, d] as const))(
    '%s: drawn from the call made ahead, without asking again',
    async (_, { route, page }) => {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const getDashboard = vi.fn(async () => ({}));
      prefetchRouteCall(
        queryClient,
        testDataProvider({ getDashboard } as object),
        routeFirstCall(route, {})!,
        '5',
      );
      await waitFor(() => expect(getDashboard).toHaveBeenCalledTimes(1));
      // The call made ahead is quiet: its failure (a 401 too) is the page's to act on.
      expect(getDashboard).toHaveBeenCalledWith(page.endpoint, expect.anything(), {
        ahead: true,
      });
      renderInAdmin(<DashboardRenderer page={page as DashboardPage} />, {
        dataProvider: { getDashboard } as object,
        url: '/board',
        queryClient,
        role: 'ROLE_ADMIN',
      });
      await waitFor(() =>
        expect(queryClient.getQueryCache().findAll({ queryKey: ['operator', '5'] })).not.toEqual(
          [],
        ),
      );
      await new Promise((r) => setTimeout(r, 50));
      expect(getDashboard).toHaveBeenCalledTimes(1);
    },
  );
});
