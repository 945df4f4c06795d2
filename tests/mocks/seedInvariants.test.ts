// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OperatorData, Row } from '../../src/mocks/db';
import { lockedOnPlan, seedDb } from '../../src/mocks/seed';

/**
 * The demo database tells one story per operator: it opens, its users sign up after it, each
 * user's history comes after their sign-up, a balance is the sum of that history, what is used
 * fits in what the plan gives, a total holds its parts, names read as what they name, and the plan
 * includes what is installed. Checked for a few seeds and days, not only today's demo.
 */
const CASES = [
  { seed: undefined, now: Date.UTC(2026, 10, 29) },
  { seed: 7, now: Date.UTC(2025, 5, 1) },
  { seed: 12345, now: Date.UTC(2027, 0, 15) },
];

const at = (row: Row, field = 'createdAt') => Date.parse(String(row[field]));

describe.each(CASES)('the demo data adds up (seed $seed)', ({ seed, now }) => {
  const db = seedDb({ ...(seed === undefined ? {} : { seed }), now });
  const operators = db.operators.map((o) => ({ row: o, data: db.byOperator[o.id]! }));
  const everyOperator = (check: (data: OperatorData, opened: number, name: string) => void) => {
    for (const { row, data } of operators) check(data, at(row), row.name);
  };

  it('an operator opens before anything it holds, and not at midnight', () => {
    everyOperator((data, opened) => {
      expect(new Date(opened).getUTCHours() + new Date(opened).getUTCMinutes()).not.toBe(0);
      for (const key of ['users', 'missions', 'events', 'rewards', 'segments', 'airdrops'] as const)
        for (const row of data[key]) expect(at(row)).toBeGreaterThanOrEqual(opened);
    });
  });

  it("a user's history, requests, revenue, submissions and codes come after their sign-up, none after today", () => {
    everyOperator((data) => {
      const joined = new Map(data.users.map((u) => [u.id, at(u)]));
      for (const key of [
        'activity',
        'requests',
        'revenues',
        'missionModeration',
        'rewardModeration',
        'referralCodes',
      ] as const)
        for (const row of data[key]) {
          expect(at(row)).toBeGreaterThanOrEqual(joined.get(String(row.userId))!);
          expect(at(row)).toBeLessThanOrEqual(now);
        }
    });
  });

  it('a balance is the sum of the history, never below zero at any point of it', () => {
    everyOperator((data) => {
      const running = new Map<string, number>();
      const ordered = [...data.activity].sort((a, b) => at(a) - at(b));
      for (const row of ordered) {
        const next = (running.get(String(row.userId)) ?? 0) + Number(row.points);
        expect(next).toBeGreaterThanOrEqual(0);
        running.set(String(row.userId), next);
      }
      for (const u of data.users) expect(u.balance).toBe(running.get(u.id) ?? 0);
    });
  });

  it("credits used fit the plan, and the usage ledger's current period is the plan's usage", () => {
    everyOperator((data) => {
      const { usage } = data.billing;
      expect(usage.currentUsage).toBeLessThanOrEqual(usage.total);
      const periodStart = new Date(now - 29 * 86_400_000).toISOString().slice(0, 10);
      const today = new Date(now).toISOString().slice(0, 10);
      const days = data.creditsByDay;
      const inPeriod = days.filter((d) => d.date >= periodStart);
      expect(inPeriod.reduce((n, d) => n + d.credits, 0)).toBe(usage.currentUsage);
      // The ledger runs to today: a chart of the period ends on its last day.
      if (days.length > 0) expect(days[days.length - 1]!.date).toBe(today);
    });
  });

  it('a total holds its parts: a segment and an airdrop reach no more users than there are', () => {
    everyOperator((data) => {
      for (const s of data.segments)
        expect(Number(s.usersCount)).toBeLessThanOrEqual(data.users.length);
      for (const a of data.airdrops)
        expect(Number(a.recipients)).toBeLessThanOrEqual(data.users.length);
    });
  });

  it('a finished airdrop has its finishing time, after its schedule and not after today', () => {
    everyOperator((data) => {
      for (const a of data.airdrops) {
        if (a.status === 'PENDING') continue;
        expect(at(a, 'finishedAt')).toBeGreaterThanOrEqual(at(a, 'scheduledAt'));
        expect(at(a, 'finishedAt')).toBeLessThanOrEqual(now);
      }
    });
  });

  it("an event's code is its name's; mission titles read as tasks, not word salad", () => {
    everyOperator((data) => {
      for (const e of data.events) {
        const words = String(e.name)
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '');
        expect(e.code).toBe(`evt-${words}`);
      }
      for (const m of data.missions) expect(String(m.title)).not.toMatch(/^Play your profile/);
    });
  });

  it('the plan includes every installed feature; what it excludes is locked', () => {
    everyOperator((data) => {
      const locked = new Set(lockedOnPlan(data.billing.planName));
      for (const group of data.featureGroups)
        for (const f of group.featureGroups) {
          expect(f.locked).toBe(locked.has(f.featureFlag));
          if (f.installed) expect(locked.has(f.featureFlag)).toBe(false);
        }
    });
  });
});
