import { useMemo, type ReactNode } from 'react';
import { StoreContextProvider, useStoreContext } from 'react-admin';
import { rememberingStore } from './rememberingStore';

/** The list inside keeps its column choices and saved filters in the browser (./rememberingStore). */
export function ListMemory({ children }: { children: ReactNode }) {
  const session = useStoreContext();
  const store = useMemo(() => rememberingStore(session), [session]);
  return <StoreContextProvider value={store}>{children}</StoreContextProvider>;
}
