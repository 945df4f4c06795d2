import { useContext, useState } from 'react';
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
} from 'wagmi';
import { getRuntimeConfig } from '../../../config/runtimeConfig';
import { translate as t } from '../../../i18n/translate';
import { abbreviateAddress } from './abbreviate';
import { POLYGON_CHAIN_ID } from './constants';
import type { WalletConfig } from './walletConfig';
import WalletScope from './WalletScope';
import { walletErrorMessage } from './walletErrors';

/**
 * The wallet block of the web3 pages. It uses the page's WalletScope (one wagmi connection for the
 * page); rendered on its own it opens one. Imported lazily (LazyWalletPanel), so wagmi and viem
 * load only where it is rendered.
 */
export default function WalletPanel() {
  const inScope = useContext(WagmiContext) !== undefined;
  const { walletConnectProjectId } = getRuntimeConfig();
  const body = <WalletPanelBody walletConnectProjectId={walletConnectProjectId} />;
  return inScope ? body : <WalletScope>{body}</WalletScope>;
}

function WalletPanelBody({ walletConnectProjectId }: { walletConnectProjectId: string }) {
  const config = useConfig() as WalletConfig;
  const { status, address, chainId } = useConnection();
  const [injected] = useConnectors();
  const connect = useConnect();
  const disconnect = useDisconnect();
  const switchChain = useSwitchChain();
  const [walletConnectError, setWalletConnectError] = useState<unknown>(null);

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
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
