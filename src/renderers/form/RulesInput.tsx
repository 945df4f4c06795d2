import { useId, useMemo } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useInput, useTranslate, type Validator } from 'react-admin';
import type { FieldDef } from '../../model/types';
import { RULE_OPS, rulesValidator, type EditedRule } from './ruleChecks';
import { useFormReadOnly } from '../shared/readOnlyForm';
import { DayInput } from '../../ui/form/DayInput';

/**
 * `input: rules`: a list of "<field> <at least|at most|on or after|on or before> <value>" rows over
 * the rule fields the schema declares. The value kept in the form is what the API takes:
 * `[{field, op, value}]`.
 */
export function RulesInput({ field: def, extra }: { field: FieldDef; extra: Validator[] }) {
  const translate = useTranslate();
  const readOnly = useFormReadOnly();
  const baseId = useId();
  const fields = useMemo(() => def.rules ?? [], [def.rules]);
  const validate = useMemo(() => [rulesValidator(fields), ...extra], [fields, extra]);
  const first = fields[0];
  const { field, fieldState, formState } = useInput({
    source: def.field,
    validate,
    defaultValue: first ? [{ field: first.field, op: 'gte', value: '' }] : [],
  });
  const rules: EditedRule[] = Array.isArray(field.value) ? (field.value as EditedRule[]) : [];
  const typeOf = (name: string) => fields.find((f) => f.field === name)?.type ?? 'number';
  const set = (next: EditedRule[]) => field.onChange(next);
  const update = (i: number, change: Partial<EditedRule>) =>
    set(rules.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const showError =
    fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) && fieldState.error;
  const legend = translate(def.label, { _: def.label });
  const helper = showError
    ? translate(fieldState.error?.message ?? '', { _: fieldState.error?.message })
    : def.helperText
      ? translate(def.helperText, { _: def.helperText })
      : undefined;

  return (
    <FormControl
      component="fieldset"
      // A read-only form (./readOnlyForm): the native fieldset disables every control inside.
      disabled={readOnly}
      error={Boolean(showError)}
      sx={{ width: '100%', mb: 2 }}
      onBlur={() => field.onBlur()}
    >
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      {rules.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('audience.rules.none')}
        </Typography>
      )}
      {rules.map((rule, i) => {
        const n = i + 1;
        const type = typeOf(rule.field);
        return (
          <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
            <TextField
              select
              size="small"
              id={`${baseId}-field-${i}`}
              label={translate('audience.rules.field', { n })}
              value={rule.field}
              onChange={(e) =>
                update(i, {
                  field: e.target.value,
                  // A number does not mean anything as a date and back: the value starts over.
                  ...(typeOf(e.target.value) !== type ? { value: '' } : {}),
                })
              }
              sx={{ minWidth: 200 }}
            >
              {fields.map((f) => (
                <MenuItem key={f.field} value={f.field}>
                  {translate(f.label, { _: f.label })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              id={`${baseId}-op-${i}`}
              label={translate('audience.rules.op', { n })}
              value={rule.op}
              onChange={(e) => update(i, { op: e.target.value as EditedRule['op'] })}
              sx={{ minWidth: 150 }}
            >
              {RULE_OPS.map((op) => (
                <MenuItem key={op} value={op}>
                  {translate(`audience.rules.ops.${type}.${op}`)}
                </MenuItem>
              ))}
            </TextField>
            {type === 'date' ? (
              <DayInput
                label={translate('audience.rules.value', { n })}
                value={String(rule.value)}
                onChange={(day) => update(i, { value: day })}
              />
            ) : (
              <TextField
                size="small"
                id={`${baseId}-value-${i}`}
                label={translate('audience.rules.value', { n })}
                type="number"
                value={rule.value}
                slotProps={{ inputLabel: { shrink: true } }}
                onChange={(e) => {
                  const raw = e.target.value;
                  update(i, { value: raw.trim() !== '' ? Number(raw) : raw });
                }}
              />
            )}
            <IconButton
              aria-label={translate('audience.rules.remove', { n })}
              onClick={() => set(rules.filter((_r, j) => j !== i))}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <div>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={!first}
          onClick={() => first && set([...rules, { field: first.field, op: 'gte', value: '' }])}
        >
          {translate('audience.rules.add')}
        </Button>
      </div>
      {helper && <FormHelperText>{helper}</FormHelperText>}
    </FormControl>
  );
}
