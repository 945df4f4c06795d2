import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../ui/form/FormTextField';
import {
  checkWith,
  EMAIL_CHECKS,
  ENTERED_PASSWORD_CHECKS,
  PASSWORD_CHECKS,
} from '../../ui/form/checks';

const emailRule = checkWith(EMAIL_CHECKS);
const newPasswordRule = checkWith(PASSWORD_CHECKS);
const enteredPasswordRule = checkWith(ENTERED_PASSWORD_CHECKS);

/** The account pages' e-mail input: required and a valid address (§5). */
export function EmailField<V extends FieldValues & { email: string }>({
  control,
  label,
  autoComplete = 'email',
}: {
  control: Control<V>;
  label: string;
  autoComplete?: string;
}) {
  return (
    <FormTextField
      control={control}
      name={'email' as Path<V>}
      type="email"
      autoComplete={autoComplete}
      required
      label={label}
      validate={emailRule}
    />
  );
}

/**
 * The account pages' password input. A new password follows §5's password rules; an existing one
 * (Login) is only required, so an old password that predates the rules still signs in.
 */
export function PasswordField<V extends FieldValues & { password: string }>({
  control,
  label,
  isNew,
}: {
  control: Control<V>;
  label: string;
  isNew: boolean;
}) {
  return (
    <FormTextField
      control={control}
      name={'password' as Path<V>}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      required
      label={label}
      validate={isNew ? newPasswordRule : enteredPasswordRule}
    />
  );
}
