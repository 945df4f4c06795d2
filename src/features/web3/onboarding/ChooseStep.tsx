import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate as t } from '../../../i18n/translate';
import { useConnectedWallet } from '../wallet/connectedWallet';
import { LazyWalletPanel } from '../wallet/LazyWalletPanel';
import {
  useRevealSeed,
  useSaveIntegration,
  useSaveType,
  useSetMasterWallet,
} from '../useWeb3Calls';
import {
  FLOWS,
  integrationType,
  isFlow,
  isWalletMode,
  masterWalletBody,
  walletChoiceProblem,
  walletModesFor,
  type Flow,
  type WalletMode,
} from './rules';

/**
 * Step 1: the flow and the wallet that owns the token. CONNECT_WALLET takes the address of the
 * wallet connected in the page's wallet panel; CREATE_WALLET shows the custody seed once and asks
 * the operator to confirm it is written down. Continue saves the type, the flow and the master
 * wallet (the deploy status becomes WALLET_CREATED).
 */
export function ChooseStep() {
  const [flow, setFlow] = useState<Flow>('INSTANT_CREATE');
  const [mode, setMode] = useState<WalletMode>('CONNECT_WALLET');
  const [confirmed, setConfirmed] = useState(false);
  const wallet = useConnectedWallet();
  const seed = useRevealSeed();
  const saveType = useSaveType();
  const saveIntegration = useSaveIntegration();
  const setMasterWallet = useSetMasterWallet();

  const modes = walletModesFor(flow);
  const effectiveMode = modes.includes(mode) ? mode : modes[0]!;
  const choice = {
    mode: effectiveMode,
    address: wallet.address,
    chainId: wallet.chainId,
    seedShown: seed.isSuccess,
    seedConfirmed: confirmed,
  };
  const problem = walletChoiceProblem(flow, choice);
  const busy = saveType.isPending || saveIntegration.isPending || setMasterWallet.isPending;
  const failed = saveType.isError || saveIntegration.isError || setMasterWallet.isError;

  const submit = async () => {
    if (problem) return;
    try {
      await saveType.mutateAsync(integrationType(flow));
      await saveIntegration.mutateAsync({ flow, walletMode: effectiveMode });
      await setMasterWallet.mutateAsync(masterWalletBody(choice));
      // The seed was shown once; it does not stay in memory once the wallet is set.
      seed.reset();
    } catch {
      // Shown below from the mutations' error state (the data layer has already notified).
    }
  };

  return (
    <Stack spacing={3}>
      <FormControl>
        <FormLabel id="web3-flow-label">{t('web3.flow.legend')}</FormLabel>
        <RadioGroup
          aria-labelledby="web3-flow-label"
          value={flow}
          onChange={(e) => isFlow(e.target.value) && setFlow(e.target.value)}
        >
          {FLOWS.map((f) => (
            <FormControlLabel
              key={f}
              value={f}
              control={<Radio />}
              label={t(`web3.flow.names.${f}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>

      <FormControl>
        <FormLabel id="web3-wallet-label">{t('web3.wallet.legend')}</FormLabel>
        <RadioGroup
          aria-labelledby="web3-wallet-label"
          value={effectiveMode}
          onChange={(e) => isWalletMode(e.target.value) && setMode(e.target.value)}
        >
          {modes.map((m) => (
            <FormControlLabel
              key={m}
              value={m}
              control={<Radio />}
              label={t(`web3.wallet.modes.${m}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>

      {effectiveMode === 'CONNECT_WALLET' ? (
        <Stack spacing={1}>
          <Typography>
            {t('web3.wallet.connectedAddress')}:{' '}
            <span data-testid="onboarding-wallet-address">
              {wallet.address ?? t('web3.wallet.notConnected')}
            </span>
          </Typography>
          <LazyWalletPanel />
        </Stack>
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {!seed.isSuccess && (
            <Button variant="outlined" disabled={seed.isPending} onClick={() => seed.mutate()}>
              {t('web3.wallet.revealSeed')}
            </Button>
          )}
          {seed.isError && <Alert severity="error">{t('web3.callFailed')}</Alert>}
          {seed.isSuccess && (
            <Paper
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              aria-labelledby="seed-title"
            >
              <Typography id="seed-title" component="h3" variant="subtitle1">
                {t('web3.wallet.seedTitle')}
              </Typography>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('web3.wallet.seedOnce')}
              </Typography>
              <Typography
                data-testid="custody-seed"
                sx={{ fontFamily: 'monospace', wordSpacing: '0.4em' }}
              >
                {seed.data}
              </Typography>
              <FormControlLabel
                control={
                  <Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
                }
                label={t('web3.wallet.seedConfirm')}
              />
            </Paper>
          )}
        </Stack>
      )}

      {problem && <Alert severity="info">{t(problem)}</Alert>}
      {failed && <Alert severity="error">{t('web3.callFailed')}</Alert>}
      <div>
        <Button variant="contained" disabled={!!problem || busy} onClick={() => void submit()}>
          {t('web3.wallet.submit')}
        </Button>
      </div>
    </Stack>
  );
}
