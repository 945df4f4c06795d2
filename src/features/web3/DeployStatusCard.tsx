import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeployState } from '../../data/answers';
import { translate as t } from '../../i18n/translate';
import type { Loaded } from './useDeployState';

/**
 * The deploy status and flow type in words; where the state could not be loaded, says so with a
 * Retry, the only way it is asked again (web3StateQuery).
 */
export function DeployStatusCard({ loaded }: { loaded: Loaded<DeployState> }) {
  if (loaded.state === 'loading')
    return <CircularProgress size={24} aria-label={t('pages.common.loading')} />;
  if (loaded.state === 'failed')
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={loaded.retry}>
            {t('pages.common.retry')}
          </Button>
        }
      >
        {t('pages.web3.notLoaded')}
      </Alert>
    );
  const status = loaded.value.status ?? 'NONE';
  const type = loaded.value.type;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="h2" variant="subtitle1">
            {t('pages.web3.status')}
          </Typography>
          {/* No red chip for ERROR: white on MUI's dark error red is below 4.5:1; the icon marks it. */}
          <Chip
            size="small"
            color={status === 'DONE' ? 'primary' : 'default'}
            variant={status === 'ERROR' ? 'outlined' : 'filled'}
            {...(status === 'ERROR' ? { icon: <ErrorOutline aria-hidden /> } : {})}
            label={t(`pages.web3.statuses.${status}`)}
          />
        </Stack>
        {type && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('pages.web3.type')}: {t(`pages.web3.types.${type}`)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
