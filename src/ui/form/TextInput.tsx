import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEventHandler, ReactNode, Ref } from 'react';

export interface TextInputProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: ChangeEventHandler<HTMLInputElement>;
  readonly onBlur: () => void;
  readonly inputRef?: Ref<HTMLInputElement>;
  /** The validator's or the server's message; the field is marked invalid while there is one. */
  readonly error?: string;
  readonly type?: 'text' | 'email' | 'password' | 'url';
  readonly autoComplete?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly helperText?: ReactNode;
}

/**
 * An outlined text input whose error or help is its described-by text. Built from MUI's parts
 * rather than TextField, whose select mode pulls menus, popovers and modals into the light front
 * door.
 */
export function TextInput({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  type = 'text',
  autoComplete,
  disabled,
  required,
  helperText,
}: TextInputProps) {
  const help = error ?? helperText;
  const helpId = `${id}-helper-text`;
  return (
    <FormControl
      fullWidth
      margin="normal"
      error={Boolean(error)}
      disabled={disabled}
      required={required}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        inputRef={inputRef}
        label={required ? `${label} *` : label}
        notched
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={onChange}
        onBlur={onBlur}
        inputProps={help ? { 'aria-describedby': helpId } : undefined}
      />
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
}
