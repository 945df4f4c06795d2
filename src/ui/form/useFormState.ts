import { useCallback, useState } from 'react';

/** Same return shape as react-admin validators: a catalogue key with its arguments. */
export interface FieldMessage {
  readonly message: string;
  readonly args?: Readonly<Record<string, string | number>>;
}
export type FieldRule<V extends Record<string, string>> = (
  value: string,
  all: V,
) => FieldMessage | undefined;
export type FieldRules<V extends Record<string, string>> = Partial<
  Record<keyof V, readonly FieldRule<V>[]>
>;

function firstError<V extends Record<string, string>>(
  rules: readonly FieldRule<V>[] | undefined,
  value: string,
  all: V,
) {
  for (const rule of rules ?? []) {
    const error = rule(value, all);
    if (error) return error;
  }
  return undefined;
}

/**
 * A small controlled-form state: a field is validated when it loses focus and every field on
 * submit (§5: "Validation runs on blur and on submit"); values survive a failed submit.
 */
export function useFormState<V extends Record<string, string>>(initial: V, rules: FieldRules<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, FieldMessage>>>({});

  const setValue = useCallback((name: keyof V, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    // A visible error is re-checked while typing so it disappears as soon as the value is fixed.
    setErrors((prev) => {
      if (!prev[name]) return prev;
      const next = { ...prev };
      delete next[name];
      return next;
    });
  }, []);

  const validateField = useCallback(
    (name: keyof V) => {
      setErrors((prev) => ({
        ...prev,
        [name]: firstError(rules[name], values[name] ?? '', values),
      }));
    },
    [rules, values],
  );

  const validateAll = useCallback((): boolean => {
    const next: Partial<Record<keyof V, FieldMessage>> = {};
    let valid = true;
    for (const name of Object.keys(rules) as (keyof V)[]) {
      const error = firstError(rules[name], values[name] ?? '', values);
      if (error) {
        next[name] = error;
        valid = false;
      }
    }
    setErrors(next);
    return valid;
  }, [rules, values]);

  /** The props a TextInputField needs for one field: name, value, error, change and blur. */
  const bind = (name: keyof V & string) => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value: string) => setValue(name, value),
    onBlur: () => validateField(name),
  });

  const reset = useCallback((to: V) => {
    setValues(to);
    setErrors({});
  }, []);

  return { values, errors, setValue, validateField, validateAll, reset, setErrors, bind };
}
