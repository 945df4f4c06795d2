import type {
  BillingInfo,
  FeatureFlag,
  OperatorData,
  OperatorInfo,
  ProgressFlags,
  WidgetFeatureGroup,
} from './types';

/** One function per start-up call; each resolves to the response body or rejects. */
export interface OperatorFetchers {
  readonly accountInfo: () => Promise<unknown>;
  readonly operatorInfo: () => Promise<unknown>;
  readonly tokenInfo: () => Promise<unknown>;
  readonly flags: () => Promise<unknown>;
  readonly progress: () => Promise<unknown>;
  readonly features: () => Promise<unknown>;
  readonly billingInfo: () => Promise<unknown>;
  readonly web3State: () => Promise<unknown>;
}

export interface LoadOptions {
  /** canAccess(role, 'read', 'BILLING'): billing info loads only with it and the BILLING flag (§6). */
  readonly canReadBilling: boolean;
}

/** A failed load leaves its part empty; the data layer already logged it (§8: only logged). */
const settle = <T>(p: Promise<unknown>, shape: (v: unknown) => T | null): Promise<T | null> =>
  p.then(shape, () => null);

const asObject = <T>(v: unknown): T | null => (v && typeof v === 'object' ? (v as T) : null);
const asArray = <T>(v: unknown): readonly T[] | null => (Array.isArray(v) ? (v as T[]) : null);

export const billingEnabled = (flags: readonly FeatureFlag[] | null): boolean =>
  !!flags?.some((f) => f.code === 'BILLING' && f.enabled);

export const web3Installed = (groups: readonly WidgetFeatureGroup[] | null): boolean =>
  !!groups?.some((g) => g.groupName === 'WEB3_LOYALTY' && g.featureGroups.some((f) => f.installed));

/**
 * The §2 start-up loads in two waves at most: account, operator, token, flags, progress and features
 * start together; billing info starts the moment the flags allow it, web3 state the moment the
 * features show the web3 group installed. Nothing waits for anything it does not depend on.
 */
export async function loadOperatorData(
  f: OperatorFetchers,
  opts: LoadOptions,
): Promise<OperatorData> {
  const flags = settle(f.flags(), asArray<FeatureFlag>);
  const featureGroups = settle(f.features(), asArray<WidgetFeatureGroup>);
  const billingInfo = flags.then((list) =>
    opts.canReadBilling && billingEnabled(list)
      ? settle(f.billingInfo(), asObject<BillingInfo>)
      : null,
  );
  const web3Status = featureGroups.then((groups) =>
    web3Installed(groups)
      ? settle(f.web3State(), (v) => asObject<{ status?: string }>(v)?.status ?? null)
      : null,
  );
  const [account, operatorInfo, tokenInfo, progress] = [
    settle(f.accountInfo(), asObject<{ login?: string }>),
    settle(f.operatorInfo(), asObject<OperatorInfo>),
    settle(f.tokenInfo(), asObject<OperatorData['tokenInfo']>),
    settle(f.progress(), asObject<ProgressFlags>),
  ];
  return {
    login: (await account)?.login ?? null,
    operatorInfo: await operatorInfo,
    tokenInfo: await tokenInfo,
    flags: await flags,
    progress: await progress,
    featureGroups: await featureGroups,
    billingInfo: await billingInfo,
    web3Status: await web3Status,
  };
}
