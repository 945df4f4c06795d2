/**
 * The spec's defaults (§2 orders, back targets, titles, homes, §3 labels, §6 route access) are not
 * checked here: a product person may depart from them in YAML. `npm run generate` warns about each
 * departure (generators/spec, tests/generators/fixtures/warn-*) until it is recorded in
 * schema/departures.yaml. The invariants here hold for any valid schema.
 */
import type { Gate } from '../../../src/model/types';

/** One condition of a gate, to take away: every key a gate may have. */
export type GateKey = keyof Gate;

export const GATE_KEYS: readonly GateKey[] = [
  'featureGroup',
  'feature',
  'flag',
  'web3',
  'noInternalCurrency',
];
