import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { translate } from '../i18n/translate';
import { isChunkLoadError } from '../monitoring/chunkErrors';
import type { FallbackProps } from './ErrorBoundary';
import { pageReload } from './pageReload';

const reloadPage = () => pageReload.reload();

/**
 * What a crashed page shows in its place: §8's generic text with a retry and a way home; or, when a
 * part of the console could not be downloaded (a new deploy), an offer to reload.
 */
export function PageError({ error, retry, home = '/' }: FallbackProps & { home?: string }) {
  const stale = isChunkLoadError(error);
  return (
    // Plain Box and Typography (no Alert): the front door carries this fallback in its first chunk.
    <Box sx={{ p: 3, maxWidth: 640 }}>
      <Box role="alert" sx={{ mb: 2 }}>
        <Typography component="h2" variant="h6" color={stale ? 'text.primary' : 'error'}>
          {translate(stale ? 'errors.newVersionTitle' : 'errors.pageCrashTitle')}
        </Typography>
        <Typography variant="body2">
          {translate(stale ? 'errors.newVersionText' : 'errors.generic')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 2 }}>
        {stale ? (
          <Button variant="contained" onClick={reloadPage}>
            {translate('errors.reload')}
          </Button>
        ) : (
          <Button variant="contained" onClick={retry}>
            {translate('errors.retry')}
          </Button>
        )}
        <Button component={RouterLink} to={home} variant="outlined">
          {translate('errors.goHome')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * A top-bar widget that crashed leaves its place empty (it is reported); one whose chunk could not
 * be downloaded leaves a small reload button instead.
 */
export function WidgetError({ error }: FallbackProps) {
  if (!isChunkLoadError(error)) return null;
  return (
    <Button color="inherit" size="small" onClick={reloadPage} sx={{ mx: 1 }}>
      {translate('errors.reloadToUpdate')}
    </Button>
  );
}
