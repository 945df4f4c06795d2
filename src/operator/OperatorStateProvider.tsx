import { endpointAnsweredAt } from '../data/answeredAt';
import { HttpError } from '../data/HttpError';
import {
  useQueries,
  useQuery,
  type FetchQueryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import {
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type {
  BillingInfo,
  DeployState,
  FeatureFlag,
  OnboardingProgress,
  OperatorInfo,
  TokenInfo,
  WidgetFeatureGroup,
} from '../data/answers';
import { operatorKey } from '../data/queryKeys';
import { ConsoleDataContext, invalidateOperator } from './consoleDataContext';
import {
  AccountLoginContext,
  BillingInfoContext,
  EMPTY_OPERATOR_DATA,
  OperatorStateContext,
  StartupStatusContext,
  operatorState,
} from './OperatorStateContext';
import {
  billingEnabled,
  FIRST_WAVE,
  SECOND_WAVE_AFTER,
  STARTUP_LOADS,
  web3Installed,
  type StartupLoad,
} from './startupLoads';
import type { OperatorData, ReloadPart, StartupStatus } from './types';
import { web3StateQuery } from './web3StateQuery';

export { OperatorStateContext } from './OperatorStateContext';

/** The second wave: each load, the first-wave answer it waits for, and whether that answer asks for it. */
const SECOND_WAVE = {
  // §6: billing info only with billing read permission and the BILLING flag on.
  billingInfo: {
    after: SECOND_WAVE_AFTER.billingInfo,
    wanted: (answer: unknown, canReadBilling: boolean) =>
      canReadBilling && billingEnabled(asArray<FeatureFlag>(answer)),
  },
  // §4: web3 state once the features show the web3 group installed.
  web3State: {
    after: SECOND_WAVE_AFTER.web3State,
    wanted: (answer: unknown) => web3Installed(asArray<WidgetFeatureGroup>(answer)),
  },
  // Not one of §2's loads, so the loader does not wait for it; it only waits for a free connection.
  accountInfo: { after: SECOND_WAVE_AFTER.accountInfo, wanted: () => true },
} as const satisfies Partial<
  Record<
    StartupLoad,
    { after: StartupLoad; wanted: (answer: unknown, canReadBilling: boolean) => boolean }
  >
>;

const asObject = <T,>(v: unknown): T | null => (v && typeof v === 'object' ? (v as T) : null);
const asArray = <T,>(v: unknown): readonly T[] | null => (Array.isArray(v) ? (v as T[]) : null);

interface Props {
  readonly role: string | null;
  readonly adminMode: boolean;
  /** canAccess(role, 'read', 'BILLING'): billing info loads only with it and the BILLING flag (§6). */
  readonly canReadBilling: boolean;
  readonly children: ReactNode;
}

/**
 * The §2 start-up loads of the operator in view, as queries of its cache, in two waves at most:
 * operator, token, flags, progress and features start together; billing info starts the moment
 * the flags allow it, web3 state the moment the features show the web3 group installed, and
 * account info (not one of §2's loads: the loader does not wait for it) the moment the operator's
 * answer frees a connection. Nothing waits for anything it does not depend on. A failed load leaves its part empty (the data
 * layer logged it, §8) and is not retried: the console opens without it. Web3 state is the
 * exception, shared with the web3 pages (web3StateQuery): it retries with §9's back-off, in the
 * background, the loader leaving at its first failure like at any other's.
 *
 * Once settled, the start-up stays settled: a load asked again later (a reload, a retry, a web3
 * page's own call) never brings the loader back nor hides the page.
 */
export function OperatorStateProvider({ role, adminMode, canReadBilling, children }: Props) {
  const context = useContext(ConsoleDataContext);
  if (!context) throw new Error('OperatorStateProvider must be used inside <ConsoleData>');
  const { operatorId, dataProvider, queryClient } = context;
  const reload = useCallback(
    (part: ReloadPart) => invalidateOperator(queryClient, operatorId, part),
    [queryClient, operatorId],
  );

  const query = (load: StartupLoad, enabled: boolean): UseQueryOptions<unknown> => {
    const { endpoint, method } = STARTUP_LOADS[load];
    const common = {
      queryKey: operatorKey(operatorId, endpoint),
      enabled: operatorId !== null && enabled,
      // Start-up data changes only when a page says so (reload = invalidation).
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    };
    if (load === 'web3State') return { ...common, ...web3StateQuery(dataProvider) };
    const next = (Object.keys(SECOND_WAVE) as (keyof typeof SECOND_WAVE)[]).filter(
      (later) => SECOND_WAVE[later].after === load,
    );
    return {
      ...common,
      queryFn: async ({ signal }) => {
        const answer = await dataProvider[method]({ signal });
        // The second wave leaves with this answer, not a render and an effect later;
        // its query below then finds the call already on its way.
        for (const later of next)
          if (SECOND_WAVE[later].wanted(answer, canReadBilling))
            void queryClient.prefetchQuery(query(later, true) as FetchQueryOptions);
        return answer;
      },
      retry: false,
      // A failed load stays failed (§8): enabling a second-wave query after its early call failed
      // must not ask again.
      retryOnMount: false,
    };
  };

  const firstWave = FIRST_WAVE.map((load) => query(load, true));
  // The first wave leaves at the end of the commit that mounts this, with the page's own call
  // (ConsoleData's layout effect, which runs after this child's: the microtask puts the page's
  // call first), not from the queries' subscriptions: those are passive effects, which a main
  // thread busy compiling the console's chunks ran hundreds of ms after the page's call had left.
  // The queries below then find their calls on the way. Once: a failed load is not asked again (§8).
  const firstWaveSent = useRef(false);
  useLayoutEffect(() => {
    if (firstWaveSent.current || operatorId === null) return;
    firstWaveSent.current = true;
    queueMicrotask(() => {
      for (const options of firstWave) void queryClient.prefetchQuery(options as FetchQueryOptions);
    });
  }, [firstWave, operatorId, queryClient]);
  const first = useQueries({ queries: firstWave });
  const wave = (load: (typeof FIRST_WAVE)[number]) => first[FIRST_WAVE.indexOf(load)];
  const flagsQ = wave('flags');
  const featuresQ = wave('features');
  const operatorQ = wave('operatorInfo');
  // Started by the operator's answer (above); after a failed one, from here.
  const accountQ = useQuery(query('accountInfo', operatorQ?.isPending === false));
  const login = asObject<{ login?: unknown }>(accountQ.data)?.login;
  const tokenQ = wave('tokenInfo');
  const progressQ = wave('progress');
  const flags = asArray<FeatureFlag>(flagsQ?.data);
  const featureGroups = asArray<WidgetFeatureGroup>(featuresQ?.data);
  const wantsBilling = SECOND_WAVE.billingInfo.wanted(flags, canReadBilling);
  const wantsWeb3 = SECOND_WAVE.web3State.wanted(featureGroups);
  const [billingQ, web3Q] = useQueries({
    queries: [query('billingInfo', wantsBilling), query('web3State', wantsWeb3)],
  });

  const firstDone = first.every((q) => !q.isPending);
  // Web3 state has answered once its first attempt has, even with retries still to come.
  const web3Retrying = wantsWeb3 && !!web3Q?.isPending && (web3Q.failureCount ?? 0) > 0;
  const web3Done = !(wantsWeb3 && web3Q?.isPending) || web3Retrying;
  const billingDone = !(wantsBilling && billingQ?.isPending);
  const settledNow = operatorId === null || (firstDone && billingDone && web3Done);
  // The first settling is kept: a query with no answer yet goes back to pending whenever it is
  // asked again, and that must not cover the page again (the Gate's `ready` never goes back).
  const [firstSettled, setFirstSettled] = useState<StartupStatus | null>(null);
  const settled = settledNow || firstSettled !== null;
  // Billing info feeds no gate and no guard rule: once it is on its way (and nothing else is),
  // the guard can decide and the first screen can be drawn beneath the loader while it travels.
  const drawing =
    !settled && firstDone && web3Done && billingQ?.fetchStatus === 'fetching' && !!operatorId;

  // The moment the last of them answered on the network: the loader's extra 200 ms count from it (§2).
  const answered = [
    ...FIRST_WAVE.map((load, i) => [load, first[i]] as const),
    ...(wantsBilling ? [['billingInfo', billingQ] as const] : []),
    ...(wantsWeb3 ? [['web3State', web3Q] as const] : []),
  ];
  // A retrying web3 state has no time of answer to count from: the loader's 200 ms count from now.
  const settledAt =
    settledNow && operatorId !== null && !web3Retrying
      ? Math.max(
          ...answered.map(([load, q]) =>
            endpointAnsweredAt(
              STARTUP_LOADS[load].endpoint,
              operatorId,
              Math.max(q?.dataUpdatedAt ?? 0, q?.errorUpdatedAt ?? 0),
            ),
          ),
        )
      : null;
  const operatorMissing = operatorQ?.error instanceof HttpError && operatorQ.error.status === 404;
  // Filled in once what the guard reads has answered, and not rebuilt when billing info follows:
  // its answer redraws the loader and what shows billing, not every page. Until then
  // the value stays one object while the first wave comes back an answer at a time, so nothing
  // beneath draws again for each.
  const known = (settled || drawing) && operatorId !== null;
  const shown = <T,>(answer: T): T | undefined => (known ? answer : undefined);
  const operator = shown(operatorQ?.data);
  const token = shown(tokenQ?.data);
  const progress = shown(progressQ?.data);
  const shownFlags = shown(flags);
  const shownGroups = shown(featureGroups);
  const billing = wantsBilling ? billingQ?.data : undefined;
  const web3 = shown(wantsWeb3 ? web3Q?.data : undefined);
  const value = useMemo(() => {
    const data: OperatorData = {
      operatorInfo: asObject<OperatorInfo>(operator),
      tokenInfo: asObject<TokenInfo>(token),
      flags: shownFlags ?? null,
      progress: asObject<OnboardingProgress>(progress),
      featureGroups: shownGroups ?? null,
      web3Status: asObject<DeployState>(web3)?.status ?? null,
    };
    return operatorState({
      operatorId,
      role,
      adminMode,
      data: known ? data : EMPTY_OPERATOR_DATA,
      reload,
      operatorMissing,
    });
  }, [
    known,
    operator,
    token,
    shownFlags,
    progress,
    shownGroups,
    web3,
    operatorId,
    role,
    adminMode,
    reload,
    operatorMissing,
  ]);
  const status = settled ? 'ready' : drawing ? 'drawing' : 'loading';
  const computed = useMemo<StartupStatus>(() => ({ status, settledAt }), [status, settledAt]);
  if (settledNow && firstSettled === null) setFirstSettled(computed);
  const startup = firstSettled ?? computed;
  const billingInfo = known ? asObject<BillingInfo>(billing) : null;
  return (
    <StartupStatusContext.Provider value={startup}>
      <OperatorStateContext.Provider value={value}>
        <BillingInfoContext.Provider value={billingInfo}>
          <AccountLoginContext.Provider value={typeof login === 'string' ? login : null}>
            {children}
          </AccountLoginContext.Provider>
        </BillingInfoContext.Provider>
      </OperatorStateContext.Provider>
    </StartupStatusContext.Provider>
  );
}
