import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { ConsoleDataProvider } from '../data/dataProvider';
import { operatorKey } from '../data/queryKeys';
import { RELOADS, STARTUP_LOADS } from './startupLoads';
import type { ReloadPart } from './types';

/** The operator in view, its one query cache and its one dataProvider. */
export interface ConsoleDataValue {
  /** null: no operator (the super admin's own admin-mode pages). */
  readonly operatorId: string | null;
  /** The session's role this cache was made for (the Gate makes one per operator and role). */
  readonly role: string | null;
  readonly queryClient: QueryClient;
  readonly dataProvider: ConsoleDataProvider;
}

export const ConsoleDataContext = createContext<ConsoleDataValue | null>(null);

/** The operator in view's query cache and dataProvider (the console's `<Admin>` gets the same). */
export function useConsoleData(): ConsoleDataValue {
  const value = useContext(ConsoleDataContext);
  if (!value) throw new Error('useConsoleData must be used inside <ConsoleData>');
  return value;
}

/** The keys a reload of a part invalidates. */
function reloadKeys(operatorId: string | null, part: ReloadPart): (readonly unknown[])[] {
  if (part === 'all') return [['operator', operatorId]];
  return RELOADS[part].map((load) => operatorKey(operatorId, STARTUP_LOADS[load].endpoint));
}

/** Invalidates a part's start-up queries in an operator's cache; resolves once they loaded again. */
export async function invalidateOperator(
  queryClient: QueryClient,
  operatorId: string | null,
  part: ReloadPart,
): Promise<void> {
  await Promise.all(
    reloadKeys(operatorId, part).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
