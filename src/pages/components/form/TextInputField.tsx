import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useText } from '../useText';
import type { FieldMessage } from './useFormState';

interface Props {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly error?: FieldMessage | undefined;
  readonly type?: 'text' | 'email' | 'password' | 'url';
  readonly autoComplete?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly helperText?: ReactNode;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
}

/** An MUI text field showing a validator message (a catalogue key with arguments) as its helper text. */
export function TextInputField({
  name,
  label,
  value,
  error,
  type = 'text',
  helperText,
  onChange,
  onBlur,
  ...rest
}: Props) {
  const t = useText();
  return (
    <TextField
      id={name}
      name={name}
      label={label}
      type={type}
      value={value}
      fullWidth
      margin="normal"
      error={Boolean(error)}
      helperText={error ? t(error.message, error.args) : helperText}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      {...rest}
    />
  );
}
