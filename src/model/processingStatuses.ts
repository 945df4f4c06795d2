/**
 * §3 processing statuses (a moderation submission, a claim, an airdrop row): the one list the
 * generator offers as a column's choices, the chips colour and the mock API hands out.
 */
export const PROCESSING_STATUSES = [
  'PENDING',
  'SUCCESS',
  'FAILED',
  'APPROVED',
  'DECLINED',
] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];
