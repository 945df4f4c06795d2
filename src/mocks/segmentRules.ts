/**
 * Segments as the mock API understands them (docs/api-shapes-audience.md): a segment is a list of
 * rules `{field, op, value}` that every member satisfies; its size is counted from the operator's
 * users each time it is read, so it follows the data (an airdrop's credits, a new activity).
 */
import type { OperatorData, Row } from './db';

export type RuleType = 'number' | 'date';
export type RuleOp = 'gte' | 'lte';

/** What a rule may look at, per user: each value is derived from the stored rows. */
export const RULE_FIELDS: Readonly<Record<string, RuleType>> = {
  balance: 'number',
  activityCount: 'number',
  createdAt: 'date',
  lastActivityAt: 'date',
};
export const RULE_OPS: readonly RuleOp[] = ['gte', 'lte'];

export interface SegmentRule {
  field: string;
  op: RuleOp;
  value: number | string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One message per broken rule, or undefined when the list is usable. */
export function ruleProblem(rules: unknown): string | undefined {
  if (!Array.isArray(rules) || rules.length === 0) return 'Add at least one rule';
  for (const [i, rule] of rules.entries()) {
    const at = `Rule ${i + 1}`;
    if (!rule || typeof rule !== 'object') return `${at} is not a rule`;
    const { field, op, value } = rule as Record<string, unknown>;
    const type = typeof field === 'string' ? RULE_FIELDS[field] : undefined;
    if (!type) return `${at}: unknown field ${String(field)}`;
    if (!RULE_OPS.includes(op as RuleOp)) return `${at}: the comparison must be gte or lte`;
    if (type === 'number' && !(typeof value === 'number' && Number.isFinite(value)))
      return `${at}: the value must be a number`;
    if (type === 'date' && !(typeof value === 'string' && DATE.test(value)))
      return `${at}: the value must be a date (YYYY-MM-DD)`;
  }
  return undefined;
}

interface Facts {
  balance: number;
  activityCount: number;
  createdAt: string;
  lastActivityAt: string | null;
}

/** Per user id: the values the rules compare, from the user row and its activity rows. */
export function userFacts(op: OperatorData): Map<string, Facts> {
  const facts = new Map<string, Facts>();
  for (const u of op.users) {
    facts.set(u.id, {
      balance: Number(u.balance ?? 0),
      activityCount: 0,
      createdAt: String(u.createdAt ?? '').slice(0, 10),
      lastActivityAt: null,
    });
  }
  for (const a of op.activity) {
    const f = facts.get(String(a.userId));
    if (!f) continue;
    f.activityCount += 1;
    const day = String(a.createdAt ?? '').slice(0, 10);
    if (!f.lastActivityAt || day > f.lastActivityAt) f.lastActivityAt = day;
  }
  return facts;
}

function holds(f: Facts, rule: SegmentRule): boolean {
  const actual = f[rule.field as keyof Facts];
  // A user who never did anything has no last activity: no date rule about it holds.
  if (actual === null || actual === undefined) return false;
  if (typeof actual === 'number') {
    const v = Number(rule.value);
    return rule.op === 'gte' ? actual >= v : actual <= v;
  }
  const v = String(rule.value);
  return rule.op === 'gte' ? actual >= v : actual <= v;
}

/** The ids of the users every rule holds for. */
export function segmentMembers(op: OperatorData, rules: readonly SegmentRule[]): string[] {
  const out: string[] = [];
  for (const [id, f] of userFacts(op)) if (rules.every((r) => holds(f, r))) out.push(id);
  return out;
}

/** The segment as the API answers it: its stored fields plus the size counted now. */
export function withSize(op: OperatorData, segment: Row): Row {
  const rules = Array.isArray(segment.rules) ? (segment.rules as SegmentRule[]) : undefined;
  // A segment stored before rules existed keeps the count it was saved with.
  if (!rules) return segment;
  return { ...segment, usersCount: segmentMembers(op, rules).length };
}
