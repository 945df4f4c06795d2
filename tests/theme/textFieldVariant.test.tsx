import { render, screen } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { consoleTheme } from '../../src/theme/theme';
import { publicTheme } from '../../src/theme/lightTheme';
import { TextInput } from '../../src/ui/form/TextInput';

/** The label's look says which variant drew it (MUI puts the variant in its class). */
const variantOf = (label: HTMLElement) =>
  ['outlined', 'filled', 'standard'].find((v) => label.classList.contains(`MuiInputLabel-${v}`));

const inConsole = (ui: ReactNode) =>
  render(<ThemeProvider theme={createTheme(consoleTheme)}>{ui}</ThemeProvider>);

describe('one text-field variant across the console', () => {
  it.each([
    [
      'a hand-built input with a value (Basic Setup’s widget look, Invite Member’s e-mail)',
      <TextInput
        key="a"
        id="theme-primaryColor"
        name="primaryColor"
        label="Primary colour"
        value="#12ab34"
        onChange={() => undefined}
        onBlur={() => undefined}
      />,
    ],
    ['a text field', <TextField key="b" id="q" label="Primary colour" defaultValue="#12ab34" />],
    [
      'a select (Invite Member’s role)',
      <TextField key="c" select id="role" label="Primary colour" value="a">
        <MenuItem value="a">Admin</MenuItem>
      </TextField>,
    ],
  ])('%s is outlined, its label lifted above the value', (_what, field) => {
    inConsole(field);
    const label = screen.getByText('Primary colour', { selector: '.MuiInputLabel-root' });
    expect(variantOf(label)).toBe('outlined');
    expect(label).toHaveAttribute('data-shrink', 'true');
  });

  it('matches the front door’s fields (login, registration)', () => {
    render(
      <ThemeProvider theme={publicTheme}>
        <TextField id="x" label="Primary colour" />
      </ThemeProvider>,
    );
    expect(variantOf(screen.getByText('Primary colour', { selector: '.MuiInputLabel-root' }))).toBe(
      'outlined',
    );
  });
});
