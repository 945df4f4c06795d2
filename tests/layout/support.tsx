import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../src/app/console/i18nProvider';
import { CurrentRouteContext, type CurrentRoute } from '../../src/layout/currentRoute';
import { OperatorStateContext } from '../../src/operator/OperatorStateProvider';
import type { OperatorState, WidgetFeatureGroup } from '../../src/operator/types';
import { ROUTES } from '../../src/generated/routes';
import type { RouteDef } from '../../src/model/types';

export const routeNamed = (name: string): RouteDef => {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return route;
};

/** A settled operator state; tests override what they are about. */
export function operatorState(overrides: Partial<OperatorState> = {}): OperatorState {
  return {
    operatorId: '1001',
    role: 'ROLE_ADMIN',
    adminMode: false,
    operatorInfo: { name: 'Acme Games', emailVerified: true },
    tokenInfo: null,
    internalCurrencyName: null,
    flags: new Set(),
    featureGroups: [],
    installedFeatures: new Set(),
    installedGroups: new Set(),
    progress: null,
    setupFinished: true,
    web3Status: null,
    reload: async () => undefined,
    ...overrides,
  };
}

/** Feature groups with every listed group's first feature installed. */
export function installed(groups: readonly string[], features: readonly string[] = []) {
  const featureGroups: WidgetFeatureGroup[] = groups.map((groupName) => ({
    groupName,
    installed: true,
    featureGroups: [{ featureFlag: `${groupName}_FEATURE`, installed: true }],
  }));
  return {
    featureGroups,
    installedGroups: new Set(groups),
    installedFeatures: new Set([...groups.map((g) => `${g}_FEATURE`), ...features]),
  };
}

/** The console's contexts around a layout piece: react-admin, the guard's route, the operator. */
export function ConsoleFrame({
  route,
  state,
  path,
  operatorViewId = null,
  children,
}: {
  route: RouteDef;
  state: OperatorState;
  path?: string;
  operatorViewId?: string | null;
  children: ReactNode;
}) {
  const basename = operatorViewId ? `/operators/${operatorViewId}` : '';
  const current: CurrentRoute = { route, params: {}, operatorViewId, basename };
  return (
    <MemoryRouter initialEntries={[path ?? `${basename}${route.path}`]}>
      <AdminContext
        dataProvider={testDataProvider()}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        basename={basename}
      >
        <CurrentRouteContext.Provider value={current}>
          <OperatorStateContext.Provider value={state}>{children}</OperatorStateContext.Provider>
        </CurrentRouteContext.Provider>
      </AdminContext>
    </MemoryRouter>
  );
}
