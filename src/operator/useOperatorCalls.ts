import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../data/dataProvider';
import { operatorKey } from '../data/queryKeys';
import type { EndpointName } from '../generated/endpoints';
import { invalidateOperator } from './consoleDataContext';
import { useOperatorState } from './OperatorStateContext';
import type { ReloadPart } from './types';

/**
 * What a console page's query and mutation hooks need: the dataProvider (react-admin's, the one
 * the Gate made for the operator in view) and query keys scoped to that operator.
 */
export function useOperatorCalls() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { operatorId } = useOperatorState();
  const key = useCallback(
    (endpoint: EndpointName, ...args: readonly unknown[]) =>
      operatorKey(operatorId, endpoint, ...args),
    [operatorId],
  );
  return { dataProvider, operatorId, key };
}

/**
 * "Reload a part after a change" (§2): invalidates its start-up queries, so they load again and
 * every reader follows; resolves once they have.
 */
export function useInvalidateOperator(): (part: ReloadPart) => Promise<void> {
  const queryClient = useQueryClient();
  const { operatorId } = useOperatorState();
  return useCallback(
    (part: ReloadPart) => invalidateOperator(queryClient, operatorId, part),
    [queryClient, operatorId],
  );
}
