import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useEffect, type ReactNode } from 'react';
import { translate } from '../i18n/translate';
import { APP } from '../generated/app';

/** BLANK layout (§2): one centred card, no menus; the page brings its own heading. */
export function BlankLayout({ title, children }: { title: string; children: ReactNode }) {
  // The text, not its key, decides: a schema edit on the dev server changes the text alone.
  const text = translate(title, { _: translate(APP.title) });
  useEffect(() => {
    document.title = text;
  }, [text]);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
      }}
    >
      <Paper sx={{ width: '100%', maxWidth: 480, px: 4, py: 2 }} elevation={3}>
        {children}
      </Paper>
    </Box>
  );
}
