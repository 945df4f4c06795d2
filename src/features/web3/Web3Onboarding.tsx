import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { translate } from '../../i18n/translate';
import { DeployStatusCard } from './DeployStatusCard';
import { LazyWalletPanel } from './wallet/LazyWalletPanel';
import { DEPLOY_STEPS, stepIndex } from './deployStatus';
import { useDeployState } from './useDeployState';

/** /web3/onboarding: where the deploy stands, step by step. */
export default function Web3Onboarding() {
  const loaded = useDeployState();
  const status = loaded.state === 'ready' ? loaded.value.status : undefined;
  const current = stepIndex(status);
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <Typography>{translate('pages.web3.onboardingIntro')}</Typography>
      <DeployStatusCard loaded={loaded} />
      <LazyWalletPanel />
      <Stepper
        activeStep={status === 'DONE' ? DEPLOY_STEPS.length : current}
        orientation="vertical"
      >
        {DEPLOY_STEPS.map((step) => (
          <Step key={step}>
            <StepLabel>{translate(`pages.web3.statuses.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {status !== 'DONE' && <Alert severity="info">{translate('pages.web3.walletLater')}</Alert>}
    </Stack>
  );
}
