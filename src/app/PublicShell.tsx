import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { publicTheme } from '../theme/lightTheme';
import { Notifications } from './Notifications';

/**
 * The light front door's chrome: theme and toasts, without react-admin. Its theme has no CSS
 * variables, so the system's ThemeProvider serves it as MUI's own does for such a theme (unscoped:
 * a scoped one would outlive the console's own theme beneath it), without MUI's CSS-variables
 * provider on the login route (2.9 kB gzip).
 */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={publicTheme}>
      <CssBaseline />
      <Notifications>{children}</Notifications>
    </ThemeProvider>
  );
}
