/** §4: the web3 deploy statuses in order. */
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

/** The steps a deploy walks through, i.e. every status after NONE (ERROR is not a step). */
export const DEPLOY_STEPS = DEPLOY_STATUSES.slice(2);

export function stepIndex(status: string | null | undefined): number {
  return DEPLOY_STEPS.indexOf((status ?? '') as (typeof DEPLOY_STEPS)[number]);
}
