import { isSetupFinished } from '../access/setup';
import type { WidgetFeatureGroup } from '../data/answers';
import type { OperatorData } from './types';

export interface Derived {
  readonly flags: ReadonlySet<string>;
  readonly installedFeatures: ReadonlySet<string>;
  readonly installedGroups: ReadonlySet<string>;
  readonly internalCurrencyName: string | null;
  readonly setupFinished: boolean;
}

/** §4: a group counts as installed when any of its features is. */
function installedSets(groups: readonly WidgetFeatureGroup[]) {
  const installedFeatures = new Set<string>();
  const installedGroups = new Set<string>();
  for (const group of groups) {
    for (const feature of group.featureGroups) {
      if (!feature.installed) continue;
      installedFeatures.add(feature.featureFlag);
      installedGroups.add(group.groupName);
    }
  }
  return { installedFeatures, installedGroups };
}

export function deriveState(data: OperatorData): Derived {
  const { installedFeatures, installedGroups } = installedSets(data.featureGroups ?? []);
  const name = data.tokenInfo?.internalCurrencyName;
  return {
    flags: new Set((data.flags ?? []).filter((f) => f.enabled).map((f) => f.code)),
    installedFeatures,
    installedGroups,
    internalCurrencyName: typeof name === 'string' && name.trim() !== '' ? name : null,
    setupFinished: isSetupFinished(data.progress ?? {}, installedFeatures),
  };
}
