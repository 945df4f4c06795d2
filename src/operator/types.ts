import type {
  FeatureFlag,
  OnboardingProgress,
  OperatorInfo,
  TokenInfo,
  WidgetFeatureGroup,
} from '../data/answers';

/** What the seven start-up loads of §2 bring back; null where a load failed. */
export interface OperatorData {
  readonly operatorInfo: OperatorInfo | null;
  readonly tokenInfo: TokenInfo | null;
  readonly flags: readonly FeatureFlag[] | null;
  readonly progress: OnboardingProgress | null;
  readonly featureGroups: readonly WidgetFeatureGroup[] | null;
  readonly web3Status: string | null;
}

/** A part of the start-up data a page may refresh after changing it ('all': everything). */
export type ReloadPart =
  'flags' | 'operator' | 'token' | 'progress' | 'features' | 'billing' | 'web3' | 'account' | 'all';

/**
 * Where the start-up loads are, for the Gate alone: kept apart from the operator's state so that
 * their settling (billing info, the last to answer) draws the loader's leaving, not every page.
 */
export interface StartupStatus {
  /**
   * 'drawing': everything the guard and the gates read has answered and only billing info is on
   * its way: the first screen may be drawn beneath the loader (§2 keeps the loader up until 'ready').
   */
  readonly status: 'loading' | 'drawing' | 'ready';
  /** When the last start-up load answered (ms since the epoch); null when none ran. */
  readonly settledAt: number | null;
}

/**
 * The operator's state as pages read it. Billing info is apart (useBillingInfo): only the billing
 * chip and pages show it, and its answer, the last of the start-up, redraws only them.
 */
export interface OperatorState {
  readonly operatorId: string | null;
  readonly role: string | null;
  readonly adminMode: boolean;
  readonly operatorInfo: OperatorInfo | null;
  readonly tokenInfo: TokenInfo | null;
  readonly internalCurrencyName: string | null;
  readonly flags: ReadonlySet<string>;
  readonly featureGroups: readonly WidgetFeatureGroup[];
  readonly installedFeatures: ReadonlySet<string>;
  readonly installedGroups: ReadonlySet<string>;
  readonly progress: OnboardingProgress | null;
  readonly setupFinished: boolean;
  readonly web3Status: string | null;
  /** The super admin's operator view names an operator the API does not know (its info load was a 404). */
  readonly operatorMissing?: boolean;
  /** Invalidates the part's queries: they load again and everything reading them follows. */
  readonly reload: (part: ReloadPart) => Promise<void>;
}

// The shapes above come from the one set of API types; re-exported for readers of the state.
export type {
  BillingInfo,
  FeatureFlag,
  OperatorInfo,
  TokenInfo,
  WidgetFeatureGroup,
} from '../data/answers';
