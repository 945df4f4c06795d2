/**
 * What the demo's user menu may change in the mock's data directly (not through the API, which
 * has no call for it): an operator's feature flags, so a product person can try a page gated on a
 * flag no demo operator has on.
 */
import { operatorData, type MockDb } from './db';

/** Sets one flag of one operator; false when the operator or the flag is unknown. */
export function setFeatureFlag(
  db: MockDb,
  operatorId: string,
  code: string,
  enabled: boolean,
): boolean {
  const flag = operatorData(db, operatorId)?.featureFlags.find((f) => f.code === code);
  if (!flag) return false;
  flag.enabled = enabled;
  return true;
}
