import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '../../i18n/translate';
import { DeployStatusCard } from './DeployStatusCard';
import { LazyWalletPanel } from './wallet/LazyWalletPanel';
import { useDeployState } from './useDeployState';

/** /web3/loyalty: the operator's web3 loyalty program once its deploy has started. */
export default function Web3Loyalty() {
  const loaded = useDeployState();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography>{translate('pages.web3.loyaltyIntro')}</Typography>
      <DeployStatusCard loaded={loaded} />
      <LazyWalletPanel />
    </Stack>
  );
}
