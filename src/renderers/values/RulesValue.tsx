import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useResourceContext } from 'react-admin';
import { ruleText, type Rule } from './ruleText';

const isRule = (v: unknown): v is Rule =>
  typeof v === 'object' && v !== null && typeof (v as Rule).field === 'string';

/**
 * A segment's rules as chips. The words for each field are the labels the form's `input: rules`
 * declares on the same resource and field (`rules.<resource>.<field>.<ruleField>`).
 */
export function RulesValue({ value, source }: { value: unknown; source: string }) {
  const resource = useResourceContext() ?? '';
  const rules = Array.isArray(value) ? value.filter(isRule) : [];
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {rules.map((rule, i) => (
        <Chip key={i} size="small" label={ruleText(rule, resource, source)} />
      ))}
    </Stack>
  );
}
