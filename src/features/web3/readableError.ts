/**
 * MUI's dark error red (#f44336) on the console's dark background (#313131) is 3.5:1, below WCAG's
 * 4.5:1 for text; this lighter red reads at about 5.7:1. Used for the web3 forms' error texts.
 */
export const READABLE_ERROR_TEXT = '#ff8a80';

export const readableErrorSx = {
  '& .MuiFormLabel-root.Mui-error, & .MuiFormHelperText-root.Mui-error': {
    color: READABLE_ERROR_TEXT,
  },
} as const;
