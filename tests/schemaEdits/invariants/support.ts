import type { VisibleMenuGroup, VisibleMenuItem } from '../../../src/access';
import { visibleMenuIn } from '../../../src/access';
import type { Gate, MenuDef, RouteDef } from '../../../src/model/types';
import { createGuard, type Decision, type GuardOperatorState } from '../../../src/routing';
import { NOW_MS, tokenFor } from '../../session/tokens';
import type { SchemaBundle } from '../bundle';
import type { GateKey } from './spec';

/** Every feature of every group installed, every flag on, web3 deployed, basic setup finished. */
export function fullState(
  b: SchemaBundle,
  over: Partial<GuardOperatorState> = {},
): GuardOperatorState {
  return {
    installedFeatures: new Set(b.features.groups.flatMap((g) => g.features)),
    installedGroups: new Set(),
    flags: new Set(b.features.flags),
    web3Status: 'DONE',
    internalCurrencyName: null,
    setupFinished: true,
    ...over,
  };
}

/** The same state with one condition of the gate taken away (so the gate fails); null if it has none. */
export function failing(
  b: SchemaBundle,
  state: GuardOperatorState,
  gate: Gate | undefined,
  key: GateKey,
): GuardOperatorState | null {
  if (!gate || gate[key] === undefined) return null;
  const features = new Set(state.installedFeatures);
  const flags = new Set(state.flags);
  if (key === 'feature' && gate.feature) features.delete(gate.feature);
  if (key === 'featureGroup')
    for (const f of b.features.groups.find((g) => g.code === gate.featureGroup)?.features ?? [])
      features.delete(f);
  if (key === 'flag' && gate.flag) flags.delete(gate.flag);
  return {
    ...state,
    installedFeatures: features,
    flags,
    ...(key === 'web3' ? { web3Status: gate.web3 === 'finished' ? 'STARTED' : 'NONE' } : {}),
    ...(key === 'noInternalCurrency' ? { internalCurrencyName: 'Gems' } : {}),
  };
}

export function guardOf(b: SchemaBundle) {
  return createGuard({
    routes: b.routes,
    roles: b.roles,
    roleCodes: b.roleCodes,
    featureGroups: b.features.groups,
    permissions: b.permissions,
  });
}

export interface RunOptions {
  readonly role?: string | null;
  readonly adminMode?: boolean;
  readonly state?: GuardOperatorState | null;
}

export function runGuard(
  decide: ReturnType<typeof createGuard>,
  url: string,
  opts: RunOptions,
): Decision {
  const at = url.indexOf('?');
  return decide({
    pathname: at < 0 ? url : url.slice(0, at),
    search: at < 0 ? '' : url.slice(at),
    adminMode: opts.adminMode ?? false,
    storedToken: opts.role ? tokenFor(opts.role) : null,
    nowMs: NOW_MS,
    operatorState: opts.state === null ? undefined : opts.state,
  });
}

export const outcome = (d: Decision) => (d.kind === 'render' ? 'render' : d.to);

/** A URL that opens the route: path parameters filled, required query present. */
export function urlOf(route: RouteDef): string {
  const path = route.path.replace(/:\w+/g, '7');
  const query = route.requiredQuery?.params.map((p) => `${p}=x`).join('&');
  return query ? `${path}?${query}` : path;
}

/** Target route names of a visible menu, dropdown children in place. */
export function targets(groups: readonly VisibleMenuGroup[]): string[] {
  const of = (i: VisibleMenuItem): string[] =>
    i.children ? i.children.flatMap(of) : i.route ? [i.route] : [];
  return groups.flatMap((g) => g.items.flatMap(of));
}

export function menuFor(
  b: SchemaBundle,
  menu: MenuDef,
  role: string,
  state: GuardOperatorState,
): VisibleMenuGroup[] {
  return visibleMenuIn(
    { routes: b.routes, permissions: b.permissions, groups: b.features.groups },
    menu,
    { role, operatorState: state },
  );
}
