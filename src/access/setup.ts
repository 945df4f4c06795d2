/** §3 onboarding progress: these flags always count. */
export const ALWAYS_COUNTED_PROGRESS = [
  'authSettings',
  'uiSettings',
  'langSettings',
  'goLiveSettings',
] as const;

/** missionsSettings counts only when this feature is installed. */
export const MISSIONS_PROGRESS_FEATURE = 'MODERATION_MISSIONS';

/** §4 Basic setup is finished when every applicable progress flag is true. */
export function isSetupFinished(
  progress: Readonly<Record<string, unknown>> | null | undefined,
  installedFeatures: ReadonlySet<string>,
): boolean {
  if (!progress) return false;
  const counted: string[] = [...ALWAYS_COUNTED_PROGRESS];
  if (installedFeatures.has(MISSIONS_PROGRESS_FEATURE)) counted.push('missionsSettings');
  return counted.every((flag) => progress[flag] === true);
}
