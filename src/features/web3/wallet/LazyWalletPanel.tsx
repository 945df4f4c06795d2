import { lazy, Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';

/** wagmi, viem and the wallet UI are a separate chunk, fetched when a web3 page shows the panel. */
const WalletPanel = lazy(() => import('./WalletPanel'));

export function LazyWalletPanel() {
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label="Loading wallet" />}>
      <WalletPanel />
    </Suspense>
  );
}
