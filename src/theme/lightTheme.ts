import { createTheme } from '@mui/material/styles';
import { PRIMARY_GREEN } from './colors';

/**
 * The theme of the light front door (login, registration…): the same palette as the console
 * without importing react-admin, so public pages stay small.
 */
export const publicTheme = createTheme({
  palette: { mode: 'dark', primary: { main: PRIMARY_GREEN, contrastText: '#0b1f14' } },
  // Sentence-case buttons, as in the console's theme.
  components: { MuiButton: { styleOverrides: { root: { textTransform: 'none' } } } },
});
