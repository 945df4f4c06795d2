import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { publicTheme } from '../theme/lightTheme';
import { Notifications } from './Notifications';

/** The light front door's chrome: theme and toasts, without react-admin. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={publicTheme}>
      <CssBaseline />
      <Notifications>{children}</Notifications>
    </ThemeProvider>
  );
}
