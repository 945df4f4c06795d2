import Button from '@mui/material/Button';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormError } from '../../ui/form/FormError';

/**
 * The form every account page shares: its fields, the failed call's message, one full-width submit
 * button that is disabled while the call runs. `noValidate`: the §5 texts replace the browser's.
 */
export function AccountForm<V extends FieldValues>({
  form,
  onSubmit,
  submitLabel,
  label,
  children,
}: {
  form: UseFormReturn<V>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  label?: string;
  children: ReactNode;
}) {
  const { isSubmitting, errors } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      {children}
      <FormError error={errors.root?.server?.message ?? null} />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
