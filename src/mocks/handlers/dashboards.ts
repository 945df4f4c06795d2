/**
 * The three dashboards (docs/api-shapes-dashboards.md). The summary's audience figures (users,
 * their history, points) are counted from the operator's rows, so they agree with its lists. The
 * other figures (revenue, completions, claims) come from a PRNG seeded by the operator and the
 * date, so a range always answers the same figures and a wider range never answers fewer. Days
 * after today have none (a future range is an empty dashboard). Counts of what waits in a queue
 * are the live rows.
 */
import type { HttpHandler } from 'msw';
import { createRng } from '../prng';
import { ACTIVITY_TYPES } from '../seedData';
import type { Row } from '../db';
import { check, json, TEAM, type Context, type createRoute } from './http';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** Ten years of days at most: a wider range starts this many days before its end. */
const MAX_DAYS = 3660;

/** The asked days (ISO dates, oldest first) up to today; a bad date is a 400 with field errors. */
function days(ctx: Context): string[] {
  const from = ctx.url.searchParams.get('from') ?? '';
  const to = ctx.url.searchParams.get('to') ?? '';
  const bad = (v: string, name: string) =>
    !DATE.test(v) || isNaN(Date.parse(v)) ? `${name} must be a date (YYYY-MM-DD)` : undefined;
  check({ from: bad(from, 'from'), to: bad(to, 'to') });
  if (from > to) check({ to: 'to must not be before from' });
  const today = new Date(ctx.now).toISOString().slice(0, 10);
  const last = Date.parse(to < today ? to : today);
  const first = Math.max(Date.parse(from), last - (MAX_DAYS - 1) * DAY_MS);
  const out: string[] = [];
  for (let t = first; t <= last; t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** A number from a string, for seeding: the same operator and day always give the same figures. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

interface Day {
  date: string;
  newUsers: number;
  activeUsers: number;
  /** Activity rows by type. */
  activity: Record<string, number>;
  pointsEarned: number;
  pointsSpent: number;
  revenue: number;
  completions: Record<string, number>;
  claims: Record<string, number>;
  moderated: { approved: number; declined: number };
}

function dayOf(operatorId: string, date: string, categories: string[], rewardTypes: string[]): Day {
  const rng = createRng(hash(`${operatorId}:${date}`));
  // Weekends are busier, so the series has a visible rhythm.
  const weekend = [0, 6].includes(new Date(date).getUTCDay()) ? 1.5 : 1;
  const activity = Object.fromEntries(
    ACTIVITY_TYPES.map((t) => [t, Math.round(rng.int(2, 30) * weekend)]),
  );
  const perKey = (keys: string[], max: number) =>
    Object.fromEntries(keys.map((k) => [k, Math.round(rng.int(0, max) * weekend)]));
  const completions = perKey(categories, 12);
  const claims = perKey(rewardTypes, 6);
  const total = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
  return {
    date,
    newUsers: Math.round(rng.int(1, 15) * weekend),
    activeUsers: Math.round(rng.int(20, 120) * weekend),
    activity,
    pointsEarned: total(completions) * 25 + rng.int(0, 500),
    pointsSpent: total(claims) * 150,
    revenue: rng.int(2_000, 90_000) / 100,
    completions,
    claims,
    moderated: { approved: rng.int(0, 8), declined: rng.int(0, 3) },
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const round = (n: number) => Math.round(n * 100) / 100;
const distinct = (rows: Row[], field: string) => [...new Set(rows.map((r) => String(r[field])))];

/** `[{<key>: name, count}]`, largest first, without the zero entries. */
function breakdown(key: string, parts: Record<string, number>[]): Record<string, unknown>[] {
  const counts = new Map<string, number>();
  for (const p of parts)
    for (const [k, v] of Object.entries(p)) counts.set(k, (counts.get(k) ?? 0) + v);
  return [...counts.entries()]
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name, count]) => ({ [key]: name, count }));
}

export function dashboardHandlers(route: ReturnType<typeof createRoute>): HttpHandler[] {
  const base = '/operator/:operatorId/dashboard';
  const series = (ctx: Context) => {
    const categories = distinct(ctx.op.missions, 'category');
    const rewardTypes = distinct(ctx.op.rewards, 'type');
    return days(ctx).map((d) => dayOf(ctx.operatorId, d, categories, rewardTypes));
  };
  return [
    // The audience figures come from the operator's own rows (its users and their history), so
    // they agree with the Users and Activity lists: new users are among the users, points spent
    // come out of points earned.
    route('get', `${base}/summary`, { access: TEAM }, (ctx) => {
      const ds = series(ctx);
      const asked = days(ctx);
      const first = asked[0] ?? '9999-12-31';
      const last = asked[asked.length - 1] ?? '';
      const within = (row: Row) => {
        const day = String(row.createdAt).slice(0, 10);
        return day >= first && day <= last;
      };
      const history = ctx.op.activity.filter(within);
      const points = history.map((a) => Number(a.points) || 0);
      const perDay = new Map<string, number>(asked.map((d) => [d, 0]));
      const usersPerDay = new Map<string, Set<string>>();
      for (const a of history) {
        const day = String(a.createdAt).slice(0, 10);
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
        usersPerDay.set(day, (usersPerDay.get(day) ?? new Set()).add(String(a.userId)));
      }
      return json({
        totalUsers: ctx.op.users.filter((u) => String(u.createdAt).slice(0, 10) <= last).length,
        newUsers: ctx.op.users.filter(within).length,
        // The busiest day's users (the card's words): distinct users active that day.
        activeUsers: Math.max(0, ...[...usersPerDay.values()].map((s) => s.size)),
        pointsEarned: sum(points.filter((p) => p > 0)),
        pointsSpent: -sum(points.filter((p) => p < 0)),
        revenue: round(sum(ds.map((d) => d.revenue))),
        pendingRequests: ctx.op.requests.filter((r) => r.status === 'PENDING').length,
        activityByDay: [...perDay].map(([date, count]) => ({ date, count })),
        activityByType: breakdown(
          'type',
          history.map((a) => ({ [String(a.type)]: 1 })),
        ),
      });
    }),
    route('get', `${base}/missions-insights`, { access: TEAM }, (ctx) => {
      const ds = series(ctx);
      const approved = sum(ds.map((d) => d.moderated.approved));
      const decided = approved + sum(ds.map((d) => d.moderated.declined));
      const completions = sum(ds.map((d) => sum(Object.values(d.completions))));
      return json({
        activeMissions: ctx.op.missions.filter((m) => m.status === 'ACTIVE').length,
        completions,
        pointsAwarded: completions * 25,
        pendingModeration: ctx.op.missionModeration.filter((s) => s.status === 'PENDING').length,
        approvalRate: decided ? round((approved / decided) * 100) : 0,
        completionsByDay: ds.map((d) => ({
          date: d.date,
          count: sum(Object.values(d.completions)),
        })),
        byCategory: breakdown(
          'name',
          ds.map((d) => d.completions),
        ),
      });
    }),
    route('get', `${base}/rewards-insights`, { access: TEAM }, (ctx) => {
      const ds = series(ctx);
      return json({
        activeRewards: ctx.op.rewards.filter((r) => r.status === 'ACTIVE').length,
        claims: sum(ds.map((d) => sum(Object.values(d.claims)))),
        pointsSpent: sum(ds.map((d) => d.pointsSpent)),
        pendingModeration: ctx.op.rewardModeration.filter((s) => s.status === 'PENDING').length,
        claimsByDay: ds.map((d) => ({ date: d.date, count: sum(Object.values(d.claims)) })),
        byType: breakdown(
          'name',
          ds.map((d) => d.claims),
        ),
      });
    }),
  ];
}
