/** Dashboard figures computed from the operator's rows in the asked period (`from`, `to`: dates). */
import type { HttpHandler } from 'msw';
import type { Row } from '../db';
import { check, json, TEAM, type Context, type createRoute } from './http';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function period(ctx: Context): (row: Row) => boolean {
  const from = ctx.url.searchParams.get('from') ?? '';
  const to = ctx.url.searchParams.get('to') ?? '';
  const bad = (v: string, name: string) =>
    !DATE.test(v.slice(0, 10)) || isNaN(Date.parse(v))
      ? `${name} must be a date (YYYY-MM-DD)`
      : undefined;
  check({ from: bad(from, 'from'), to: bad(to, 'to') });
  if (from.slice(0, 10) > to.slice(0, 10)) check({ to: 'to must not be before from' });
  return (row) => {
    const day = String(row.createdAt).slice(0, 10);
    return day >= from.slice(0, 10) && day <= to.slice(0, 10);
  };
}

const sum = (rows: Row[], field: string) =>
  rows.reduce((total, r) => total + Number(r[field] ?? 0), 0);
const round = (n: number) => Math.round(n * 100) / 100;

function countBy(rows: Row[], field: string): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(String(r[field]), (counts.get(String(r[field])) ?? 0) + 1);
  return [...counts.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count);
}

function perDay(rows: Row[]): { date: string; count: number }[] {
  return countBy(
    rows.map((r) => ({ ...r, day: String(r.createdAt).slice(0, 10) })),
    'day',
  )
    .map(({ name, count }) => ({ date: name, count }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

export function dashboardHandlers(route: ReturnType<typeof createRoute>): HttpHandler[] {
  const base = '/operator/:operatorId/dashboard';
  return [
    route('get', `${base}/summary`, { access: TEAM }, (ctx) => {
      const inPeriod = period(ctx);
      const activity = ctx.op.activity.filter(inPeriod);
      const earned = activity.filter((a) => Number(a.points) > 0);
      return json({
        totalUsers: ctx.op.users.length,
        newUsers: ctx.op.users.filter(inPeriod).length,
        activeUsers: new Set(activity.map((a) => a.userId)).size,
        pointsEarned: sum(earned, 'points'),
        pointsSpent: -sum(
          activity.filter((a) => Number(a.points) < 0),
          'points',
        ),
        revenue: round(sum(ctx.op.revenues.filter(inPeriod), 'amount')),
        pendingRequests: ctx.op.requests.filter((r) => r.status === 'PENDING').length,
        activityByDay: perDay(activity),
      });
    }),
    route('get', `${base}/missions-insights`, { access: TEAM }, (ctx) => {
      const inPeriod = period(ctx);
      const completed = ctx.op.activity.filter(
        (a) => a.type === 'MISSION_COMPLETED' && inPeriod(a),
      );
      const submissions = ctx.op.missionModeration.filter(inPeriod);
      return json({
        activeMissions: ctx.op.missions.filter((m) => m.status === 'ACTIVE').length,
        completions: completed.length,
        pointsAwarded: sum(completed, 'points'),
        pendingModeration: submissions.filter((s) => s.status === 'PENDING').length,
        approvalRate: submissions.length
          ? round(
              (submissions.filter((s) => s.status === 'APPROVED').length / submissions.length) *
                100,
            )
          : 0,
        byCategory: countBy(ctx.op.missions, 'category'),
        completionsByDay: perDay(completed),
      });
    }),
    route('get', `${base}/rewards-insights`, { access: TEAM }, (ctx) => {
      const inPeriod = period(ctx);
      const claims = ctx.op.activity.filter((a) => a.type === 'REWARD_CLAIMED' && inPeriod(a));
      return json({
        activeRewards: ctx.op.rewards.filter((r) => r.status === 'ACTIVE').length,
        claims: claims.length,
        pointsSpent: -sum(claims, 'points'),
        pendingModeration: ctx.op.rewardModeration.filter(
          (s) => s.status === 'PENDING' && inPeriod(s),
        ).length,
        byType: countBy(ctx.op.rewards, 'type'),
        claimsByDay: perDay(claims),
      });
    }),
  ];
}
