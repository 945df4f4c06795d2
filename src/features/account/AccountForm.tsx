import Button from '@mui/material/Button';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from '../../ui/form/FormError';

/**
 * The form every account page shares: its fields, the failed call's message, one full-width submit
 * button that is disabled while the call runs. Validation stays with the page (on blur and submit).
 */
export function AccountForm({
  onSubmit,
  error,
  running,
  submitLabel,
  label,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  error: string | null;
  running: boolean;
  submitLabel: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      {children}
      <FormError error={error} />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={running}>
        {submitLabel}
      </Button>
    </form>
  );
}
