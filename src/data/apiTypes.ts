/**
 * Response and payload shapes of the non-CRUD calls (§3 entities, api-contract.md). §7 says bodies
 * are used as returned, so every shape stays open: the fields the console reads are named, the rest
 * pass through untouched.
 */
type Open = { readonly [key: string]: unknown };

export interface TokenResponse {
  readonly token: string;
}
export interface Credentials {
  readonly login: string;
  readonly password: string;
}
export interface RegistrationPayload {
  readonly email: string;
  readonly password: string;
}
export interface PasswordRecoveryPayload {
  readonly token: string;
  readonly password: string;
}

export interface FeatureFlag {
  readonly id?: string | number;
  readonly code: string;
  readonly enabled: boolean;
}
export interface AccountInfo extends Open {
  readonly login: string;
  readonly role: string;
}
export interface OperatorInfo extends Open {
  readonly id?: string | number;
  readonly name?: string;
  readonly emailVerified?: boolean;
  readonly widgetEnabled?: boolean;
}
export interface TokenInfo extends Open {
  /** null: the operator has no internal currency. */
  readonly internalCurrencyName: string | null;
}

export const PROGRESS_FLAGS = [
  'authSettings',
  'uiSettings',
  'langSettings',
  'missionsSettings',
  'goLiveSettings',
] as const;
export type ProgressFlag = (typeof PROGRESS_FLAGS)[number];
export type OnboardingProgress = Partial<Record<ProgressFlag, boolean>>;

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

export interface Language extends Open {
  readonly code: string;
  readonly name?: string;
}
/** The languages selection is sent and returned as the API has it. */
export type LanguageSelection = Open | readonly unknown[];
export type WidgetTheme = Open;
export type Widget = Open;

export interface InvitePayload {
  readonly email: string;
  readonly role: string;
}

/** A figure the console could not read (missing, or neither a number nor a numeric string) is absent: "—". */
export interface Usage {
  readonly currentUsage?: number;
  readonly total?: number;
}
export interface BillingInfo extends Open {
  readonly planName: string;
  readonly planId?: string | number;
  readonly planPrice?: number;
  readonly status: string;
  readonly usage?: Usage;
  readonly monthlyUsage?: Usage;
  readonly extraCreditsUsage?: Usage;
}
export interface PlanInfo {
  readonly id: string | number;
  readonly creditAmount?: number;
  readonly price?: number;
}
export interface Plan extends Open {
  readonly name: string;
  readonly description?: string;
  readonly info: readonly PlanInfo[];
}
export interface PlanFeature {
  readonly name: string;
  readonly plans: readonly { readonly planName: string }[];
}
export interface AvailablePlans extends Open {
  readonly availablePlans: readonly Plan[];
  readonly features: readonly PlanFeature[];
}
export interface UpgradePreview extends Open {
  readonly currentPlan: {
    readonly name: string;
    readonly credits?: number;
    readonly unusedCredits?: number;
    readonly price?: number;
  };
  readonly newPlan: { readonly name: string; readonly credits?: number; readonly price?: number };
  readonly subtotal?: number;
  readonly discount?: number;
  readonly total?: number;
}
export interface PaymentLinkPayload {
  readonly planId: string | number;
  readonly email: string;
}
/** No paymentUrl: nothing to pay (e.g. a free plan). */
export interface PaymentLink {
  readonly paymentUrl?: string;
}

/** The prize-pool balances file is generated on the server; downloadable once DONE. */
export type CsvStatus = 'PENDING' | 'DONE';
export interface PrizePoolSettings extends Open {
  readonly csvReportGenerationStatus?: CsvStatus | string | null;
}

export interface DeployState extends Open {
  readonly type?: string | null;
  readonly status?: string | null;
  readonly data?: unknown;
}
/** §7: shapes not shown (custody, web3, dashboards, plan changes…); used as returned. */
export type JsonObject = Open;

export interface DateRange {
  readonly from: string;
  readonly to: string;
}
export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** §4: the web3 deploy statuses, in order (the runtime and the mock share this one list). */
export const DEPLOY_STATUSES = [
  'ERROR',
  'NONE',
  'WALLET_CREATED',
  'ALLOWED_TOKEN_DEPLOY',
  'STARTED',
  'TOKEN_DEPLOYED_PROCESSING',
  'TOKEN_DEPLOYED',
  'APPROVED_USDC_PROCESSING',
  'APPROVED_USDC',
  'APPROVED_TOKEN_PROCESSING',
  'APPROVED_TOKEN',
  'INIT_POOL_PROCESSING',
  'DONE',
] as const;
