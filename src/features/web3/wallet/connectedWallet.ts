import { createContext, useContext } from 'react';

/**
 * What the web3 pages need to know of the wallet (the onboarding's CONNECT_WALLET mode takes its
 * address), without importing wagmi: the WalletScope fills it from wagmi's state, so a page module
 * stays free of wallet code and the wallet chunk still loads only with the scope.
 */
export interface ConnectedWallet {
  readonly status: 'connected' | 'connecting' | 'disconnected' | 'reconnecting';
  /** Set only when connected. */
  readonly address: string | undefined;
  readonly chainId: number | undefined;
}

export const DISCONNECTED: ConnectedWallet = {
  status: 'disconnected',
  address: undefined,
  chainId: undefined,
};

export const ConnectedWalletContext = createContext<ConnectedWallet>(DISCONNECTED);

export const useConnectedWallet = (): ConnectedWallet => useContext(ConnectedWalletContext);
