import Alert from '@mui/material/Alert';
import { useText } from '../useText';

/** A failed call's message, announced to screen readers. */
export function FormError({ error }: { error: string | null }) {
  const t = useText();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {t(error)}
    </Alert>
  );
}
