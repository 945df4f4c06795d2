import { defineChain } from 'viem';
import { polygon } from 'viem/chains';
import { POLYGON_CHAIN_ID, POLYGON_CURRENCY } from './constants';

/**
 * Polygon with the console's own RPC URL as its default: wagmi's injected connector sends
 * `rpcUrls.default.http[0]` in `wallet_addEthereumChain`, so a wallet that lacks Polygon is given
 * the endpoint the operator configured, not viem's built-in one. Explorer, Multicall3 and block
 * time (which sets the polling interval) stay viem's.
 */
export function consolePolygon(rpcUrl: string) {
  return defineChain({
    ...polygon,
    id: POLYGON_CHAIN_ID,
    nativeCurrency: POLYGON_CURRENCY,
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

export type ConsoleChain = ReturnType<typeof consolePolygon>;
