import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../src/data/dataProvider';
import { createQueryClient } from '../../src/data/queryClient';
import { ConsoleDataContext, type ConsoleDataValue } from '../../src/operator/consoleDataContext';
import { OperatorStateProvider } from '../../src/operator/OperatorStateProvider';
import {
  AccountLoginContext,
  EMPTY_OPERATOR_DATA,
  OperatorStateContext,
  operatorState,
} from '../../src/operator/OperatorStateContext';
import type { OperatorData } from '../../src/operator/types';
import { STARTUP_LOADS, type StartupLoad } from '../../src/operator/startupLoads';

const LOADS = Object.keys(STARTUP_LOADS) as StartupLoad[];

/**
 * A dataProvider whose start-up methods log each call as it starts and answer only when the test
 * says so: order and concurrency are asserted from the log, never from the clock.
 */
export function controlledStartup() {
  const started: StartupLoad[] = [];
  const pending = new Map<
    StartupLoad,
    { resolve: (v: unknown) => void; reject: (e: unknown) => void }
  >();
  const methods = Object.fromEntries(
    LOADS.map((load) => [
      STARTUP_LOADS[load].method,
      () =>
        new Promise<unknown>((resolve, reject) => {
          started.push(load);
          pending.set(load, { resolve, reject });
        }),
    ]),
  );
  const dataProvider = methods as unknown as ConsoleDataProvider;
  // Microtasks only, so tests may fake the timers: the query cache's chains are a few links deep.
  const flush = async () => {
    for (let i = 0; i < 30; i++) await Promise.resolve();
  };
  const take = (load: StartupLoad) => {
    const call = pending.get(load);
    if (!call) throw new Error(`${load} was never started (or already answered)`);
    pending.delete(load);
    return call;
  };
  const settle = async (load: StartupLoad, value: unknown) => {
    take(load).resolve(value);
    await flush();
  };
  const fail = async (load: StartupLoad) => {
    take(load).reject(Object.assign(new Error('down'), { status: 500 }));
    await flush();
  };
  const isPending = (load: StartupLoad) => pending.has(load);
  return { started, dataProvider, settle, fail, isPending };
}

/** Query notifications on microtasks rather than setTimeout(0), so fake timers do not hold them. */
export function notifyOnMicrotasks() {
  notifyManager.setScheduler((cb) => queueMicrotask(cb));
}

export interface ConsoleDataOptions {
  readonly operatorId?: string | null;
  readonly role?: string;
  readonly canReadBilling?: boolean;
  readonly dataProvider: ConsoleDataProvider;
}

/** The context the Gate makes for a session: one query cache, the dataProvider, the start-up loads. */
export function consoleData({
  operatorId = '1001',
  dataProvider,
}: ConsoleDataOptions): ConsoleDataValue {
  return { operatorId, role: 'ROLE_ADMIN', queryClient: createQueryClient(), dataProvider };
}

export function ConsoleDataHarness({
  value,
  role = 'ROLE_ADMIN',
  canReadBilling = true,
  children,
}: {
  value: ConsoleDataValue;
  role?: string;
  canReadBilling?: boolean;
  children: ReactNode;
}) {
  return (
    <ConsoleDataContext.Provider value={value}>
      <QueryClientProvider client={value.queryClient}>
        <OperatorStateProvider role={role} adminMode={false} canReadBilling={canReadBilling}>
          {children}
        </OperatorStateProvider>
      </QueryClientProvider>
    </ConsoleDataContext.Provider>
  );
}

export function renderWithConsoleData(ui: ReactNode, options: ConsoleDataOptions) {
  const value = consoleData(options);
  const view = render(
    <ConsoleDataHarness
      value={value}
      {...(options.role ? { role: options.role } : {})}
      {...(options.canReadBilling !== undefined ? { canReadBilling: options.canReadBilling } : {})}
    >
      {ui}
    </ConsoleDataHarness>,
  );
  return { ...view, value };
}

export const FLAGS_WITH_BILLING = [{ id: 1, code: 'BILLING', enabled: true }];
export const WEB3_INSTALLED = [
  {
    groupName: 'WEB3_LOYALTY',
    installed: true,
    featureGroups: [{ featureFlag: 'WEB3', installed: true, locked: false }],
  },
];

/**
 * A console page's surroundings for its hooks: react-admin's context with a stub dataProvider and
 * a query cache (no retries, so a failure shows at once), and the operator state of `operatorId`.
 */
export function consoleWrapper({
  dataProvider,
  operatorId = '1001',
  role = 'ROLE_ADMIN',
  data = {},
  login = null,
}: {
  /** The methods the hooks under test call (CRUD or custom), as stubs. */
  dataProvider: object;
  operatorId?: string;
  role?: string;
  data?: Partial<OperatorData>;
  /** The signed-in account's login (account info). */
  login?: string | null;
}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const state = operatorState({
    operatorId,
    role,
    adminMode: false,
    data: { ...EMPTY_OPERATOR_DATA, ...data },
    reload: async () => undefined,
  });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AdminContext
        dataProvider={testDataProvider(dataProvider as Partial<DataProvider>)}
        queryClient={queryClient}
        store={memoryStore()}
      >
        <OperatorStateContext.Provider value={state}>
          <AccountLoginContext.Provider value={login}>{children}</AccountLoginContext.Provider>
        </OperatorStateContext.Provider>
      </AdminContext>
    );
  }
  return { queryClient, Wrapper };
}
