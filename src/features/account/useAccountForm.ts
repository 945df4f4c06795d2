import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { showSubmitError } from '../../ui/form/serverErrors';

/**
 * An account page's form: react-hook-form validating a field when it first loses focus and on
 * submit (§5), then while typing, so a shown error goes as soon as the value is fixed. `submit(send)` runs `send` with valid values; a failure lands on the
 * form (server messages by field, else the §8 text) and what was typed stays.
 */
export function useAccountForm<V extends FieldValues>(
  defaultValues: DefaultValues<V>,
  serverFields: Readonly<Record<string, Path<V>>>,
) {
  const form = useForm<V>({ defaultValues, mode: 'onTouched', reValidateMode: 'onChange' });
  const submit = (send: (values: V) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      try {
        await send(values);
      } catch (error) {
        showSubmitError(error, form.setError, serverFields);
      }
    });
  return { form, submit };
}

/** What AccountForm shows of a react-hook-form form: whether it is sending, and the call's message. */
export function formStatus<V extends FieldValues>(form: UseFormReturn<V>) {
  return {
    submitting: form.formState.isSubmitting,
    error: form.formState.errors.root?.server?.message ?? null,
  };
}
