import { createContext, useContext } from 'react';
import { deriveState } from './deriveState';
import type { BillingInfo, OperatorData, OperatorState, StartupStatus } from './types';

export const EMPTY_OPERATOR_DATA: OperatorData = {
  operatorInfo: null,
  tokenInfo: null,
  flags: null,
  progress: null,
  featureGroups: null,
  web3Status: null,
};

export interface OperatorStateInputs {
  readonly operatorId: string | null;
  readonly role: string | null;
  readonly adminMode: boolean;
  readonly data: OperatorData;
  readonly reload: OperatorState['reload'];
  /** The API answered 404 for the operator in view: the id names no operator. */
  readonly operatorMissing?: boolean;
}

/** The state pages read, from what the start-up loads brought back. */
export function operatorState({
  operatorId,
  role,
  adminMode,
  data,
  reload,
  operatorMissing = false,
}: OperatorStateInputs): OperatorState {
  return {
    operatorId,
    role,
    adminMode,
    operatorInfo: data.operatorInfo,
    tokenInfo: data.tokenInfo,
    featureGroups: data.featureGroups ?? [],
    progress: data.progress,
    web3Status: data.web3Status,
    ...deriveState(data),
    reload,
    operatorMissing,
  };
}

/**
 * Kept apart from the loading (ConsoleData.tsx, which brings TanStack Query and the dataProvider)
 * so the front door reads an empty state without loading either.
 */
export const OperatorStateContext = createContext<OperatorState | null>(null);

export function useOperatorState(): OperatorState {
  const state = useContext(OperatorStateContext);
  if (!state) throw new Error('useOperatorState must be used inside <OperatorStateContext>');
  return state;
}

/** No session, or a session with nothing to load: nothing holds the loader. */
const SETTLED: StartupStatus = { status: 'ready', settledAt: null };

export const StartupStatusContext = createContext<StartupStatus>(SETTLED);

/** Where the start-up loads are (the Gate's loader). */
export function useStartupStatus(): StartupStatus {
  return useContext(StartupStatusContext);
}

export const BillingInfoContext = createContext<BillingInfo | null>(null);

/** The operator's billing info (§6), once loaded; null without it. */
export function useBillingInfo(): BillingInfo | null {
  return useContext(BillingInfoContext);
}

/**
 * The signed-in account's login (the user menu's first line), once loaded; null before. Its own
 * context: the loader does not wait for it, and only its readers draw again when it arrives.
 */
export const AccountLoginContext = createContext<string | null>(null);

export function useAccountLogin(): string | null {
  return useContext(AccountLoginContext);
}
