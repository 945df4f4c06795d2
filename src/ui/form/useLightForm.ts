import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { SUBMIT_ERROR, showSubmitError } from './serverErrors';
import type { FieldRule } from './checks';

type Values = Record<string, string>;
type Errors<V> = Partial<Record<keyof V | typeof SUBMIT_ERROR, string>>;

/**
 * The front door's form state: the same rules as the account pages' react-hook-form forms (a
 * field is checked when it first loses focus and on submit, then while typing; a failed call's
 * `body.errors` land on their fields, else the §8 text; what was typed stays), in a few lines.
 * Login is the one page every user opens first, and react-hook-form would be 14 kB gzip of its
 * download (the login route's budget); the other account pages load it lazily.
 */
export function useLightForm<V extends Values>(
  initial: V,
  rules: Readonly<Partial<Record<keyof V, FieldRule<V>>>>,
  serverFields: Readonly<Record<string, keyof V & string>>,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const checked = useRef(new Set<keyof V>());
  const inputs = useRef(new Map<keyof V, HTMLInputElement | null>());

  const check = (name: keyof V, all: V): string | undefined => {
    const result = rules[name]?.(all[name], all);
    return typeof result === 'string' ? result : undefined;
  };
  const setFieldError = (name: keyof V, message: string | undefined) =>
    setErrors((current) => ({ ...current, [name]: message }));

  const field = (name: keyof V & string) => ({
    id: name,
    name,
    value: values[name],
    error: errors[name],
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current.set(name, element);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (checked.current.has(name) || errors[name]) setFieldError(name, check(name, next));
    },
    onBlur: () => {
      if (checked.current.has(name)) return;
      checked.current.add(name);
      setFieldError(name, check(name, values));
    },
  });

  const submit = (send: (values: V) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found: Errors<V> = {};
    for (const name of Object.keys(values) as (keyof V)[]) {
      checked.current.add(name);
      found[name] = check(name, values);
    }
    setErrors(found);
    const invalid = (Object.keys(values) as (keyof V)[]).find((name) => found[name]);
    if (invalid) {
      inputs.current.get(invalid)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await send(values);
    } catch (error) {
      const placed: Errors<V> = {};
      showSubmitError(
        error,
        (name, { message }) => {
          placed[name as keyof Errors<V>] = message;
        },
        serverFields,
      );
      setErrors(placed);
    } finally {
      setSubmitting(false);
    }
  };

  /** Fills fields at once (the demo accounts' pick), clearing what they showed. */
  const fill = (next: Partial<V>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
  };

  return { field, submit, fill, submitting, submitError: errors[SUBMIT_ERROR] ?? null };
}
