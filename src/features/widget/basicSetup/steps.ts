import { PROGRESS_FLAGS, type ProgressFlag, type ProgressFlags } from '../../../data/pagesApi';

/** §3: missionsSettings counts only when the moderation missions feature is installed. */
export function applicableSteps(installedFeatures: ReadonlySet<string>): ProgressFlag[] {
  return PROGRESS_FLAGS.filter(
    (flag) => flag !== 'missionsSettings' || installedFeatures.has('MODERATION_MISSIONS'),
  );
}

export function countDone(progress: ProgressFlags, steps: readonly ProgressFlag[]): number {
  return steps.filter((step) => progress[step] === true).length;
}
