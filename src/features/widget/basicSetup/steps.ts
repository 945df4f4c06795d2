import { PROGRESS_FLAGS, type OnboardingProgress, type ProgressFlag } from '../../../data/apiTypes';

/** §3: missionsSettings counts only when the moderation missions feature is installed. */
export function applicableSteps(installedFeatures: ReadonlySet<string>): ProgressFlag[] {
  return PROGRESS_FLAGS.filter(
    (flag) => flag !== 'missionsSettings' || installedFeatures.has('MODERATION_MISSIONS'),
  );
}

export function countDone(progress: OnboardingProgress, steps: readonly ProgressFlag[]): number {
  return steps.filter((step) => progress[step] === true).length;
}
