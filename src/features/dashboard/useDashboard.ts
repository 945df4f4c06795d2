import { useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../data/apiTypes';
import { useOperatorCalls } from '../../operator/useOperatorCalls';

/** The dashboard endpoints, by the custom dataProvider method that calls each. */
const METHODS = {
  summary: { endpoint: 'dashboard.summary', method: 'getDashboardSummary' },
  missionsInsights: { endpoint: 'dashboard.missionsInsights', method: 'getMissionsInsights' },
  rewardsInsights: { endpoint: 'dashboard.rewardsInsights', method: 'getRewardsInsights' },
} as const;

export type DashboardEndpoint = keyof typeof METHODS;

/** A dashboard endpoint's figures for a period (`from`/`to` go as query values). */
export function useDashboard(which: DashboardEndpoint, range: DateRange) {
  const { dataProvider, key } = useOperatorCalls();
  const { endpoint, method } = METHODS[which];
  return useQuery({
    queryKey: key(endpoint, range.from, range.to),
    queryFn: ({ signal }) => dataProvider[method]({ from: range.from, to: range.to }, { signal }),
  });
}
