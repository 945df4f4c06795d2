/**
 * Spec §9 wallet constants. They are the configuration handed to wagmi/viem, which implement the
 * behaviour (retry with doubling delay, batching, polling); nothing here re-implements it.
 */
export const POLYGON_CHAIN_ID = 137;
export const POLYGON_CURRENCY = { name: 'POL', symbol: 'POL', decimals: 18 } as const;

/** viem retries a failed RPC request this many times, waiting `~~(1 << attempt) * delay` ms. */
export const RPC_RETRY_COUNT = 3;
export const RPC_RETRY_DELAY_MS = 150;
export const RPC_BATCH = { batchSize: 1000, wait: 0 } as const;
export const RPC_TIMEOUT_MS = 10_000;

/**
 * §9 async wallet injection wait. wagmi's injected connector has it (`unstable_shimAsyncInject`)
 * but applies it only inside `isAuthorized`, and its `reconnect` skips a connector without a
 * provider before asking; so the page load's reconnect waits for the wallet itself, this long at
 * most (WalletScope.tsx, injectedProvider.ts).
 */
export const ASYNC_INJECTION_WAIT_MS = 1000;

/** Local-storage key prefix of the wallet state (keys `console.store`, `console.recentConnectorId`…). */
export const WALLET_STORAGE_PREFIX = 'console';
