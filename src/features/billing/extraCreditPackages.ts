import type { AnyObject } from '../../data/answers';

/** §7 leaves the extra-credits body unshown; these are the amounts offered when it lists none. */
export const DEFAULT_PACKAGES = [1000, 5000, 10000] as const;

export function packagesOf(body: AnyObject | undefined): readonly number[] {
  const listed = body?.packages;
  if (Array.isArray(listed)) {
    const amounts = listed.filter((n): n is number => typeof n === 'number' && n > 0);
    if (amounts.length > 0) return amounts;
  }
  return DEFAULT_PACKAGES;
}
