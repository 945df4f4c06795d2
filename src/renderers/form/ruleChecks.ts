import type { Validator } from 'react-admin';
import type { RuleFieldDef } from '../../model/types';
import { translate as translateText } from '../../i18n/translate';

export interface EditedRule {
  field: string;
  op: 'gte' | 'lte';
  /** A number for number fields, 'YYYY-MM-DD' for dates; '' while the user has not typed it. */
  value: number | string;
}

/** The comparisons a rule offers, in the order the operator picker lists them. */
export const RULE_OPS = ['gte', 'lte'] as const;

/** A rule the API can use: a known field and a value of its type. */
export function ruleComplete(rule: EditedRule, fields: readonly RuleFieldDef[]): boolean {
  const def = fields.find((f) => f.field === rule.field);
  if (!def || !RULE_OPS.includes(rule.op)) return false;
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
