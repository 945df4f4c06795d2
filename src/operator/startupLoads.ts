import type { ConsoleApi } from '../data/api';
import type { FeatureFlag, WidgetFeatureGroup } from '../data/answers';
import type { EndpointName } from '../generated/endpoints';
import type { ReloadPart } from './types';

/** The §2 start-up loads: each one's endpoint (its query key) and its custom dataProvider method. */
export const STARTUP_LOADS = {
  accountInfo: { endpoint: 'operator.accountInfo', method: 'getAccountInfo' },
  operatorInfo: { endpoint: 'operator.info', method: 'getOperatorInfo' },
  tokenInfo: { endpoint: 'operator.tokenInfo', method: 'getTokenInfo' },
  flags: { endpoint: 'operator.featureFlags', method: 'getFeatureFlags' },
  progress: { endpoint: 'onboarding.get', method: 'getOnboardingProgress' },
  features: { endpoint: 'features.list', method: 'getFeatures' },
  billingInfo: { endpoint: 'billing.info', method: 'getBillingInfo' },
  web3State: { endpoint: 'custody.deployStatus', method: 'getDeployStatus' },
} as const satisfies Record<string, { endpoint: EndpointName; method: keyof ConsoleApi }>;

export type StartupLoad = keyof typeof STARTUP_LOADS;

/**
 * The first wave: every load of §2's loader that depends on nothing. With the page's own call
 * (firstRouteCall) they are six calls, which a browser sends at once on its six connections to an
 * HTTP/1.1 API host; a seventh would wait a round trip for a free connection, and the first screen
 * with it. So account info (the user menu's login, not one of §2's loads) is not among them.
 */
export const FIRST_WAVE = [
  // First out, first back: their answers start the second wave (billing info, web3 state, account
  // info), which then leaves before the other answers are read.
  'flags',
  'features',
  'operatorInfo',
  'tokenInfo',
  'progress',
] as const satisfies readonly StartupLoad[];

/**
 * The second wave: each load and the first-wave answer it waits for, each on the connection a
 * different answer frees. Billing info and web3 state need what their answer says. Account info
 * needs nothing: it waits only for a free connection, so it travels with the loads the loader
 * waits for and has answered when the loader leaves; leaving after the loader, it kept react-admin's
 * loading indicator spinning over a page that had nothing left to load.
 */
export const SECOND_WAVE_AFTER = {
  billingInfo: 'flags',
  web3State: 'features',
  accountInfo: 'operatorInfo',
} as const satisfies Partial<Record<StartupLoad, (typeof FIRST_WAVE)[number]>>;

/** What a page's reload of a part refreshes: the part, and what the second wave derives from it. */
export const RELOADS: Readonly<Record<Exclude<ReloadPart, 'all'>, readonly StartupLoad[]>> = {
  account: ['accountInfo'],
  operator: ['operatorInfo'],
  token: ['tokenInfo'],
  progress: ['progress'],
  flags: ['flags', 'billingInfo'],
  features: ['features', 'web3State'],
  billing: ['billingInfo'],
  web3: ['web3State'],
};

/** §6: billing info loads only with billing read permission and the BILLING flag on. */
export const billingEnabled = (flags: readonly FeatureFlag[] | null | undefined): boolean =>
  !!flags?.some((f) => f.code === 'BILLING' && f.enabled);

/** §4: web3 state loads once the web3 group shows an installed feature. */
export const web3Installed = (groups: readonly WidgetFeatureGroup[] | null | undefined): boolean =>
  !!groups?.some((g) => g.groupName === 'WEB3_LOYALTY' && g.featureGroups.some((f) => f.installed));
