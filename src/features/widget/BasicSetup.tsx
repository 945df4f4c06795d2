import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useOperatorState } from '../../operator';
import { FormError } from '../../ui/form/FormError';
import { useSubmit } from '../../ui/form/useSubmit';
import { LanguagesStep } from './basicSetup/LanguagesStep';
import { applicableSteps, countDone, STEP_PLACE } from './basicSetup/steps';
import { TAB_PARAM } from '../../renderers/tabs/useTabParam';
import { useRouteLink } from '../../renderers/shared/useRouteLink';
import { WidgetThemeStep } from './basicSetup/WidgetThemeStep';
import type { OnboardingProgress, ProgressFlag } from '../../data/answers';
import { translate as t } from '../../i18n/translate';
import { useSaveProgress } from './widgetQueries';

/**
 * /basic-setup: the onboarding checklist. Every change is saved as partial progress and the
 * operator state is reloaded, so the role home (My Widget once finished) and the sidebar follow
 * without a page reload.
 */
export default function BasicSetup() {
  const operator = useOperatorState();
  const [progress, setProgress] = useState<OnboardingProgress>(() => ({
    ...(operator.progress ?? {}),
  }));
  const submit = useSubmit();
  const routeLink = useRouteLink();
  const saveProgress = useSaveProgress();
  const steps = applicableSteps(operator.installedFeatures);
  const done = countDone(progress, steps);
  const finished = done === steps.length;

  const saveStep = async (step: ProgressFlag, value: boolean) => {
    // The mutation reloads the operator's progress: the home and the sidebar follow.
    const result = await submit.run(() => saveProgress.mutateAsync({ step, done: value }));
    if (result.ok) setProgress((prev) => ({ ...prev, [step]: value }));
  };

  const stepBody = (step: ProgressFlag): ReactNode => {
    if (step === 'langSettings') return <LanguagesStep onSaved={() => saveStep(step, true)} />;
    if (step === 'uiSettings') return <WidgetThemeStep onSaved={() => saveStep(step, true)} />;
    const isDone = progress[step] === true;
    const place = STEP_PLACE[step];
    const href = place && routeLink(place.route);
    return (
      <Stack spacing={1.5}>
        {place && (
          <Typography variant="body2">{t(`pages.basicSetup.steps.${step}DoneWhen`)}</Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {href && (
            <Button
              component={RouterLink}
              to={place.tab ? `${href}?${TAB_PARAM}=${place.tab}` : href}
              variant={isDone ? 'text' : 'outlined'}
            >
              {t(`pages.basicSetup.steps.${step}Place`)}
            </Button>
          )}
          <Button
            variant={isDone ? 'outlined' : 'contained'}
            disabled={submit.running}
            onClick={() => saveStep(step, !isDone)}
          >
            {t(isDone ? 'pages.basicSetup.markUndone' : 'pages.basicSetup.markDone')}
          </Button>
        </Stack>
      </Stack>
    );
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <Typography>{t('pages.basicSetup.intro')}</Typography>
      <Box>
        <Typography variant="body2" id="setup-progress-label">
          {t('pages.basicSetup.progress', { done, total: steps.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={steps.length ? (done / steps.length) * 100 : 100}
          aria-labelledby="setup-progress-label"
        />
      </Box>
      <FormError error={submit.error} />
      {finished && (
        <Card variant="outlined">
          <CardContent>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography role="status">{t('pages.basicSetup.finished')}</Typography>
              <Button component={RouterLink} to="../my-widget" relative="path" variant="contained">
                {t('pages.basicSetup.goToMyWidget')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
      {steps.map((step) => (
        <Card key={step} variant="outlined" component="section" aria-labelledby={`step-${step}`}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {progress[step] ? (
                <CheckCircleIcon color="primary" titleAccess={t('pages.basicSetup.done')} />
              ) : (
                <RadioButtonUncheckedIcon color="disabled" aria-hidden />
              )}
              <Typography component="h2" variant="h6" id={`step-${step}`}>
                {t(`pages.basicSetup.steps.${step}`)}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t(`pages.basicSetup.steps.${step}Hint`)}
            </Typography>
            {stepBody(step)}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
