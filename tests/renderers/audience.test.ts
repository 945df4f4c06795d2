import { describe, expect, it } from 'vitest';
import type { RuleFieldDef } from '../../src/model/types';
import { refetchWhile } from '../../src/renderers/shared/refresh';
import { ruleComplete, rulesValidator, type EditedRule } from '../../src/renderers/form/ruleChecks';
import { ruleText } from '../../src/renderers/values/ruleText';

const FIELDS: RuleFieldDef[] = [
  { field: 'balance', label: 'Balance', type: 'number' },
  { field: 'createdAt', label: 'Sign-up date', type: 'date' },
];

describe('refresh while pending', () => {
  const refresh = refetchWhile({ field: 'status', while: ['PENDING'], seconds: 2 })!;
  const query = (data: unknown) => ({ state: { data } });

  it.each([
    ['a pending record', { id: 1, status: 'PENDING' }, 2000],
    ['a finished record', { id: 1, status: 'SUCCESS' }, false],
    ['a list with one pending row', { data: [{ status: 'FAILED' }, { status: 'PENDING' }] }, 2000],
    ['a list with none pending', { data: [{ status: 'FAILED' }, { status: 'SUCCESS' }] }, false],
    ['nothing loaded yet', undefined, false],
  ])('%s → %s', (_what, data, expected) => {
    expect(refresh(query(data))).toBe(expected);
  });

  it('is off when the page declares no refresh', () => {
    expect(refetchWhile(undefined)).toBeUndefined();
  });
});

describe('the rules input', () => {
  it.each<[EditedRule, boolean]>([
    [{ field: 'balance', op: 'gte', value: 100 }, true],
    [{ field: 'balance', op: 'lte', value: '' }, false],
    [{ field: 'createdAt', op: 'gte', value: '2026-01-01' }, true],
    [{ field: 'createdAt', op: 'gte', value: 5 }, false],
    [{ field: 'shoeSize', op: 'gte', value: 5 }, false],
  ])('%j complete: %s', (rule, complete) => {
    expect(ruleComplete(rule, FIELDS)).toBe(complete);
  });

  it('needs at least one rule, and every rule filled in', () => {
    const validate = rulesValidator(FIELDS);
    expect(validate([], {}, {} as never)).toBe('Add at least one rule');
    expect(validate([{ field: 'balance', op: 'gte', value: '' }], {}, {} as never)).toBe(
      'Fill in every rule, or remove it',
    );
    expect(validate([{ field: 'balance', op: 'gte', value: 1 }], {}, {} as never)).toBeUndefined();
  });
});

describe('rules in words', () => {
  it.each([
    [{ field: 'balance', op: 'gte', value: 25000 }, 'balance at least 25 000'],
    [{ field: 'balance', op: 'lte', value: 10 }, 'balance at most 10'],
    [{ field: 'createdAt', op: 'gte', value: '2026-01-31' }, 'createdAt on or after 31 Jan 2026'],
    [{ field: 'createdAt', op: 'lte', value: '2026-01-31' }, 'createdAt on or before 31 Jan 2026'],
  ])('%j reads "%s" (labels fall back to the field name)', (rule, text) => {
    expect(ruleText(rule, 'nowhere', 'rules')).toBe(text);
  });

  it("uses the labels the segment form's rules declare", () => {
    expect(ruleText({ field: 'balance', op: 'gte', value: 1 }, 'segments', 'rules')).toBe(
      'Balance at least 1',
    );
  });
});
