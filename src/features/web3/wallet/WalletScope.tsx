import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useConfig, useConnection, WagmiContext, WagmiProvider } from 'wagmi';
import { getRuntimeConfig } from '../../../config/runtimeConfig';
import { ConnectedWalletContext, type ConnectedWallet } from './connectedWallet';
import { WALLET_STORAGE_PREFIX } from './constants';
import { createWalletConfig, storedWalletState, type WalletConfig } from './walletConfig';

type Restore = 'none' | 'wagmi' | 'walletConnect';
interface WalletSession {
  rpcUrl: string;
  config: WalletConfig;
  initialState: ReturnType<typeof storedWalletState>;
  /** Set once the first scope has mounted: later mounts must not hydrate or reconnect again. */
  started: boolean;
}

/**
 * One wagmi config per page load and RPC URL: the scope can unmount and mount again (navigation
 * between web3 pages) without a second reconnect or a second set of wallet listeners.
 */
let session: WalletSession | undefined;
function walletSession(rpcUrl: string): WalletSession {
  if (session?.rpcUrl !== rpcUrl) {
    // Read before the config exists: a new config writes its empty state over the stored one.
    const initialState = storedWalletState();
    session = { rpcUrl, config: createWalletConfig({ rpcUrl }), initialState, started: false };
  }
  return session;
}

function markStarted(rpcUrl: string): void {
  if (session?.rpcUrl === rpcUrl) session.started = true;
}

function lastConnectorId(): string | null {
  try {
    return JSON.parse(
      localStorage.getItem(`${WALLET_STORAGE_PREFIX}.recentConnectorId`) ?? 'null',
    ) as string | null;
  } catch {
    return null;
  }
}

/**
 * The wallet of a web3 page: one WagmiProvider around the whole page, so the wallet panel and the
 * onboarding (CONNECT_WALLET takes the connected address) share one connection. Imported lazily
 * (LazyWalletScope): wagmi and viem load only on the pages that render it. wagmi's hooks use the
 * console's TanStack QueryClient from react-admin's context.
 */
export default function WalletScope({ children }: { children: ReactNode }) {
  const { polygonRpcUrl, walletConnectProjectId } = getRuntimeConfig();
  const current = walletSession(polygonRpcUrl);
  const { config, initialState } = current;
  // §4: a page load reconnects only when a previous connection is recorded (wagmi would otherwise
  // flash "connecting" on every load). A WalletConnect session is restored by our own reconnect,
  // its connector being created lazily; any other by wagmi's reconnect on mount.
  const [restore] = useState<Restore>(() => {
    if (current.started || initialState === undefined) return 'none';
    return walletConnectProjectId !== '' && lastConnectorId() === 'walletConnect'
      ? 'walletConnect'
      : 'wagmi';
  });
  const [started] = useState(current.started);
  useEffect(() => markStarted(polygonRpcUrl), [polygonRpcUrl]);
  const body = (
    <WalletBridge
      walletConnectProjectId={walletConnectProjectId}
      restoreWalletConnect={restore === 'walletConnect'}
    >
      {children}
    </WalletBridge>
  );
  // Later mounts only provide the config: WagmiProvider's hydration would reset or redo the
  // connection the first mount already made.
  if (started) return <WagmiContext.Provider value={config}>{body}</WagmiContext.Provider>;
  return (
    <WagmiProvider
      config={config}
      initialState={initialState}
      reconnectOnMount={restore === 'wagmi'}
    >
      {body}
    </WagmiProvider>
  );
}

/** Restores a WalletConnect session, and hands the connection to wagmi-free page code. */
function WalletBridge({
  walletConnectProjectId,
  restoreWalletConnect,
  children,
}: {
  walletConnectProjectId: string;
  restoreWalletConnect: boolean;
  children: ReactNode;
}) {
  const config = useConfig() as WalletConfig;
  const { status, address, chainId } = useConnection();

  useEffect(() => {
    // Session restore, not data loading: it runs once per page load, like wagmi's own reconnect.
    if (!restoreWalletConnect) return;
    void import('./walletConnect').then((m) =>
      m.restoreWalletConnect(config, walletConnectProjectId),
    );
  }, [config, restoreWalletConnect, walletConnectProjectId]);

  const value = useMemo<ConnectedWallet>(
    () => ({ status, address: status === 'connected' ? address : undefined, chainId }),
    [status, address, chainId],
  );
  return (
    <ConnectedWalletContext.Provider value={value}>{children}</ConnectedWalletContext.Provider>
  );
}
