/** §4/§9: error at 100% or more, primary at 75% or less, warning in between. */
export type UsageColour = 'error' | 'primary' | 'warning';

export function usagePercent(current: number, total: number): number {
  if (total <= 0) return current > 0 ? 100 : 0;
  return (current / total) * 100;
}

export function usageColour(percent: number): UsageColour {
  if (percent >= 100) return 'error';
  if (percent <= 75) return 'primary';
  return 'warning';
}
