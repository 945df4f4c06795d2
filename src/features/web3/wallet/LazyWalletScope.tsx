import { lazy, Suspense, type ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';

/** wagmi and viem are a separate chunk, fetched when a web3 page opens its wallet scope. */
const WalletScope = lazy(() => import('./WalletScope'));

export function LazyWalletScope({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label="Loading wallet" />}>
      <WalletScope>{children}</WalletScope>
    </Suspense>
  );
}
