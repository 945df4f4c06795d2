import { useEffect, useMemo, type ReactNode } from 'react';
import { useConnection, WagmiContext } from 'wagmi';
import { reconnect } from 'wagmi/actions';
import { getRuntimeConfig } from '../../../config/runtimeConfig';
import { ConnectedWalletContext, type ConnectedWallet } from './connectedWallet';
import { ASYNC_INJECTION_WAIT_MS, WALLET_STORAGE_PREFIX } from './constants';
import { waitForInjectedProvider } from './injectedProvider';
import { createWalletConfig, storedWalletState, type WalletConfig } from './walletConfig';

type Restore = 'none' | 'injected' | 'walletConnect';
interface WalletSession {
  rpcUrl: string;
  config: WalletConfig;
  /** What the page load restores: the connection recorded on the last visit, if any. */
  restore: Restore;
  /** Set once the restore has begun: later mounts (another web3 page) must not begin it again. */
  restoring: boolean;
}

/**
 * One wagmi config per page load and RPC URL: the scope can unmount and mount again (navigation
 * between web3 pages) without a second reconnect or a second set of wallet listeners.
 */
let session: WalletSession | undefined;
function walletSession(rpcUrl: string, walletConnectProjectId: string): WalletSession {
  if (session?.rpcUrl !== rpcUrl) {
    // Read before the config exists: a new config writes its empty state over the stored one.
    const initialState = storedWalletState();
    const config = createWalletConfig({ rpcUrl });
    // §4: a page load reconnects only when a previous connection is recorded (wagmi would
    // otherwise flash "connecting" on every load). A WalletConnect session is restored with its
    // connector, created lazily; any other through the injected one.
    let restore: Restore = 'none';
    if (initialState) {
      restore =
        walletConnectProjectId !== '' && lastConnectorId() === 'walletConnect'
          ? 'walletConnect'
          : 'injected';
      // What WagmiProvider's hydration does: the recorded connection, "Reconnecting…" from the
      // first render, before any reader subscribes.
      config.setState((state) => ({
        ...state,
        ...initialState,
        // Polygon: the one chain configured, whatever the stored state says.
        chainId: config.chains[0].id,
        status: 'reconnecting',
      }));
    }
    session = { rpcUrl, config, restore, restoring: false };
  }
  return session;
}

/**
 * The page load's reconnect, once. wagmi's own (WagmiProvider's reconnectOnMount) skips the
 * injected connector while `window.ethereum` is missing, before its async-injection wait applies,
 * so a wallet that injects itself late would never be reconnected: the wait comes first
 * here, bounded by §9's 1000 ms, then wagmi's reconnect. A wallet that never comes leaves the
 * connection "Not connected", quietly (reconnect finds no provider: no error).
 */
function restoreSession(current: WalletSession, walletConnectProjectId: string): void {
  if (current.restoring || current.restore === 'none') return;
  current.restoring = true;
  const { config } = current;
  if (current.restore === 'walletConnect') {
    void import('./walletConnect').then((m) =>
      m.restoreWalletConnect(config, walletConnectProjectId),
    );
    return;
  }
  void waitForInjectedProvider(ASYNC_INJECTION_WAIT_MS).then(() => reconnect(config));
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
 * The wallet of a web3 page: one wagmi config around the whole page, so the wallet panel and the
 * onboarding (CONNECT_WALLET takes the connected address) share one connection. Imported lazily
 * (LazyWalletScope): wagmi and viem load only on the pages that render it. wagmi's hooks use the
 * console's TanStack QueryClient from react-admin's context.
 *
 * WagmiProvider is not used: besides the early reconnect above, it hydrates and reconnects again
 * on every render of its own (wagmi 3.7.7 `Hydrate` runs `onMount()` during render), so each
 * redraw of the page showed "Reconnecting…" and asked the wallet again.
 */
export default function WalletScope({ children }: { children: ReactNode }) {
  const { polygonRpcUrl, walletConnectProjectId } = getRuntimeConfig();
  const current = walletSession(polygonRpcUrl, walletConnectProjectId);
  useEffect(
    () => restoreSession(current, walletConnectProjectId),
    [current, walletConnectProjectId],
  );
  return (
    <WagmiContext.Provider value={current.config}>
      <WalletBridge>{children}</WalletBridge>
    </WagmiContext.Provider>
  );
}

/** Hands the connection to wagmi-free page code. */
function WalletBridge({ children }: { children: ReactNode }) {
  const { status, address, chainId } = useConnection();
  const value = useMemo<ConnectedWallet>(
    () => ({ status, address: status === 'connected' ? address : undefined, chainId }),
    [status, address, chainId],
  );
  return (
    <ConnectedWalletContext.Provider value={value}>{children}</ConnectedWalletContext.Provider>
  );
}
