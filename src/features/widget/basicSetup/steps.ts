import { PROGRESS_FLAGS, type OnboardingProgress, type ProgressFlag } from '../../../data/answers';

/** §3: missionsSettings counts only when the moderation missions feature is installed. */
export function applicableSteps(installedFeatures: ReadonlySet<string>): ProgressFlag[] {
  return PROGRESS_FLAGS.filter(
    (flag) => flag !== 'missionsSettings' || installedFeatures.has('MODERATION_MISSIONS'),
  );
}

/**
 * Where the operator does a step that has no form on this page, and the tab of that page: the
 * step's card links there. Its words (`…DoneWhen`) say what makes the step done.
 */
export const STEP_PLACE: Partial<Record<ProgressFlag, { route: string; tab?: string }>> = {
  authSettings: { route: 'MyWidget', tab: 'installation' },
  missionsSettings: { route: 'Missions', tab: 'moderation' },
  goLiveSettings: { route: 'MyWidget', tab: 'installation' },
};

export function countDone(progress: OnboardingProgress, steps: readonly ProgressFlag[]): number {
  return steps.filter((step) => progress[step] === true).length;
}
