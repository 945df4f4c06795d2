import { reconnect } from 'wagmi/actions';
import { walletConnect } from 'wagmi/connectors/walletConnect';
import type { WalletConfig } from './walletConfig';

/**
 * WalletConnect, in its own module so that it and its SDK (@walletconnect/ethereum-provider and
 * the QR modal, ~470 kB gzip) load only after the user asks for it: wagmi sets a connector up
 * (loading its provider) as soon as it is in `createConfig`'s list, so it is never put there.
 */
export function walletConnectConnector(projectId: string) {
  return walletConnect({
    projectId,
    showQrModal: true,
    metadata: {
      name: 'Loyalty admin console',
      description: 'Operator admin console',
      url: window.location.origin,
      icons: [],
    },
  });
}

/**
 * Restores a WalletConnect session on load when it was the last connector used (wagmi's
 * reconnect tries it first; the injected wallet stays in the list). Connections wagmi cannot
 * restore end disconnected, as §4 says.
 */
export function restoreWalletConnect(config: WalletConfig, projectId: string) {
  return reconnect(config, {
    connectors: [...config.connectors, walletConnectConnector(projectId)],
  });
}
