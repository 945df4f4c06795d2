import { useQuery } from '@tanstack/react-query';
import type { DeployState } from '../../data/apiTypes';
import { useOperatorCalls } from '../../operator/useOperatorCalls';

export type Loaded<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly value: T }
  | { readonly state: 'failed' };

/**
 * The web3 onboarding state (type, deploy status, contract data) as the API returns it now: the
 * start-up load's query, asked again as the page opens.
 */
export function useDeployState(): Loaded<DeployState> {
  const { dataProvider, key } = useOperatorCalls();
  const query = useQuery({
    queryKey: key('custody.deployStatus'),
    queryFn: ({ signal }) => dataProvider.getDeployStatus({ signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  if (query.isPending) return { state: 'loading' };
  if (query.isError) return { state: 'failed' };
  return { state: 'ready', value: query.data ?? {} };
}
