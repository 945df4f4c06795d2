import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Usage } from '../../data/answers';
import { formatCreditUsage } from '../../i18n/format';
import { usageColour, usagePercent } from './usageColour';

/** 'current / total credits' with a bar coloured by §4 (error ≥ 100 %, primary ≤ 75 %, else warning). */
export function UsageBar({ label, usage }: { label: string; usage: Usage }) {
  const id = useId();
  const { currentUsage, total } = usage;
  // A figure the answer did not give readably: the text says "—", and no bar pretends to know.
  const percent =
    currentUsage === undefined || total === undefined ? null : usagePercent(currentUsage, total);
  const colour = usageColour(percent ?? 0);
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" id={id}>
          {label}
        </Typography>
        <Typography variant="body2">{formatCreditUsage(currentUsage, total)}</Typography>
      </Stack>
      {percent !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.min(percent, 100)}
          color={colour}
          aria-labelledby={id}
          data-colour={colour}
          sx={{ mt: 0.5 }}
        />
      )}
    </Box>
  );
}
