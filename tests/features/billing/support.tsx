import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DataProviderContext } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { AvailablePlans } from '../../../src/data/answers';
import { FEATURES } from '../../../src/generated/features';
import { OperatorStateContext } from '../../../src/operator/OperatorStateProvider';
import {
  AccountLoginContext,
  BillingInfoContext,
} from '../../../src/operator/OperatorStateContext';
import type { BillingInfo, OperatorState } from '../../../src/operator';

const THEME = createTheme();

export const PLANS: AvailablePlans = {
  availablePlans: [
    { name: 'Free', description: 'Try it.', info: [{ id: 'f1', creditAmount: 1000, price: 0 }] },
    {
      name: 'Starter',
      description: 'Grow.',
      info: [
        { id: 's5', creditAmount: 5000, price: 49 },
        { id: 's10', creditAmount: 10000, price: 89 },
      ],
    },
    {
      name: 'Growth',
      description: 'Scale.',
      info: [
        { id: 'g25', creditAmount: 25000, price: 199 },
        { id: 'g50', creditAmount: 50000, price: 349 },
      ],
    },
    { name: 'Enterprise', description: 'Talk to us.', info: [] },
  ],
  features: [
    { name: 'Missions', plans: [{ planName: 'Free' }, { planName: 'Growth' }] },
    { name: 'Airdrop', plans: [{ planName: 'Growth' }] },
  ],
};

export const GROWTH: BillingInfo = {
  planName: 'Growth',
  planId: 'growth',
  planPrice: 199,
  status: 'ACTIVE',
  usage: { currentUsage: 18750, total: 25000 },
};
export const FREE: BillingInfo = {
  planName: 'Free',
  planId: 'free',
  planPrice: 0,
  status: 'ACTIVE',
  usage: { currentUsage: 120, total: 1000 },
};

export function fakeApi() {
  return {
    getAvailablePlans: vi.fn(async () => PLANS),
    getUpgradePreview: vi.fn(async () => ({
      currentPlan: { name: 'Growth', credits: 25000, unusedCredits: 6250, price: 199 },
      newPlan: { name: 'Growth', credits: 50000, price: 349 },
      discount: 49.75,
      total: 299.25,
    })),
    requestPaymentLink: vi.fn(async (): Promise<{ paymentUrl?: string }> => ({
      paymentUrl: 'https://pay.example/checkout/1',
    })),
  };
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export function renderBilling(
  ui: ReactElement,
  {
    billingInfo = GROWTH,
    operatorInfo = { name: 'Nova' },
    api = fakeApi(),
    path = '/my-widget',
    role = 'ROLE_ADMIN',
    operator = {},
  }: {
    billingInfo?: BillingInfo | null;
    operatorInfo?: Record<string, unknown> | null;
    api?: Record<string, unknown>;
    path?: string;
    role?: string;
    /** More of the operator's state (its progress, its installed features). */
    operator?: Record<string, unknown>;
  } = {},
) {
  const reload = vi.fn(async () => undefined);
  const state = {
    operatorId: '1001',
    role,
    // Loaded, every flag on and no feature installed unless the test says otherwise: links check
    // their page's gate on them.
    flags: new Set<string>(FEATURES.flags),
    installedFeatures: new Set<string>(),
    installedGroups: new Set<string>(),
    ...operator,
    operatorInfo,
    reload,
  } as unknown as OperatorState;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      {/* The console's pages sit under its MUI theme (react-admin's pager reads its breakpoints). */}
      <ThemeProvider theme={THEME}>
        <DataProviderContext.Provider value={api as never}>
          <OperatorStateContext.Provider value={state}>
            <BillingInfoContext.Provider value={billingInfo}>
              <AccountLoginContext.Provider value="admin@novagames.demo">
                <MemoryRouter initialEntries={[path]}>
                  <Routes>
                    <Route path="*" element={ui} />
                  </Routes>
                  <Where />
                </MemoryRouter>
              </AccountLoginContext.Provider>
            </BillingInfoContext.Provider>
          </OperatorStateContext.Provider>
        </DataProviderContext.Provider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, api, reload };
}
