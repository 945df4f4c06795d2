import { DEPLOY_STATUSES } from '../../data/apiTypes';

export { DEPLOY_STATUSES };

/** The steps a deploy walks through, i.e. every status after NONE (ERROR is not a step). */
export const DEPLOY_STEPS = DEPLOY_STATUSES.slice(2);

export function stepIndex(status: string | null | undefined): number {
  return DEPLOY_STEPS.indexOf((status ?? '') as (typeof DEPLOY_STEPS)[number]);
}
