import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldValues,
  type Path,
  type Validate,
} from 'react-hook-form';
import { TextInput } from './TextInput';

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

/** A text input bound to a react-hook-form field; its validator's or the server's message is its help. */
export function FormTextField<V extends FieldValues>({
  control,
  name,
  id = name,
  validate,
  ...input
}: Props<V>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: validate ? { validate } : undefined,
  });
  return (
    <TextInput
      {...input}
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
