import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { createDataProvider } from '../data/dataProvider';
import { createQueryClient } from '../data/queryClient';
import { prefetchRouteCall } from '../data/routeCalls';
import { firstRouteCall } from './firstRouteCall';
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
 * cache. Nothing is shared with another operator's. The page the URL opens has its first call sent
 * with the start-up calls, into the same cache, under the key react-admin reads.
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
  const { pathname, search } = useLocation();
  const [opening] = useState(() =>
    operatorId === null ? null : firstRouteCall(pathname, search, adminMode, role),
  );
  // A layout effect runs before every passive one, so this call leaves first, the start-up's
  // first wave right after it at the end of the same commit (OperatorStateProvider): six calls,
  // one on each of the six connections a browser opens to the API host.
  useLayoutEffect(() => {
    if (opening) prefetchRouteCall(value.queryClient, value.dataProvider, opening, operatorId);
  }, [opening, value, operatorId]);
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
