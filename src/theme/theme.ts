import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, type RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { PRIMARY_GREEN, SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './colors';
import { VALUE_MISSING, VALUE_TEXT } from './valueText';

/**
 * One text-field look across the console: outlined, MUI's own and the front door's
 * (./lightTheme). react-admin's theme makes its fields filled through TextField and FormControl
 * defaults, while the hand-built fields (ui/form/TextInput) are outlined inputs: in a filled
 * FormControl their label sat where a filled label sits, over the value.
 */
export const TEXT_FIELD_VARIANT = 'outlined' as const;

/** The console's react-admin theme: one dark theme, so no light/dark toggle is offered. */
export const consoleTheme: RaThemeOptions = deepmerge(defaultDarkTheme, {
  palette: {
    mode: 'dark',
    primary: { main: PRIMARY_GREEN, contrastText: '#0b1f14' },
    // MUI's dark red takes white text at 3.7:1; dark text on it reaches WCAG AA (the §4 error
    // chips, contained error buttons such as Decline and Block).
    error: { main: '#f44336', contrastText: 'rgba(0, 0, 0, 0.87)' },
  },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  components: {
    MuiCssBaseline: {
      styleOverrides: (theme: Theme) => ({
        [`.${VALUE_TEXT}`]: { margin: 0, ...theme.typography.body2 },
        [`.${VALUE_TEXT}.${VALUE_MISSING}`]: { color: theme.palette.text.secondary },
      }),
    },
    // Buttons read as the catalogue writes them (sentence case), like every other text: MUI's
    // capitals turned units and names into shouting ('RESEND IN 57 S').
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiToggleButton: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiTextField: { defaultProps: { variant: TEXT_FIELD_VARIANT } },
    MuiFormControl: { defaultProps: { variant: TEXT_FIELD_VARIANT } },
    MuiSelect: { defaultProps: { variant: TEXT_FIELD_VARIANT } },
    // react-admin's row boxes put their label on the box's wrapper, not on the input (axe: a form
    // field without a label): a box hands its label to its input. Part of the one theme rather
    // than a theme of the table's own: MUI caches each component's styles for one theme at a time,
    // and rows drawn under a second theme would recompute them for every component.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          input: (ownerState: { 'aria-label'?: string }) =>
            ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {},
        },
      },
    },
  },
});
