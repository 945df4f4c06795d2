/**
 * The console's API types: each is what its answer schema gives (`v.InferOutput`), so what a call
 * promises and what its check lets through are one type. Request bodies that are not answers
 * sent back are ../payloads.
 *
 * Types only, and the code lists: importing this module loads no schema (each call loads its own
 * area's checks, ../api.ts).
 */
export { DEPLOY_STATUSES, PROGRESS_FLAGS, type DeployStatus, type ProgressFlag } from './codes';
export type { AnyObject } from './kit';
export type { Session } from './account';
export type {
  AccountInfo,
  BillingInfo,
  DeployState,
  FeatureFlag,
  OnboardingProgress,
  OperatorInfo,
  TokenInfo,
  Usage,
  WidgetFeature,
  WidgetFeatureGroup,
} from './startup';
export type {
  AvailablePlans,
  CreditsBought,
  ExtraCredits,
  PaymentLink,
  Plan,
  PlanChange,
  PlanFeature,
  PlanInfo,
  UpgradePreview,
  UsageStats,
} from './billing';
export type { Language, LanguageSelection, PrizePoolSettings, Widget, WidgetTheme } from './widget';
export type {
  AirdropWeb3,
  Integration,
  MasterWallet,
  PreDeployBalance,
  Seed,
  Tokenomics,
} from './web3';
export type { CreditCost, OperatorSettings, ReferralSettings, TapToEarnSettings } from './settings';
