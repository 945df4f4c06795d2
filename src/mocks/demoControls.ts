/**
 * What the demo's user menu may change in the mock's data directly (not through the API, which
 * has no call for it): an operator's feature flags, so a product person can try a page gated on a
 * flag no demo operator has on. Every flag of schema/features.yaml can be switched, one added
 * after the demo's data was saved in the browser too.
 */
import { FEATURES } from '../generated/features';
import { operatorData, type MockDb } from './db';

/** Sets one flag of one operator; false when the operator or the flag is unknown. */
export function setFeatureFlag(
  db: MockDb,
  operatorId: string,
  code: string,
  enabled: boolean,
): boolean {
  const data = operatorData(db, operatorId);
  if (!data) return false;
  let flag = data.featureFlags.find((f) => f.code === code);
  if (!flag) {
    if (!(FEATURES.flags as readonly string[]).includes(code)) return false;
    const id = Math.max(0, ...data.featureFlags.map((f) => f.id)) + 1;
    flag = { id, code, enabled: false };
    data.featureFlags.push(flag);
  }
  flag.enabled = enabled;
  return true;
}
