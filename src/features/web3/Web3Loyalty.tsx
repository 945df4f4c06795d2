import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useText } from '../../i18n/useText';
import { DeployStatusCard } from './DeployStatusCard';
import { LazyWalletPanel } from './wallet/LazyWalletPanel';
import { useDeployState } from './useDeployState';

/** /web3/loyalty: the operator's web3 loyalty program once its deploy has started. */
export default function Web3Loyalty() {
  const t = useText();
  const loaded = useDeployState();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography>{t('pages.web3.loyaltyIntro')}</Typography>
      <DeployStatusCard loaded={loaded} />
      <LazyWalletPanel />
    </Stack>
  );
}
