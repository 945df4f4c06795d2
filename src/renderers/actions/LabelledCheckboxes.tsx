import type { ReactNode } from 'react';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';

/**
 * react-admin's row box puts its label on the box's wrapper, not on the input (axe: a form field
 * without a label). Inside the table a box hands its own label to its input.
 */
const labelledBoxes = (outer: Theme) =>
  createTheme(outer, {
    components: {
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

export function LabelledCheckboxes({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={labelledBoxes}>{children}</ThemeProvider>;
}
