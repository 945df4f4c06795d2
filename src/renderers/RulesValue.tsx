import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useLocaleState, useResourceContext } from 'react-admin';
import { translate } from '../i18n/translate';

export interface Rule {
  readonly field: string;
  readonly op: string;
  readonly value: unknown;
}

const isRule = (v: unknown): v is Rule =>
  typeof v === 'object' && v !== null && typeof (v as Rule).field === 'string';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One rule in words: "Balance at least 25,000", "Sign-up date on or after 01/11/2026". */
export function ruleText(rule: Rule, resource: string, source: string, locale: string): string {
  const label = translate(`rules.${resource}.${source}.${rule.field}`, { _: rule.field });
  const isDate = typeof rule.value === 'string' && DATE.test(rule.value);
  const op = translate(`audience.rules.ops.${isDate ? 'date' : 'number'}.${rule.op}`, {
    _: rule.op,
  });
  const value = isDate
    ? new Date(`${String(rule.value)}T00:00:00`).toLocaleDateString(locale)
    : typeof rule.value === 'number'
      ? rule.value.toLocaleString(locale)
      : String(rule.value);
  return `${label} ${op} ${value}`;
}

/**
 * A segment's rules as chips. The words for each field are the labels the form's `input: rules`
 * declares on the same resource and field (`rules.<resource>.<field>.<ruleField>`).
 */
export function RulesValue({ value, source }: { value: unknown; source: string }) {
  const resource = useResourceContext() ?? '';
  const [locale] = useLocaleState();
  const rules = Array.isArray(value) ? value.filter(isRule) : [];
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {rules.map((rule, i) => (
        <Chip key={i} size="small" label={ruleText(rule, resource, source, locale)} />
      ))}
    </Stack>
  );
}
