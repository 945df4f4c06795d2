import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { translate as t } from '../../i18n/translate';
import { DeployStatusCard } from './DeployStatusCard';
import { DEPLOY_STEPS, onboardingStage, stepIndex, type OnboardingStage } from './deployStatus';
import { ChooseStep } from './onboarding/ChooseStep';
import { TokenomicsStep } from './onboarding/TokenomicsStep';
import { useDeploy, useStartOver } from './useWeb3Calls';
import { useDeployState } from './useDeployState';
import { LazyWalletScope } from './wallet/LazyWalletScope';

const JOURNEY: readonly OnboardingStage[] = ['choose', 'tokenomics', 'deploy', 'running', 'done'];

/**
 * /web3/onboarding: the whole setup, one part at a time as the deploy status says (§4): flow and
 * wallet, tokenomics and balance, deploy, then the deploy's own steps, asked again while it runs.
 * The page's wallet scope is shared by the wallet panel and the CONNECT_WALLET choice.
 */
export default function Web3Onboarding() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <Typography>{t('pages.web3.onboardingIntro')}</Typography>
      <LazyWalletScope>
        <OnboardingBody />
      </LazyWalletScope>
    </Stack>
  );
}

function OnboardingBody() {
  const loaded = useDeployState({ poll: true });
  if (loaded.state !== 'ready') return <DeployStatusCard loaded={loaded} />;
  const { status, type } = loaded.value;
  const stage = onboardingStage(status);
  const journeyAt = stage === 'error' ? JOURNEY.indexOf('running') : JOURNEY.indexOf(stage);
  return (
    <Stack spacing={3}>
      <DeployStatusCard loaded={loaded} />
      <nav aria-label={t('web3.journey.title')}>
        <Stepper activeStep={stage === 'done' ? JOURNEY.length : journeyAt} alternativeLabel>
          {JOURNEY.map((part) => (
            <Step key={part}>
              <StepLabel>{t(`web3.journey.${part}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </nav>
      {stage === 'choose' && <ChooseStep />}
      {stage === 'tokenomics' && <TokenomicsStep type={type} />}
      {stage === 'deploy' && <DeployStart />}
      {(stage === 'running' || stage === 'done' || stage === 'error') && (
        <DeployProgress status={status} stage={stage} />
      )}
    </Stack>
  );
}

function DeployStart() {
  const deploy = useDeploy();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('web3.deploy.ready')}</Typography>
      {deploy.isError && <Alert severity="error">{t('web3.callFailed')}</Alert>}
      <Button
        variant="contained"
        disabled={deploy.isPending}
        onClick={() => deploy.mutate(undefined)}
      >
        {t('web3.deploy.start')}
      </Button>
    </Stack>
  );
}

/** The deploy's own steps (§4 order), where it is, and what to do when it failed. */
function DeployProgress({
  status,
  stage,
}: {
  status: string | null | undefined;
  stage: OnboardingStage;
}) {
  const retry = useDeploy();
  const startOver = useStartOver();
  const busy = retry.isPending || startOver.isPending;
  return (
    <Stack spacing={2}>
      {stage === 'running' && (
        <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />}>
          {t('web3.deploy.running')}
        </Alert>
      )}
      {stage === 'done' && (
        <Alert
          severity="success"
          action={
            <Button component={RouterLink} to="../loyalty" relative="path" color="inherit">
              {t('web3.setup.open')}
            </Button>
          }
        >
          {t('web3.deploy.done')}
        </Alert>
      )}
      {stage === 'error' && (
        <Alert severity="error" role="alert">
          <Typography>{t('web3.deploy.failed')}</Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button variant="contained" disabled={busy} onClick={() => retry.mutate(undefined)}>
              {t('web3.deploy.retry')}
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              disabled={busy}
              onClick={() => startOver.mutate(undefined)}
            >
              {t('web3.deploy.startOver')}
            </Button>
          </Stack>
          {(retry.isError || startOver.isError) && (
            <Typography sx={{ mt: 1 }}>{t('web3.callFailed')}</Typography>
          )}
        </Alert>
      )}
      <Stepper
        activeStep={status === 'DONE' ? DEPLOY_STEPS.length : stepIndex(status)}
        orientation="vertical"
        aria-label={t('pages.web3.status')}
      >
        {DEPLOY_STEPS.map((step) => (
          <Step key={step}>
            <StepLabel>{t(`pages.web3.statuses.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Stack>
  );
}
