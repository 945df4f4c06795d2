import Typography from '@mui/material/Typography';
import { translate } from '../../i18n/translate';

/**
 * A failed call's message, announced to screen readers. Plain text in the error colour: MUI's
 * Alert would add its icon set to every public page's download.
 */
export function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Typography role="alert" color="error" variant="body2" sx={{ mt: 2 }}>
      {translate(error)}
    </Typography>
  );
}
