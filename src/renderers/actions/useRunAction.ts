import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { isEndpointName } from '../../data/api';
import type { ActionDef } from '../../model/types';

export interface ActionRun {
  readonly ids: readonly Identifier[];
  readonly body: Readonly<Record<string, string | number | boolean>>;
}

export interface ActionOutcome {
  readonly done: readonly Identifier[];
  readonly failed: readonly { readonly id: Identifier; readonly error: unknown }[];
}

/**
 * Runs an action on records: the single-item endpoint once per id (api-contract: no bulk
 * endpoint exists), all of them even when one fails, then refreshes the resource's lists and
 * records so chips and `when`-gated buttons follow the new state.
 */
export function useRunAction(action: ActionDef, resource: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  return useMutation<ActionOutcome, Error, ActionRun>({
    mutationFn: async ({ ids, body }) => {
      const endpoint = action.endpoint;
      if (!isEndpointName(endpoint)) throw new Error(`Unknown endpoint '${endpoint}'`);
      const results = await Promise.allSettled(
        ids.map((id) => dataProvider.runAction(endpoint, id, { ...body })),
      );
      const done: Identifier[] = [];
      const failed: { id: Identifier; error: unknown }[] = [];
      results.forEach((r, i) => {
        const id = ids[i] as Identifier;
        if (r.status === 'fulfilled') done.push(id);
        else failed.push({ id, error: r.reason });
      });
      return { done, failed };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [resource] }),
  });
}
