/**
 * English texts of the wallet (keys `wallet.*`). The spec leaves the wallet's wording open (§8
 * "Wallet error display to the user: not shown"): each error says what happened and what to do.
 */
export const walletMessagesEn = {
  wallet: {
    title: 'Wallet',
    intro: 'Connect a crypto wallet on Polygon.',
    status: {
      disconnected: 'Not connected',
      connecting: 'Connecting…',
      reconnecting: 'Reconnecting…',
      connected: 'Connected',
    },
    connectInjected: 'Connect browser wallet',
    connectWalletConnect: 'Connect with WalletConnect',
    disconnect: 'Disconnect',
    switchToPolygon: 'Switch to Polygon',
    account: 'Account',
    network: 'Network',
    wrongNetwork:
      'Your wallet is on another network (chain %{chainId}). The console works on Polygon only.',
    errors: {
      providerNotFound:
        'No browser wallet was found. Install a wallet extension (for example MetaMask) and reload the page, or connect with WalletConnect if it is offered.',
      userRejected:
        'The request was declined in your wallet. Try again and approve it in your wallet.',
      requestPending:
        'Your wallet already has a request waiting. Open your wallet to approve or close it, then try again.',
      chainNotConfigured:
        'This network is not supported: the console works on Polygon only. Switch your wallet to Polygon.',
      alreadyConnected: 'This wallet is already connected. Disconnect it first to connect again.',
      notConnected: 'Your wallet is not connected. Connect it and try again.',
      accountNotFound:
        'The account of this connection is no longer available in your wallet. Select it in your wallet, or disconnect and connect again.',
      chainMismatch:
        'Your wallet is on a different network than this connection. Switch your wallet to Polygon and try again.',
      reconnecting: 'Your wallet is still reconnecting. Wait a moment, then try again.',
      noChains:
        'The remote wallet offered no network. Make sure it supports Polygon, then connect again.',
      connectorNotFound:
        'This wallet connection is no longer available. Reload the page and connect again.',
      missingRpcUrl:
        'No Polygon RPC address is configured. Ask your administrator to set "polygonRpcUrl" in config.json.',
      switchFailed:
        'Your wallet could not switch to Polygon. Switch to Polygon in your wallet yourself, then try again.',
      timeout: 'The Polygon network did not answer in time. Check your connection and try again.',
      http: 'The Polygon network could not be reached (HTTP %{status}). Try again in a moment.',
      rpc: 'The Polygon network refused the request (%{details}). Try again in a moment.',
      unknown:
        'Something went wrong with your wallet. Try again; if it keeps failing, reload the page.',
    },
  },
} as const;

export type WalletErrorKind = keyof typeof walletMessagesEn.wallet.errors;
