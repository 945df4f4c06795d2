import { render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { PublicShell } from '../../src/app/PublicShell';
import { consoleTheme } from '../../src/theme/theme';
import { publicTheme } from '../../src/theme/lightTheme';

function ErrorContrastText() {
  return <p>{useTheme().palette.error.contrastText}</p>;
}

/**
 * The console mounts inside the front door's shell (src/app/Gate.tsx), under react-admin's own
 * ThemeProvider: the console's theme must win there, or its error buttons take the front door's
 * white-on-red text (2.7:1, below WCAG AA).
 */
describe("the front door's theme", () => {
  it('serves the front door', () => {
    render(
      <PublicShell>
        <ErrorContrastText />
      </PublicShell>,
    );
    expect(screen.getByText(publicTheme.palette.error.contrastText)).toBeInTheDocument();
  });

  it("gives way to the console's theme beneath it", () => {
    const console = createTheme(consoleTheme);
    expect(console.palette.error.contrastText).not.toBe(publicTheme.palette.error.contrastText);
    render(
      <PublicShell>
        <ThemeProvider theme={console}>
          <ErrorContrastText />
        </ThemeProvider>
      </PublicShell>,
    );
    expect(screen.getByText(console.palette.error.contrastText)).toBeInTheDocument();
  });
});
