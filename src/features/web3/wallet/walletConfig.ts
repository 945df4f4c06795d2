import { createConfig, createStorage, deserialize, http, version, type State } from 'wagmi';
import { injected } from 'wagmi/connectors/injected';
import { consolePolygon } from './chain';
import {
  ASYNC_INJECTION_WAIT_MS,
  RPC_BATCH,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
  WALLET_STORAGE_PREFIX,
} from './constants';

/** What wagmi needs of a storage: `window.localStorage` in the browser, a stand-in in tests. */
export interface WalletStorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface WalletConfigOptions {
  rpcUrl: string;
  storage?: WalletStorageBackend | undefined;
}

/**
 * The wallet's wagmi config: Polygon only, the injected connector only (WalletConnect is created
 * on click from its own module, see walletConnect.ts), the state persisted by wagmi under the
 * console prefix. Reconnect-on-load (last connector first), persistence (connections, chainId,
 * current) and the transport's retry/batch/timeout are wagmi's and viem's own.
 */
export function createWalletConfig({ rpcUrl, storage }: WalletConfigOptions) {
  const chain = consolePolygon(rpcUrl);
  const backend = storage ?? browserStorage();
  return createConfig({
    chains: [chain],
    connectors: [injected({ unstable_shimAsyncInject: ASYNC_INJECTION_WAIT_MS })],
    // EIP-6963 discovery would add a connector per announcing extension; the console offers the
    // one injected wallet (window.ethereum) and WalletConnect, nothing else.
    multiInjectedProviderDiscovery: false,
    storage: createStorage({ key: WALLET_STORAGE_PREFIX, storage: backend }),
    transports: {
      [chain.id]: http(rpcUrl, {
        batch: RPC_BATCH,
        retryCount: RPC_RETRY_COUNT,
        retryDelay: RPC_RETRY_DELAY_MS,
        timeout: RPC_TIMEOUT_MS,
      }),
    },
  });
}

export type WalletConfig = ReturnType<typeof createWalletConfig>;

function browserStorage(): WalletStorageBackend | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/**
 * The state wagmi persisted on the last visit, read synchronously, to hydrate the page load's
 * config (WalletScope, as WagmiProvider's `initialState` would). wagmi's own rehydration is asynchronous, so without it the reconnect on load
 * starts before the recorded connection is known and reports `connecting`; with it the status is
 * `reconnecting` as §4 says. Read it BEFORE `createWalletConfig`: a new config writes its initial
 * state over the stored one. Undefined when no connection is recorded (or it is another wagmi
 * major's, which wagmi would discard too).
 */
export function storedWalletState(
  storage: WalletStorageBackend | undefined = browserStorage(),
): State | undefined {
  try {
    const raw = storage?.getItem(`${WALLET_STORAGE_PREFIX}.store`);
    if (!raw) return undefined;
    const stored = deserialize<{ state?: State; version?: number }>(raw);
    if (stored.version !== Number(version.split('.')[0]) || !stored.state?.current)
      return undefined;
    return stored.state;
  } catch {
    return undefined;
  }
}
