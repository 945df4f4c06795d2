import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation, type Location } from 'react-router-dom';
import {
  AdminContext,
  Notification,
  memoryStore,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { createI18nProvider } from '../../src/app/console/i18nProvider';
import { EMPTY_OPERATOR_DATA, OperatorStateContext, operatorState } from '../../src/operator';

/** The console's own i18nProvider (the one catalogue), plus test-only texts. */
export function testI18n(extra: Record<string, unknown> = {}) {
  return createI18nProvider(extra);
}

export interface PageHarness {
  location: () => Location;
}

/**
 * Renders `ui` inside react-admin's AdminContext and a memory router whose one route is `route`,
 * so route params (`:userId`) and the console mount's basename behave as in the app.
 */
export function renderInAdmin(
  ui: ReactNode,
  options: {
    dataProvider: Partial<DataProvider>;
    url: string;
    route?: string;
    basename?: string;
    messages?: Record<string, unknown>;
    /** Who is signed in (usePermissions reads the role from it); none by default. */
    authProvider?: AuthProvider;
    /** The signed-in role the console's operator state holds; an admin by default. */
    role?: string;
    /** The query cache (one already holding answers fetched ahead); a fresh one by default. */
    queryClient?: QueryClient;
  },
): PageHarness {
  let current: Location | undefined;
  function Spy() {
    current = useLocation();
    return null;
  }
  const queryClient =
    options.queryClient ??
    new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
  const element = (
    <AdminContext
      dataProvider={testDataProvider(options.dataProvider)}
      i18nProvider={testI18n(options.messages)}
      queryClient={queryClient}
      store={memoryStore()}
      basename={options.basename ?? ''}
      authProvider={options.authProvider}
    >
      <OperatorStateContext.Provider
        value={operatorState({
          operatorId: '5',
          role: options.role ?? 'ROLE_ADMIN',
          adminMode: false,
          data: EMPTY_OPERATOR_DATA,
          reload: async () => undefined,
        })}
      >
        {ui}
      </OperatorStateContext.Provider>
      <Notification />
      <Spy />
    </AdminContext>
  );
  const route = options.route ?? '*';
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <Spy /> },
    ],
    { initialEntries: [options.url] },
  );
  render(<RouterProvider router={router} />);
  return {
    location: () => {
      if (!current) throw new Error('no location yet');
      return current;
    },
  };
}
