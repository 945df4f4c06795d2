import { render, screen } from '@testing-library/react';
import CssBaseline from '@mui/material/CssBaseline';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { consoleTheme } from '../../src/theme/theme';
import { VALUE_MISSING, VALUE_TEXT } from '../../src/theme/valueText';

const LOOK = ['margin', 'font-family', 'font-weight', 'font-size', 'line-height', 'letter-spacing'];
const look = (el: HTMLElement) =>
  LOOK.map((p) => `${p}: ${getComputedStyle(el).getPropertyValue(p)}`);

describe('a value’s text (one class instead of a Typography per value)', () => {
  it('looks like MUI’s body2 Typography it replaces', () => {
    render(
      <ThemeProvider theme={createTheme(consoleTheme)}>
        <CssBaseline />
        <span className={VALUE_TEXT}>value</span>
        <Typography component="span" variant="body2">
          typography
        </Typography>
      </ThemeProvider>,
    );
    const value = look(screen.getByText('value'));
    expect(value).toContain('font-size: 0.875rem');
    expect(value).toEqual(look(screen.getByText('typography')));
  });

  it('draws a missing value in the secondary text colour', () => {
    const theme = createTheme(consoleTheme);
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <span className={`${VALUE_TEXT} ${VALUE_MISSING}`}>—</span>
      </ThemeProvider>,
    );
    const color = getComputedStyle(screen.getByText('—')).color;
    const probe = document.createElement('span');
    probe.style.color = theme.palette.text.secondary;
    expect(color).toBe(probe.style.color);
  });
});
