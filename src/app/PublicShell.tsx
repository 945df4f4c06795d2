import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { publicTheme } from '../theme/lightTheme';
import { Notifications } from './Notifications';

/**
 * The light front door's chrome: theme and toasts, without react-admin. Its theme has no CSS
 * variables, so the system's ThemeProvider (what MUI's own does for such a theme) serves it
 * without MUI's CSS-variables provider on the login route (issue 11: 2.5 kB gzip).
 */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={publicTheme} themeId={THEME_ID}>
      <CssBaseline />
      <Notifications>{children}</Notifications>
    </ThemeProvider>
  );
}
