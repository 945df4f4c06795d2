import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, type RaThemeOptions } from 'react-admin';
import { PRIMARY_GREEN, SIDEBAR_WIDTH } from './colors';

/** The console's react-admin theme: one dark theme, so no light/dark toggle is offered. */
export const consoleTheme: RaThemeOptions = deepmerge(defaultDarkTheme, {
  palette: { mode: 'dark', primary: { main: PRIMARY_GREEN, contrastText: '#0b1f14' } },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: 55 },
});
