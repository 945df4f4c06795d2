import { useContext } from 'react';
import { OperatorStateContext } from './OperatorStateProvider';
import type { OperatorState } from './types';

export function useOperatorState(): OperatorState {
  const state = useContext(OperatorStateContext);
  if (!state) throw new Error('useOperatorState must be used inside <OperatorStateProvider>');
  return state;
}
