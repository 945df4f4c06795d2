import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useConfig,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  useSwitchChain,
  WagmiContext,
  WagmiProvider,
} from 'wagmi';
import { getRuntimeConfig } from '../../../config/runtimeConfig';
import { translate as t } from '../../../i18n/translate';
import { abbreviateAddress } from './abbreviate';
import { POLYGON_CHAIN_ID, WALLET_STORAGE_PREFIX } from './constants';
import { createWalletConfig, storedWalletState, type WalletConfig } from './walletConfig';
import { walletErrorMessage } from './walletErrors';

type Restore = 'none' | 'wagmi' | 'walletConnect';
interface WalletSession {
  rpcUrl: string;
  config: WalletConfig;
  initialState: ReturnType<typeof storedWalletState>;
  /** Set once the first panel has mounted: later mounts must not hydrate or reconnect again. */
  started: boolean;
}

/**
 * One wagmi config per page load and RPC URL: the panel can unmount and mount again (navigation
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
 * The wallet block of the web3 pages, with its own WagmiProvider so wagmi and viem load only where
 * it is rendered (it is imported lazily, see LazyWalletPanel). wagmi's hooks use the console's
 * TanStack QueryClient from react-admin's context.
 */
export default function WalletPanel() {
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
    <WalletPanelBody
      walletConnectProjectId={walletConnectProjectId}
      restoreWalletConnect={restore === 'walletConnect'}
    />
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

function WalletPanelBody({
  walletConnectProjectId,
  restoreWalletConnect,
}: {
  walletConnectProjectId: string;
  restoreWalletConnect: boolean;
}) {
  const config = useConfig() as WalletConfig;
  const { status, address, chainId } = useConnection();
  const [injected] = useConnectors();
  const connect = useConnect();
  const disconnect = useDisconnect();
  const switchChain = useSwitchChain();
  const [walletConnectError, setWalletConnectError] = useState<unknown>(null);

  useEffect(() => {
    // Session restore, not data loading: it runs once per page load, like wagmi's own reconnect.
    if (!restoreWalletConnect) return;
    void import('./walletConnect').then((m) =>
      m.restoreWalletConnect(config, walletConnectProjectId),
    );
  }, [config, restoreWalletConnect, walletConnectProjectId]);

  const busy =
    status === 'connecting' ||
    status === 'reconnecting' ||
    connect.isPending ||
    disconnect.isPending ||
    switchChain.isPending;
  const error = connect.error ?? switchChain.error ?? disconnect.error ?? walletConnectError;
  const resetErrors = () => {
    connect.reset();
    switchChain.reset();
    disconnect.reset();
    setWalletConnectError(null);
  };

  const connectInjected = () => {
    resetErrors();
    if (injected) connect.mutate({ connector: injected });
  };
  const connectWalletConnect = () => {
    resetErrors();
    import('./walletConnect').then(
      (m) => connect.mutate({ connector: m.walletConnectConnector(walletConnectProjectId) }),
      (e: unknown) => setWalletConnectError(e),
    );
  };

  const connected = status === 'connected' && address !== undefined;
  const wrongChain = connected && chainId !== POLYGON_CHAIN_ID;

  return (
    <Card variant="outlined" component="section" aria-labelledby="wallet-panel-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="wallet-panel-title" variant="h6" component="h2">
            {t('wallet.title')}
          </Typography>
          <Typography role="status" data-testid="wallet-status">
            {t(`wallet.status.${status}`)}
          </Typography>
          {connected ? (
            <Stack spacing={1}>
              <Typography>
                {t('wallet.account')}:{' '}
                <span title={address} aria-label={address} data-testid="wallet-address">
                  {abbreviateAddress(address)}
                </span>
              </Typography>
              {wrongChain ? (
                <Alert
                  severity="warning"
                  action={
                    <Button
                      color="inherit"
                      size="small"
                      disabled={busy}
                      onClick={() => {
                        resetErrors();
                        switchChain.mutate({ chainId: POLYGON_CHAIN_ID });
                      }}
                    >
                      {t('wallet.switchToPolygon')}
                    </Button>
                  }
                >
                  {t('wallet.wrongNetwork', { chainId: String(chainId) })}
                </Alert>
              ) : (
                <Typography>
                  {t('wallet.network')}: {config.chains[0].name}
                </Typography>
              )}
              <div>
                <Button
                  variant="outlined"
                  disabled={busy}
                  onClick={() => {
                    resetErrors();
                    disconnect.mutate();
                  }}
                >
                  {t('wallet.disconnect')}
                </Button>
              </div>
            </Stack>
          ) : (
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              <Button variant="contained" disabled={busy} onClick={connectInjected}>
                {t('wallet.connectInjected')}
              </Button>
              {walletConnectProjectId !== '' && (
                <Button variant="outlined" disabled={busy} onClick={connectWalletConnect}>
                  {t('wallet.connectWalletConnect')}
                </Button>
              )}
            </Stack>
          )}
          {error ? (
            <Alert severity="error" role="alert">
              {walletErrorMessage(error)}
            </Alert>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
