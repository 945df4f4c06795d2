import { DEPLOY_STATUSES } from '../../data/answers';

type DeployStatus = (typeof DEPLOY_STATUSES)[number];

export { DEPLOY_STATUSES };

/** The steps a deploy walks through, i.e. every status after NONE (ERROR is not a step). */
export const DEPLOY_STEPS = DEPLOY_STATUSES.slice(2);

export function stepIndex(status: string | null | undefined): number {
  return DEPLOY_STEPS.indexOf((status ?? '') as (typeof DEPLOY_STEPS)[number]);
}

const at = (status: string | null | undefined) =>
  DEPLOY_STATUSES.indexOf((status ?? 'NONE') as DeployStatus);

/**
 * The deploy is running from STARTED until DONE: the chain works through each *_PROCESSING status
 * and the status between two of them (TOKEN_DEPLOYED…) only says the next one is on its way.
 */
export const isDeployRunning = (status: string | null | undefined): boolean =>
  at(status) >= at('STARTED') && at(status) < at('DONE');

/** §2: 'started' is any status but NONE (an unknown or missing status counts as NONE). */
export const isDeployStarted = (status: string | null | undefined): boolean =>
  at(status) !== -1 && at(status) !== at('NONE');

/** The first poll waits this long; each poll that finds the same status doubles it, up to the cap. */
export const POLL_BASE_MS = 1000;
export const POLL_MAX_MS = 16_000;

/**
 * How long to wait before asking again (TanStack Query's refetchInterval): only while the deploy
 * runs; a status that lasts backs off (1 s, 2 s, 4 s… 16 s), a new status starts again at 1 s.
 * `samePolls` is how many answers in a row have brought this status.
 */
export function pollDelay(status: string | null | undefined, samePolls: number): number | false {
  if (!isDeployRunning(status)) return false;
  return Math.min(POLL_BASE_MS * 2 ** Math.max(0, samePolls), POLL_MAX_MS);
}

/** What the onboarding page shows for a status: the part of the journey the operator is at. */
export type OnboardingStage = 'choose' | 'tokenomics' | 'deploy' | 'running' | 'done' | 'error';

export function onboardingStage(status: string | null | undefined): OnboardingStage {
  if (status === 'ERROR') return 'error';
  if (status === 'DONE') return 'done';
  if (isDeployRunning(status)) return 'running';
  if (status === 'ALLOWED_TOKEN_DEPLOY') return 'deploy';
  if (status === 'WALLET_CREATED') return 'tokenomics';
  return 'choose';
}

/** The one way forward a web3 page offers for a status: start the setup, continue it, or open the live program. */
export type SetupAction = 'start' | 'continue' | 'open';

export function setupAction(status: string | null | undefined): SetupAction {
  if (status === 'DONE') return 'open';
  return isDeployStarted(status) ? 'continue' : 'start';
}

/** Where each action leads, from a page under /web3/. */
export const SETUP_ACTION_TARGET: Readonly<Record<SetupAction, string>> = {
  start: '../onboarding',
  continue: '../onboarding',
  open: '../loyalty',
};
