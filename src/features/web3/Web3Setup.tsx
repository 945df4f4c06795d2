import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { translate } from '../../i18n/translate';
import { DeployStatusCard } from './DeployStatusCard';
import { LazyWalletPanel } from './wallet/LazyWalletPanel';
import { useDeployState } from './useDeployState';

/** /web3/setup: where the operator starts the web3 loyalty onboarding. */
export default function Web3Setup() {
  const loaded = useDeployState();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography>{translate('pages.web3.setupIntro')}</Typography>
      <DeployStatusCard loaded={loaded} />
      <LazyWalletPanel />
      <div>
        <Button component={RouterLink} to="../onboarding" relative="path" variant="contained">
          {translate('pages.web3.startOnboarding')}
        </Button>
      </div>
    </Stack>
  );
}
