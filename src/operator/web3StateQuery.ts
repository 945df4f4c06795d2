import type { QueryFunctionContext } from '@tanstack/react-query';
import type { DeployState } from '../data/answers';
import type { ConsoleApi } from '../data/api';
import { READ_RETRY } from '../data/queryClient';

/**
 * The web3 state's query rules, shared by its start-up load and the web3 pages: they observe one
 * query, and TanStack Query takes the rules of whichever observer starts a fetch, so both must
 * carry the same ones.
 *
 * - §9's read retry (3 times, capped back-off, none for a 4xx).
 * - One toast per failure (§8): the client reports the first attempt's failure, the retries are
 *   quiet (a retry that fails again has nothing new to say, one that succeeds fills the page in).
 * - Once it has failed, nothing asks again on its own (`retryOnMount: false`): a page opened after
 *   the failure shows it with a Retry instead of calling again and again.
 */
export function web3StateQuery(api: Pick<ConsoleApi, 'getDeployStatus'>) {
  return {
    queryFn: ({ signal, client, queryKey }: QueryFunctionContext): Promise<DeployState> => {
      // 0 on a fetch's first attempt; the failures so far on each retry.
      const failures = client.getQueryState(queryKey)?.fetchFailureCount ?? 0;
      return api.getDeployStatus({
        signal,
        ...(failures > 0 ? { skipNotificationStatus: 'all' as const } : {}),
      });
    },
    ...READ_RETRY,
    retryOnMount: false,
  };
}
