/**
 * The audience area's seed (segments, airdrops, tap-to-earn today): laid over what seed.ts made,
 * without drawing from its random stream, so every other seeded row stays as it was.
 */
import type { OperatorData } from './db';
import { segmentMembers, type SegmentRule } from './segmentRules';

const DAY = 24 * 60 * 60 * 1000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Rules for the seeded segment names, in seedData's order (cycled if there are more names). */
function rulesFor(index: number, now: number): SegmentRule[] {
  const table: SegmentRule[][] = [
    // Thresholds on the scale of the seeded balances (the sums of the users' histories).
    [{ field: 'balance', op: 'gte', value: 5000 }],
    [{ field: 'createdAt', op: 'gte', value: day(now - 7 * DAY) }],
    [{ field: 'lastActivityAt', op: 'lte', value: day(now - 30 * DAY) }],
    [{ field: 'activityCount', op: 'gte', value: 4 }],
    [{ field: 'balance', op: 'lte', value: 500 }],
    [{ field: 'activityCount', op: 'gte', value: 3 }],
    [{ field: 'balance', op: 'gte', value: 2000 }],
    [
      { field: 'balance', op: 'gte', value: 8000 },
      { field: 'activityCount', op: 'gte', value: 3 },
    ],
  ];
  return table[index % table.length]!;
}

/** Finished airdrops first, one failed, one still waiting for its date. */
const AIRDROP_OUTCOMES = ['SUCCESS', 'FAILED', 'SUCCESS', 'PENDING', 'SUCCESS'] as const;

export function seedAudience(data: OperatorData, now: number): OperatorData {
  data.segments = data.segments.map((segment, i) => {
    const rules = rulesFor(i, now);
    return { ...segment, rules, usersCount: segmentMembers(data, rules).length };
  });
  if (data.segments.length > 0) {
    data.airdrops = data.airdrops.map((airdrop, i) => {
      const segment = data.segments[i % data.segments.length]!;
      const status = AIRDROP_OUTCOMES[i % AIRDROP_OUTCOMES.length]!;
      const created = Date.parse(String(airdrop.createdAt));
      const scheduledAt = new Date(
        // A finished one was sent between its making and today (and finished before today).
        status === 'PENDING' ? now + (i + 2) * DAY : created + Math.min(DAY, (now - created) / 2),
      ).toISOString();
      return {
        ...airdrop,
        segmentId: segment.id,
        segmentName: segment.name,
        scheduledAt,
        status,
        recipients: status === 'SUCCESS' ? segment.usersCount : 0,
        failureReason: status === 'FAILED' ? 'Not enough credits on the plan' : null,
        // A sent or failed airdrop finished a few minutes after its time; a waiting one has not.
        finishedAt:
          status === 'PENDING'
            ? null
            : new Date(
                Date.parse(scheduledAt) + Math.min((i + 3) * 60_000, (now - created) / 4),
              ).toISOString(),
      };
    });
  } else {
    data.airdrops = [];
  }
  const users = data.users.length;
  // Today's figures are a fixed share of the audience, so the same seed shows the same day.
  data.tapToEarn = {
    ...data.tapToEarn,
    todayTaps: users * 37,
    todayTappers: Math.round(users * 0.4),
  };
  return data;
}
