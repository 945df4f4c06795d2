import Button from '@mui/material/Button';
import type { FormEventHandler, ReactNode } from 'react';
import { FormError } from '../../ui/form/FormError';

/**
 * The form every account page shares: its fields, the failed call's message, one full-width submit
 * button that is disabled while the call runs. `noValidate`: the §5 texts replace the browser's.
 */
export function AccountForm({
  onSubmit,
  submitting,
  error,
  submitLabel,
  label,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** The failed call's own message, when no field took it. */
  error: string | null;
  submitLabel: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      {children}
      <FormError error={error} />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
