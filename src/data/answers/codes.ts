/**
 * The closed code lists the answers carry, as runtime lists: the schemas, the pages and the mock
 * API read the same ones. Kept apart from the schemas so that a page reading a list does not load
 * valibot and every check with it.
 */

/** §4: the Basic Setup steps the onboarding progress marks done, in order. */
export const PROGRESS_FLAGS = [
  'authSettings',
  'uiSettings',
  'langSettings',
  'missionsSettings',
  'goLiveSettings',
] as const;
export type ProgressFlag = (typeof PROGRESS_FLAGS)[number];

/** §4: the web3 deploy statuses, in order. */
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
export type DeployStatus = (typeof DEPLOY_STATUSES)[number];
