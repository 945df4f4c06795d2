import type { FeatureGroupDef, Gate } from '../model/types';

/** What feature gates look at: the operator's loaded state (§2 start-up loads). */
export interface GateState {
  readonly installedFeatures: ReadonlySet<string>;
  readonly installedGroups: ReadonlySet<string>;
  /** Enabled feature-flag codes. */
  readonly flags: ReadonlySet<string>;
  readonly web3Status: string | null | undefined;
  readonly internalCurrencyName: string | null | undefined;
}

/** Nothing installed, no flag: how gates read before anything is known. */
export const EMPTY_GATE_STATE: GateState = {
  installedFeatures: new Set(),
  installedGroups: new Set(),
  flags: new Set(),
  web3Status: null,
  internalCurrencyName: null,
};

/** §4 web3 deploy: 'started' once the status is anything but NONE, 'finished' at DONE. */
export function web3Started(status: string | null | undefined): boolean {
  return !!status && status !== 'NONE';
}

export function web3Finished(status: string | null | undefined): boolean {
  return status === 'DONE';
}

/** Every condition the gate names must hold; an absent gate always holds. */
export function evaluateGateIn(
  groups: readonly FeatureGroupDef[],
  gate: Gate | undefined,
  state: GateState,
): boolean {
  if (!gate) return true;
  if (gate.featureGroup !== undefined && !groupInstalled(groups, gate.featureGroup, state))
    return false;
  if (gate.feature !== undefined && !state.installedFeatures.has(gate.feature)) return false;
  if (gate.flag !== undefined && !state.flags.has(gate.flag)) return false;
  if (gate.web3 === 'started' && !web3Started(state.web3Status)) return false;
  if (gate.web3 === 'finished' && !web3Finished(state.web3Status)) return false;
  if (gate.noInternalCurrency && !!state.internalCurrencyName?.trim()) return false;
  return true;
}

/** §4: a group counts as installed if any of its features is installed. */
function groupInstalled(
  groups: readonly FeatureGroupDef[],
  code: string,
  state: GateState,
): boolean {
  if (state.installedGroups.has(code)) return true;
  const group = groups.find((g) => g.code === code);
  return !!group && group.features.some((f) => state.installedFeatures.has(f));
}
