import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { DeployState } from '../../data/answers';
import { useOperatorCalls } from '../../operator/useOperatorCalls';
import { web3StateQuery } from '../../operator/web3StateQuery';
import { pollDelay } from './deployStatus';

export type Loaded<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly value: T }
  | { readonly state: 'failed'; readonly retry: () => void };

/**
 * The web3 onboarding state (type, deploy status, contract data) as the API returns it now: the
 * start-up load's query, asked again as the page opens. With `poll`, it is asked again while the
 * deploy runs (see pollDelay); the polling is this observer's, so it stops when the page goes.
 * The start-up load shares the query, so the sidebar's Web3 target follows each answer (§2), and
 * its rules (web3StateQuery): retried with §9's back-off, one toast, then left alone until the
 * operator retries (`retry` of the failed state).
 */
export function useDeployState({ poll = false }: { poll?: boolean } = {}): Loaded<DeployState> {
  const { dataProvider, key } = useOperatorCalls();
  // Where the current status was first seen, in answers, so repeated calls agree on the count.
  const seen = useRef<{ status: unknown; from: number }>({ status: undefined, from: 0 });
  const query = useQuery({
    queryKey: key('custody.deployStatus'),
    ...web3StateQuery(dataProvider),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: poll
      ? (q) => {
          const status = (q.state.data as DeployState | undefined)?.status;
          const count = q.state.dataUpdateCount;
          if (seen.current.status !== status) seen.current = { status, from: count };
          return q.state.status === 'error' ? false : pollDelay(status, count - seen.current.from);
        }
      : false,
  });
  if (query.isPending) return { state: 'loading' };
  if (query.isError && query.data === undefined)
    return { state: 'failed', retry: () => void query.refetch() };
  return { state: 'ready', value: query.data ?? {} };
}
