import type { ProcessingStatus } from '../../model/processingStatuses';

/** §4 "Processing status display": which chip colour each status gets. */
export type StatusChipColor = 'secondary' | 'primary' | 'error' | 'default';

export const STATUS_CHIP_COLORS: Readonly<Record<string, StatusChipColor>> = {
  PENDING: 'secondary',
  SUCCESS: 'primary',
  FAILED: 'error',
  APPROVED: 'primary',
  DECLINED: 'error',
} satisfies Record<ProcessingStatus, StatusChipColor>;

/** An unknown status still shows (as its raw code, neutral colour) rather than disappearing. */
export function statusChipColor(status: string): StatusChipColor {
  return STATUS_CHIP_COLORS[status.toUpperCase()] ?? 'default';
}

export function statusLabelKey(status: string): string {
  return `renderers.status.${status.toUpperCase()}`;
}
