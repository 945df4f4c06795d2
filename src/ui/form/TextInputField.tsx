import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';
import { translate } from '../../i18n/translate';
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

/**
 * An outlined text input showing a validator message (a catalogue key with arguments) as its
 * helper text. Built from MUI's parts rather than TextField, whose select mode pulls menus,
 * popovers and modals into the light front door.
 */
export function TextInputField({
  name,
  label,
  value,
  error,
  type = 'text',
  helperText,
  onChange,
  onBlur,
  autoComplete,
  disabled,
  required,
}: Props) {
  const help = error ? translate(error.message, error.args) : helperText;
  const helpId = `${name}-helper-text`;
  return (
    <FormControl
      fullWidth
      margin="normal"
      error={Boolean(error)}
      disabled={disabled}
      required={required}
    >
      <InputLabel htmlFor={name} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={name}
        name={name}
        label={required ? `${label} *` : label}
        notched
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputProps={help ? { 'aria-describedby': helpId } : undefined}
      />
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
}
