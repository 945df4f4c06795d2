export interface OperatorInfo {
  readonly id?: string | number;
  readonly name?: string;
  readonly emailVerified?: boolean;
  readonly widgetEnabled?: boolean;
  readonly [key: string]: unknown;
}

export interface WidgetFeature {
  readonly featureFlag: string;
  readonly installed: boolean;
  readonly locked?: boolean;
}

export interface WidgetFeatureGroup {
  readonly groupName: string;
  readonly installed?: boolean;
  readonly featureGroups: readonly WidgetFeature[];
}

export interface FeatureFlag {
  readonly id?: string | number;
  readonly code: string;
  readonly enabled: boolean;
}

export interface Usage {
  readonly currentUsage: number;
  readonly total: number;
}

export interface BillingInfo {
  readonly planName: string;
  readonly planId?: string | number;
  readonly planPrice: number;
  readonly status: string;
  readonly usage?: Usage;
  readonly monthlyUsage?: Usage;
  readonly extraCreditsUsage?: Usage;
}

export type ProgressFlags = Readonly<Record<string, boolean>>;

/** What the seven start-up loads of §2 (plus account info) bring back; null where a load failed. */
export interface OperatorData {
  readonly login: string | null;
  readonly operatorInfo: OperatorInfo | null;
  readonly tokenInfo: { readonly internalCurrencyName?: string | null } | null;
  readonly flags: readonly FeatureFlag[] | null;
  readonly progress: ProgressFlags | null;
  readonly featureGroups: readonly WidgetFeatureGroup[] | null;
  readonly billingInfo: BillingInfo | null;
  readonly web3Status: string | null;
}

export type ReloadPart =
  'flags' | 'operator' | 'token' | 'progress' | 'features' | 'billing' | 'web3' | 'account' | 'all';

export interface OperatorState {
  readonly status: 'loading' | 'ready';
  readonly operatorId: string | null;
  readonly role: string | null;
  readonly adminMode: boolean;
  readonly login: string | null;
  readonly operatorInfo: OperatorInfo | null;
  readonly tokenInfo: OperatorData['tokenInfo'];
  readonly internalCurrencyName: string | null;
  readonly flags: ReadonlySet<string>;
  readonly featureGroups: readonly WidgetFeatureGroup[];
  readonly installedFeatures: ReadonlySet<string>;
  readonly installedGroups: ReadonlySet<string>;
  readonly progress: ProgressFlags | null;
  readonly setupFinished: boolean;
  readonly billingInfo: BillingInfo | null;
  readonly web3Status: string | null;
  readonly reload: (part: ReloadPart) => Promise<void>;
}
