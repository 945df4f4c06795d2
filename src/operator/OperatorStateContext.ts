import { createContext, useContext } from 'react';
import { deriveState } from './deriveState';
import type { OperatorData, OperatorState } from './types';

export const EMPTY_OPERATOR_DATA: OperatorData = {
  login: null,
  operatorInfo: null,
  tokenInfo: null,
  flags: null,
  progress: null,
  featureGroups: null,
  billingInfo: null,
  web3Status: null,
};

export interface OperatorStateInputs {
  readonly status: OperatorState['status'];
  readonly operatorId: string | null;
  readonly role: string | null;
  readonly adminMode: boolean;
  readonly data: OperatorData;
  readonly reload: OperatorState['reload'];
  /** The API answered 404 for the operator in view: the id names no operator. */
  readonly operatorMissing?: boolean;
  /** When the last start-up load answered (ms since the epoch). */
  readonly settledAt?: number | null;
}

/** The state pages read, from what the start-up loads brought back. */
export function operatorState({
  status,
  operatorId,
  role,
  adminMode,
  data,
  reload,
  operatorMissing = false,
  settledAt = null,
}: OperatorStateInputs): OperatorState {
  return {
    status,
    operatorId,
    role,
    adminMode,
    login: data.login,
    operatorInfo: data.operatorInfo,
    tokenInfo: data.tokenInfo,
    featureGroups: data.featureGroups ?? [],
    progress: data.progress,
    billingInfo: data.billingInfo,
    web3Status: data.web3Status,
    ...deriveState(data),
    reload,
    operatorMissing,
    settledAt,
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
