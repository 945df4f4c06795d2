/**
 * The billing feature's data: the dataProvider's custom methods (§7 subscription calls and the
 * contract's upgrade-preview and payment-link) through TanStack Query. Components never call the
 * HTTP client: they use these hooks.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { ConsoleApi } from '../../data/api';
import type { AvailablePlans, AnyObject, UpgradePreview } from '../../data/answers';
import { useOperatorState } from '../../operator';

type BillingApi = DataProvider & ConsoleApi;

function useBillingApi(): BillingApi {
  return useDataProvider<BillingApi>();
}

/** Every billing query of the operator in view starts with this, so one invalidation refreshes them. */
function useBillingKey(): readonly unknown[] {
  return ['billing', useOperatorState().operatorId];
}

/**
 * After a plan or credit change: the §2 start-up billing info (the chip, My Plan) and this
 * feature's own queries. The one place that knows how the start-up part is refreshed.
 */
export function useRefreshBilling(): () => Promise<void> {
  const { reload, operatorId } = useOperatorState();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      reload('billing'),
      queryClient.invalidateQueries({ queryKey: ['billing', operatorId] }),
    ]);
  }, [reload, queryClient, operatorId]);
}

/** Plans and their feature table (§3). A failure is only logged (§8): the endpoint is silent. */
export function useAvailablePlans(enabled = true) {
  const api = useBillingApi();
  return useQuery<AvailablePlans>({
    queryKey: [...useBillingKey(), 'plans'],
    queryFn: ({ signal }) => api.getAvailablePlans({ signal }),
    enabled,
  });
}

export function useUpgradePreview(planId: string | null) {
  const api = useBillingApi();
  return useQuery<UpgradePreview>({
    queryKey: [...useBillingKey(), 'upgradePreview', planId],
    queryFn: ({ signal }) => api.getUpgradePreview(planId as string, { signal }),
    enabled: planId !== null,
    // A preview is a price quote: ask again each time the modal opens.
    gcTime: 0,
  });
}

/** POST payment-link {planId, email} → {paymentUrl} or {} (api-contract.md). */
export function usePaymentLink() {
  const api = useBillingApi();
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: (body: { planId: string; email: string }) => api.requestPaymentLink(body),
    onSuccess: () => refresh(),
  });
}

export function useExtraCredits() {
  const api = useBillingApi();
  return useQuery<AnyObject>({
    queryKey: [...useBillingKey(), 'extraCredits'],
    queryFn: ({ signal }) => api.getExtraCredits({ signal }),
  });
}

export function useBuyExtraCredits() {
  const api = useBillingApi();
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: (credits: number) => api.buyExtraCredits({ credits }),
    onSuccess: () => refresh(),
  });
}

export interface HistoryPage {
  readonly rows: readonly AnyObject[];
  readonly total: number;
}

/** The billing history is the `billingHistory` resource (a paged list, ra-data-simple-rest). */
export function useBillingHistory(page: number, perPage: number) {
  const api = useBillingApi();
  const { operatorId } = useOperatorState();
  return useQuery<HistoryPage>({
    queryKey: [...useBillingKey(), 'history', page, perPage],
    queryFn: async ({ signal }) => {
      const { data, total } = await api.getList('billingHistory', {
        pagination: { page: page + 1, perPage },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: {},
        meta: { operatorId },
        signal,
      });
      return { rows: data as AnyObject[], total: total ?? data.length };
    },
    placeholderData: keepPreviousData,
  });
}

export function useUsageStats(from: string, to: string) {
  const api = useBillingApi();
  return useQuery<AnyObject>({
    queryKey: [...useBillingKey(), 'usageStats', from, to],
    queryFn: ({ signal }) => api.getUsageStats({ from, to }, { signal }),
    enabled: from !== '' && to !== '' && from <= to,
    placeholderData: keepPreviousData,
  });
}

/** GET payment/update → a provider URL where the operator changes the payment method. */
export function usePaymentUpdate() {
  const api = useBillingApi();
  return useMutation({ mutationFn: () => api.getPaymentUpdate() });
}
