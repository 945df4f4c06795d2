import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createDataProvider } from '../data/dataProvider';
import { createQueryClient } from '../data/queryClient';
import { ConsoleDataContext, type ConsoleDataValue } from './consoleDataContext';
import { OperatorStateProvider } from './OperatorStateProvider';

interface Props {
  readonly operatorId: string | null;
  readonly role: string | null;
  readonly adminMode: boolean;
  readonly canReadBilling: boolean;
  readonly children: ReactNode;
}

/**
 * Made by the Gate for a session, once per operator in view (and role): one query cache with the
 * §9 rules, one dataProvider bound to that operator, and the §2 start-up loads running in that
 * cache. Nothing is shared with another operator's.
 */
export default function ConsoleData({
  operatorId,
  role,
  adminMode,
  canReadBilling,
  children,
}: Props) {
  const [value] = useState<ConsoleDataValue>(() => ({
    operatorId,
    role,
    queryClient: createQueryClient(),
    dataProvider: createDataProvider(operatorId),
  }));
  return (
    <ConsoleDataContext.Provider value={value}>
      <QueryClientProvider client={value.queryClient}>
        <OperatorStateProvider role={role} adminMode={adminMode} canReadBilling={canReadBilling}>
          {children}
        </OperatorStateProvider>
      </QueryClientProvider>
    </ConsoleDataContext.Provider>
  );
}
