import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { translate } from '../i18n/translate';

/** The full-screen progress loader shown until the start-up loads have settled (§2). */
export function StartupLoader() {
  return (
    <Box
      data-testid="startup-loader"
      role="progressbar"
      aria-label={translate('shell.loading')}
      aria-busy="true"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        zIndex: 2000,
      }}
    >
      <CircularProgress aria-hidden="true" />
    </Box>
  );
}
