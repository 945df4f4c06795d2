import type { RecordCondition } from '../../model/types';
import { readPath } from './formatValue';

type Scalar = string | number | boolean;

/**
 * Whether a record matches a condition: every field named holds one of its values. No condition
 * always matches; no record (still loading) matches none, so a conditional field never flashes.
 */
export function matchesCondition(
  condition: RecordCondition | undefined,
  record: Readonly<Record<string, unknown>> | undefined,
): boolean {
  if (!condition) return true;
  if (!record) return false;
  return Object.entries(condition).every(([field, expected]) => {
    const allowed: readonly Scalar[] = Array.isArray(expected) ? expected : [expected as Scalar];
    const actual = readPath(record, field);
    return allowed.some((value) => String(value) === String(actual));
  });
}
