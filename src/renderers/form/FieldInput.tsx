import { useMemo } from 'react';
import {
  BooleanInput,
  InputHelperText,
  NumberInput,
  PasswordInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useGetList,
  useInput,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { DayTimeInput } from '../../ui/form/DayTimeInput';
import { formatDateTime, toDate } from '../../i18n/format';
import { useOperatorState } from '../../operator';
import type { FieldDef } from '../../model/types';
import { RESOURCES } from '../../generated/endpoints';
import { buildValidators } from '../../validation';
import { RulesInput } from './RulesInput';
import { useFormReadOnly } from '../shared/readOnlyForm';

interface Choice {
  id: string | number;
  name: string;
}

/** The resource whose list endpoint is `endpoint`: choices load through the dataProvider like any list. */
function resourceForEndpoint(endpoint: string | undefined): string | undefined {
  if (!endpoint) return undefined;
  return Object.values(RESOURCES).find((r) => r.list === endpoint)?.name;
}

function useChoices(field: FieldDef): { choices: Choice[]; isPending: boolean } {
  const { installedFeatures } = useOperatorState();
  // The value a record already has stays offered, so editing it never blanks the field.
  const current = useRecordContext()?.[field.field] as unknown;
  const resource = resourceForEndpoint(field.choicesEndpoint);
  const { data, isPending } = useGetList(
    resource ?? '',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: resource !== undefined },
  );
  return useMemo(() => {
    if (field.choices)
      return {
        choices: field.choices
          .filter((c) => !c.feature || installedFeatures.has(c.feature) || c.value === current)
          .map((c) => ({ id: c.value, name: c.label })),
        isPending: false,
      };
    const records = data ?? [];
    return {
      choices: records.map((r) => ({
        id: r.id,
        name: String(r.name ?? r.label ?? r.title ?? r.id),
      })),
      isPending: resource !== undefined && isPending,
    };
  }, [field.choices, data, isPending, resource, installedFeatures, current]);
}

/** What FieldInput hands the input it picks for a field. */
interface BoundInputProps {
  readonly field: FieldDef;
  readonly validate: Validator[];
  readonly readOnly: boolean;
}

function ChoiceInput({ field, validate, readOnly }: BoundInputProps) {
  const { choices, isPending } = useChoices(field);
  const common = {
    readOnly,
    source: field.field,
    label: field.label,
    helperText: field.helperText,
    validate,
    choices,
    isPending,
    // Schema choices are catalogue keys; names loaded from the API are data and must not be looked up.
    translateChoice: field.choices !== undefined,
  };
  return field.input === 'multiselect' ? (
    <SelectArrayInput {...common} />
  ) : (
    <SelectInput {...common} defaultValue={field.defaultValue} />
  );
}

/** A held value that is no moment (text typed that reads as none) stops the save, in words. */
const isMoment: Validator = (value: unknown) =>
  value === null || value === undefined || value === '' || toDate(value) !== undefined
    ? undefined
    : {
        message: 'ui.dayTimeInput.invalid',
        args: { example: formatDateTime(new Date(2026, 10, 3, 14, 5)) },
      };

/** The console's date-time input (../ui/form/DayTimeInput) bound to the form. */
function DateTimeFieldInput({ field, validate, readOnly }: BoundInputProps) {
  const translate = useTranslate();
  const checks = useMemo(() => [...validate, isMoment], [validate]);
  const {
    field: input,
    fieldState: { error, invalid },
    isRequired,
  } = useInput({ source: field.field, validate: checks, defaultValue: field.defaultValue });
  return (
    <DayTimeInput
      label={translate(field.label, { _: field.label })}
      name={input.name}
      value={input.value as string | null | undefined}
      onChange={input.onChange}
      onBlur={input.onBlur}
      readOnly={readOnly}
      required={isRequired}
      error={invalid}
      helperText={<InputHelperText error={error?.message} helperText={field.helperText} />}
    />
  );
}

/** One react-admin input for a declared field, with the §5 validators the schema names. */
export function FieldInput({ field }: { field: FieldDef }) {
  const validate = useMemo(
    () => buildValidators(field.validators) as Validator[],
    [field.validators],
  );
  // A role that may only read the section sees the values, not fields it could change.
  const readOnly = useFormReadOnly();
  const common = {
    readOnly,
    source: field.field,
    label: field.label,
    helperText: field.helperText,
    validate,
    defaultValue: field.defaultValue,
  };
  switch (field.input) {
    case 'select':
    case 'multiselect':
      return <ChoiceInput field={field} validate={validate} readOnly={readOnly} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'datetime':
      return <DateTimeFieldInput field={field} validate={validate} readOnly={readOnly} />;
    case 'rules':
      return <RulesInput field={field} extra={validate} />;
    case 'number':
      return <NumberInput {...common} />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} />;
    case 'email':
      return <TextInput {...common} type="email" autoComplete="email" />;
    case 'url':
      return <TextInput {...common} type="url" />;
    default:
      return <TextInput {...common} />;
  }
}
