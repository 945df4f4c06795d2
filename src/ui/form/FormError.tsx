import Typography from '@mui/material/Typography';
import { useText } from '../../i18n/useText';

/**
 * A failed call's message, announced to screen readers. Plain text in the error colour: MUI's
 * Alert would add its icon set to every public page's download.
 */
export function FormError({ error }: { error: string | null }) {
  const t = useText();
  if (!error) return null;
  return (
    <Typography role="alert" color="error" variant="body2" sx={{ mt: 2 }}>
      {t(error)}
    </Typography>
  );
}
