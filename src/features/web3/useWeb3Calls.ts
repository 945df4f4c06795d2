import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnyObject, DeployState } from '../../data/answers';
import { useInvalidateOperator, useOperatorCalls } from '../../operator/useOperatorCalls';

/**
 * The custody and web3 calls of §7 as TanStack Query hooks over the dataProvider's custom methods
 * (endpoint names from schema/endpoints.yaml). A call that moves the deploy puts its answer in the
 * deploy-status query and reloads the web3 start-up part, so the page and the sidebar follow.
 */
export function useIntegration() {
  const { dataProvider, key } = useOperatorCalls();
  return useQuery({
    queryKey: key('custody.integration'),
    queryFn: ({ signal }) => dataProvider.getIntegration({ signal }),
  });
}

export function useTokenomics() {
  const { dataProvider, key } = useOperatorCalls();
  return useQuery({
    queryKey: key('custody.tokenomics'),
    queryFn: ({ signal }) => dataProvider.getTokenomics({ signal }),
  });
}

export function useAirdropWeb3() {
  const { dataProvider, key } = useOperatorCalls();
  return useQuery({
    queryKey: key('airdropWeb3.get'),
    queryFn: ({ signal }) => dataProvider.getAirdropWeb3({ signal }),
  });
}

export function usePreDeployBalance(enabled: boolean) {
  const { dataProvider, key } = useOperatorCalls();
  return useQuery({
    queryKey: key('custody.preDeployBalance'),
    queryFn: ({ signal }) => dataProvider.getPreDeployBalance({ signal }),
    enabled,
    staleTime: 0,
  });
}

/** A PATCH that replaces a settings object: the answer becomes the query's data. */
function useSave(
  endpoint: 'custody.integration' | 'custody.tokenomics' | 'airdropWeb3.get',
  send: (body: AnyObject) => Promise<AnyObject | undefined>,
) {
  const { key } = useOperatorCalls();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (data) => queryClient.setQueryData(key(endpoint), data),
  });
}

export function useSaveIntegration() {
  const { dataProvider } = useOperatorCalls();
  return useSave('custody.integration', (body) => dataProvider.updateIntegration(body));
}
export function useSaveTokenomics() {
  const { dataProvider } = useOperatorCalls();
  return useSave('custody.tokenomics', (body) => dataProvider.updateTokenomics(body));
}
export function useSaveAirdropWeb3() {
  const { dataProvider } = useOperatorCalls();
  return useSave('airdropWeb3.get', (body) => dataProvider.updateAirdropWeb3(body));
}

/** PATCH custody/integration/type. */
export function useSaveType() {
  const { dataProvider } = useOperatorCalls();
  return useDeployMutation((type: string) => dataProvider.updateIntegrationType({ type }));
}

/**
 * GET custody/seed, asked when the operator chooses to see it (a user action, not a page load),
 * and kept out of the query cache: the seed lives in the mutation until it is confirmed.
 */
export function useRevealSeed() {
  const { dataProvider } = useOperatorCalls();
  return useMutation({
    mutationFn: async () => {
      const answer = await dataProvider.getSeed();
      return typeof answer.seed === 'string' ? answer.seed : '';
    },
    gcTime: 0,
  });
}

/** A call after which the deploy state is asked again (page and start-up load). */
function useDeployMutation<V>(fn: (vars: V) => Promise<unknown>) {
  const { key } = useOperatorCalls();
  const queryClient = useQueryClient();
  const reload = useInvalidateOperator();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (data) => {
      const state = data as DeployState | undefined;
      if (state && typeof state === 'object' && typeof state.status === 'string')
        queryClient.setQueryData(key('custody.deployStatus'), state);
      await reload('web3');
    },
  });
}

/** PUT custody/master-wallet. */
export function useSetMasterWallet() {
  const { dataProvider } = useOperatorCalls();
  return useDeployMutation((body: AnyObject) => dataProvider.putMasterWallet(body));
}
/** POST custody/prepare-onboarding. */
export function usePrepareOnboarding() {
  const { dataProvider } = useOperatorCalls();
  return useDeployMutation(() => dataProvider.prepareOnboarding());
}
/** POST custody/deploy (also the retry after ERROR). */
export function useDeploy() {
  const { dataProvider } = useOperatorCalls();
  return useDeployMutation(() => dataProvider.deploy());
}
/** PATCH custody/integration/deploy-status: after ERROR, start over from NONE. */
export function useStartOver() {
  const { dataProvider } = useOperatorCalls();
  return useDeployMutation(() => dataProvider.updateDeployStatus({ status: 'NONE' }));
}
