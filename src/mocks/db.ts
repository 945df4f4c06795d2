/**
 * The mock API's one in-memory database. Everything a handler reads or changes lives here, so a
 * mutation is visible to every later call, and the whole thing serialises to JSON for persistence.
 */

import {
  DEPLOY_STATUSES,
  type BillingInfo as ApiBillingInfo,
  type FeatureFlag,
  type Plan as ApiPlan,
  type PlanInfo,
  type Usage as ApiUsage,
  type WidgetFeature,
  type WidgetFeatureGroup,
} from '../data/answers';
import { FEATURES } from '../generated/features';

/** Bumped whenever the shape below changes: a stored database of another version is reseeded. */
export const DB_VERSION = 2;

export const ROLES = [
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN_REGISTRATION',
  'ROLE_RESET_PASSWORD',
  'ROLE_ADMIN',
  'ROLE_DEVELOPMENT',
  'ROLE_MARKETING',
  'ROLE_PRODUCT',
  'ROLE_SUPPORT',
  'ROLE_MODERATOR',
] as const;
export type Role = (typeof ROLES)[number];

/** The operator feature flags (§3), as schema/features.yaml lists them. */
export const FEATURE_FLAG_CODES: readonly string[] = FEATURES.flags;

/** §3 widget feature groups and their features. */
export const FEATURE_GROUPS: Readonly<Record<string, readonly string[]>> = {
  MISSIONS: ['MODERATION_MISSIONS', 'EVENT_MISSIONS', 'SOCIAL_MEDIA_MISSIONS'],
  T2E: ['TAP_2_EARN'],
  REFERRAL: ['REFERRAL_CODES'],
  REWARDS: ['MODERATION_REWARDS', 'PROMO_REWARDS', 'EVENT_REWARDS'],
  H2E: ['HOLD_2_EARN'],
  WEB3_LOYALTY: ['WEB3'],
  SEGMENTS: ['USER_SEGMENTS'],
  AIRDROP: ['AIRDROP_POINTS'],
};

export { DEPLOY_STATUSES };
export type DeployStatus = (typeof DEPLOY_STATUSES)[number];

export interface Row {
  id: string;
  [field: string]: unknown;
}

export interface OperatorRow extends Row {
  name: string;
  login: string;
  emailVerified: boolean;
  widgetEnabled: boolean;
  locked: boolean;
  /** Plan name, for the admin-mode operators list. */
  plan: string;
  status: 'ACTIVE' | 'INACTIVE' | 'REGISTRATION';
  createdAt: string;
  website?: string;
  contactName?: string;
}

export interface AccountRow {
  login: string;
  password: string;
  role: Role;
  operatorId: string;
}

// The shapes the API answers are the console’s own (src/data/answers); the mock stores them
// mutable, with every field present, plus what only the mock keeps (a plan's chosen option).
type Stored<T> = { -readonly [K in keyof T]-?: T[K] };

export type FeatureState = Stored<Pick<WidgetFeature, 'featureFlag' | 'installed' | 'locked'>>;
export type FeatureGroupState = Stored<Pick<WidgetFeatureGroup, 'groupName' | 'installed'>> & {
  featureGroups: FeatureState[];
};
export type FeatureFlagRow = Stored<Pick<FeatureFlag, 'code' | 'enabled'>> & { id: number };
export type Usage = Stored<ApiUsage>;
export type BillingInfo = Stored<Pick<ApiBillingInfo, 'planName' | 'planPrice'>> & {
  planId: string;
  /** The chosen credit option of the plan (its info[] id). */
  optionId: string | null;
  status: 'ACTIVE' | 'INACTIVE';
  usage: Usage;
  monthlyUsage: Usage;
  extraCreditsUsage: Usage;
};
export type PlanOption = Stored<Pick<PlanInfo, 'creditAmount' | 'price'>> & { id: string };
export type Plan = Stored<Pick<ApiPlan, 'name'>> & {
  id: string;
  description: string;
  info: PlanOption[];
};
export interface Web3State {
  type: 'INSTANT_CREATE' | 'LOYALTY_TOKENIZATION' | null;
  status: DeployStatus;
  data: Record<string, unknown> | null;
}

/** Everything that belongs to one operator. */
export interface OperatorData {
  members: Row[];
  users: Row[];
  events: Row[];
  missions: Row[];
  missionCategories: Row[];
  missionModeration: Row[];
  rewards: Row[];
  rewardModeration: Row[];
  /** Activity rows; a user's activity is the rows with that userId. */
  activity: Row[];
  revenues: Row[];
  requests: Row[];
  segments: Row[];
  airdrops: Row[];
  referralCodes: Row[];
  billingHistory: Row[];
  languages: string[];
  widgetTheme: Record<string, unknown>;
  widget: Record<string, unknown>;
  onboarding: Record<string, boolean>;
  featureGroups: FeatureGroupState[];
  featureFlags: FeatureFlagRow[];
  tokenInfo: { internalCurrencyName: string | null; symbol: string | null; decimals: number };
  billing: BillingInfo;
  /** Credits used per day (`date` YYYY-MM-DD), oldest first: the usage statistics' ledger. */
  creditsByDay: { date: string; credits: number }[];
  extraCredits: { available: number; pricePerCredit: number; packages: number[] };
  prizePool: { csvReportGenerationStatus: 'PENDING' | 'DONE'; [key: string]: unknown };
  web3: Web3State;
  custodyIntegration: Record<string, unknown>;
  tokenomics: Record<string, unknown>;
  airdropWeb3: Record<string, unknown>;
  masterWallet: Record<string, unknown> | null;
  tapToEarn: Record<string, unknown>;
  referral: Record<string, unknown>;
  settings: Record<string, unknown>;
}

/** A message the mock "sent" (verification, password recovery): the demo's inbox. */
export interface OutboxMessage {
  to: string;
  kind: 'account-verify' | 'password-recovery' | 'invite';
  token?: string;
  at: string;
}

export interface MockDb {
  version: number;
  seed: number;
  /** Next id for rows created through the API. */
  nextId: number;
  operators: OperatorRow[];
  accounts: AccountRow[];
  allLanguages: { code: string; name: string }[];
  plans: Plan[];
  planFeatures: { name: string; plans: { planName: string }[] }[];
  custodyWallets: Row[];
  creditCost: { action: string; credits: number }[];
  byOperator: Record<string, OperatorData>;
  outbox: OutboxMessage[];
  /**
   * What was saved through a settings endpoint the mock knows only from the schema (a form added
   * in YAML): by operator id ('' for calls of no operator), then by the endpoint its form reads.
   */
  schemaAnswers?: Record<string, Record<string, Record<string, unknown>>>;
}

export function newId(db: MockDb): string {
  const id = db.nextId;
  db.nextId += 1;
  return String(id);
}

export function operatorData(db: MockDb, operatorId: string): OperatorData | undefined {
  return Object.prototype.hasOwnProperty.call(db.byOperator, operatorId)
    ? db.byOperator[operatorId]
    : undefined;
}

/** A group counts as installed if any of its features is (§4). */
export function refreshGroupInstalled(group: FeatureGroupState): void {
  group.installed = group.featureGroups.some((f) => f.installed);
}

/** Parses a stored database; null when it is not one of ours or of another version. */
export function parseDb(text: string | null): MockDb | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value === 'object' &&
      value !== null &&
      (value as { version?: unknown }).version === DB_VERSION &&
      Array.isArray((value as { operators?: unknown }).operators) &&
      typeof (value as { byOperator?: unknown }).byOperator === 'object'
    ) {
      return value as MockDb;
    }
  } catch {
    // A garbled stored value is treated as absent: the caller reseeds.
  }
  return null;
}
