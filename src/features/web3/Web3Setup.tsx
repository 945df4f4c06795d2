import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate as t } from '../../i18n/translate';
import { DeployStatusCard } from './DeployStatusCard';
import { setupAction } from './deployStatus';
import { SetupActionButton } from './SetupActionButton';
import { FLOWS } from './onboarding/rules';
import { useDeployState } from './useDeployState';
import { LazyWalletPanel } from './wallet/LazyWalletPanel';
import { LazyWalletScope } from './wallet/LazyWalletScope';

/** /web3/setup: what web3 loyalty is, and where the operator starts (or resumes) its setup. */
export default function Web3Setup() {
  const loaded = useDeployState();
  // Offered once the state is known, so it never contradicts the status card beside it.
  const action = loaded.state === 'ready' ? setupAction(loaded.value.status) : null;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography>{t('pages.web3.setupIntro')}</Typography>
      <section aria-labelledby="web3-what">
        <Typography id="web3-what" component="h2" variant="h6">
          {t('web3.setup.title')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t('web3.setup.what')}</Typography>
        <ul>
          {FLOWS.map((flow) => (
            <li key={flow}>{t(`web3.flow.names.${flow}`)}</li>
          ))}
        </ul>
        <Typography>{t('web3.setup.how')}</Typography>
      </section>
      <DeployStatusCard loaded={loaded} />
      {action && <SetupActionButton action={action} />}
      <LazyWalletScope>
        <LazyWalletPanel />
      </LazyWalletScope>
    </Stack>
  );
}
