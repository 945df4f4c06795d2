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
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useInput, useTranslate, type Validator } from 'react-admin';
import type { FieldDef, RuleFieldDef } from '../model/types';
import { translate as translateText } from '../i18n/translate';

export interface EditedRule {
  field: string;
  op: 'gte' | 'lte';
  /** A number for number fields, 'YYYY-MM-DD' for dates; '' while the user has not typed it. */
  value: number | string;
}

const OPS = ['gte', 'lte'] as const;

/** A rule the API can use: a known field and a value of its type. */
export function ruleComplete(rule: EditedRule, fields: readonly RuleFieldDef[]): boolean {
  const def = fields.find((f) => f.field === rule.field);
  if (!def || !OPS.includes(rule.op)) return false;
  return def.type === 'number'
    ? typeof rule.value === 'number' && Number.isFinite(rule.value)
    : typeof rule.value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(rule.value);
}

/** The input's own check: at least one rule, and every rule filled in. */
export function rulesValidator(fields: readonly RuleFieldDef[]): Validator {
  return (value: unknown) => {
    const rules = Array.isArray(value) ? (value as EditedRule[]) : [];
    if (rules.length === 0) return translateText('audience.rules.atLeastOne');
    if (!rules.every((r) => ruleComplete(r, fields)))
      return translateText('audience.rules.incomplete');
    return undefined;
  };
}

/**
 * `input: rules`: a list of "<field> <at least|at most|on or after|on or before> <value>" rows over
 * the rule fields the schema declares. The value kept in the form is what the API takes:
 * `[{field, op, value}]`.
 */
export function RulesInput({ field: def, extra }: { field: FieldDef; extra: Validator[] }) {
  const translate = useTranslate();
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
              {OPS.map((op) => (
                <MenuItem key={op} value={op}>
                  {translate(`audience.rules.ops.${type}.${op}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              id={`${baseId}-value-${i}`}
              label={translate('audience.rules.value', { n })}
              type={type === 'date' ? 'date' : 'number'}
              value={rule.value}
              slotProps={{ inputLabel: { shrink: true } }}
              onChange={(e) => {
                const raw = e.target.value;
                update(i, {
                  value: type === 'number' && raw.trim() !== '' ? Number(raw) : raw,
                });
              }}
            />
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
