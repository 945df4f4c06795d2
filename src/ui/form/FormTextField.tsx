import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldValues,
  type Path,
  type Validate,
} from 'react-hook-form';

interface Props<V extends FieldValues> {
  readonly control: Control<V>;
  readonly name: Path<V>;
  readonly label: string;
  /** The input's id (the label points at it); the field name when not given. */
  readonly id?: string;
  readonly validate?: Validate<unknown, V>;
  readonly type?: 'text' | 'email' | 'password' | 'url';
  readonly autoComplete?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly helperText?: ReactNode;
}

/**
 * An outlined text input bound to a react-hook-form field; its validator's or the server's
 * message is the helper text. Built from MUI's parts rather than TextField, whose select mode
 * pulls menus, popovers and modals into the light front door.
 */
export function FormTextField<V extends FieldValues>({
  control,
  name,
  label,
  id = name,
  validate,
  type = 'text',
  helperText,
  autoComplete,
  disabled,
  required,
}: Props<V>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: validate ? { validate } : undefined,
  });
  const error = fieldState.error?.message;
  const help = error ?? helperText;
  const helpId = `${id}-helper-text`;
  return (
    <FormControl
      fullWidth
      margin="normal"
      error={Boolean(fieldState.error)}
      disabled={disabled}
      required={required}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={field.name}
        inputRef={field.ref}
        label={required ? `${label} *` : label}
        notched
        type={type}
        value={(field.value as string | undefined) ?? ''}
        autoComplete={autoComplete}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputProps={help ? { 'aria-describedby': helpId } : undefined}
      />
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
}
