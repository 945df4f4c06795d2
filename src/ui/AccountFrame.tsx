import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame every account page shares inside the BLANK layout: one heading, then the content. */
export function AccountFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" sx={{ width: '100%', maxWidth: 420, mx: 'auto', py: 4 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
