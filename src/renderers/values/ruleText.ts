import { formatDate, formatNumber, toDate } from '../../i18n/format';
import { translate } from '../../i18n/translate';

export interface Rule {
  readonly field: string;
  readonly op: string;
  readonly value: unknown;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One rule in words: "Balance at least 25 000", "Sign-up date on or after 1 Nov 2026". */
export function ruleText(rule: Rule, resource: string, source: string): string {
  const label = translate(`rules.${resource}.${source}.${rule.field}`, { _: rule.field });
  const isDate = typeof rule.value === 'string' && DATE.test(rule.value);
  const op = translate(`audience.rules.ops.${isDate ? 'date' : 'number'}.${rule.op}`, {
    _: rule.op,
  });
  const day = isDate ? toDate(rule.value) : undefined;
  const value = day
    ? formatDate(day)
    : typeof rule.value === 'number'
      ? formatNumber(rule.value)
      : String(rule.value);
  return `${label} ${op} ${value}`;
}
