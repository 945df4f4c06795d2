/**
 * Segments, airdrops and tap to earn (contract: "Operator pages"; shapes in
 * docs/api-shapes-audience.md). A segment's size is counted from the users by its rules on every
 * read; an airdrop waits (PENDING) until its scheduled time, then finishes on the
 * `AIRDROP_READS_TO_FINISH`-th read after it: FAILED when its segment is gone or empty, else
 * SUCCESS, crediting every member's balance and activity.
 */
import type { HttpHandler } from 'msw';
import { newId, type OperatorData, type Row } from '../db';
import { ruleProblem, segmentMembers, withSize, type SegmentRule } from '../segmentRules';
import { byId, check, json, list, TEAM, type Context, type createRoute } from './http';
import { maxLength, optionalBoolean, positive, required, str } from './validate';

/** Reads of a due airdrop before it finishes: long enough to see PENDING, short enough to wait for. */
export const AIRDROP_READS_TO_FINISH = 2;

/** What the tap-to-earn GET reports but a PUT never stores. */
const TAP_TODAY_FIELDS = ['todayTaps', 'todayTappers'] as const;

function finish(op: OperatorData, airdrop: Row, now: number): void {
  const segment = op.segments.find((s) => s.id === airdrop.segmentId);
  const rules = Array.isArray(segment?.rules) ? (segment.rules as SegmentRule[]) : null;
  const members = rules ? segmentMembers(op, rules) : [];
  airdrop.finishedAt = new Date(now).toISOString();
  if (!segment || members.length === 0) {
    airdrop.status = 'FAILED';
    airdrop.recipients = 0;
    airdrop.failureReason = segment ? 'The segment has no users' : 'The segment no longer exists';
    return;
  }
  const points = Number(airdrop.points);
  const ids = new Set(members);
  for (const user of op.users) {
    if (!ids.has(user.id)) continue;
    user.balance = Number(user.balance ?? 0) + points;
    op.activity.unshift({
      id: `${String(airdrop.id)}-${user.id}`,
      userId: user.id,
      userLogin: user.login,
      type: 'AIRDROP',
      points,
      createdAt: airdrop.finishedAt,
    });
  }
  airdrop.status = 'SUCCESS';
  airdrop.recipients = members.length;
  airdrop.failureReason = null;
}

/** Moves every due PENDING airdrop one read closer to its outcome; true when anything changed. */
function advance(ctx: Context): boolean {
  let changed = false;
  for (const airdrop of ctx.op.airdrops) {
    if (airdrop.status !== 'PENDING') continue;
    if (Date.parse(String(airdrop.scheduledAt)) > ctx.now) continue;
    airdrop.polls = Number(airdrop.polls ?? 0) + 1;
    if (Number(airdrop.polls) >= AIRDROP_READS_TO_FINISH) finish(ctx.op, airdrop, ctx.now);
    changed = true;
  }
  if (changed) ctx.touch();
  return changed;
}

const clean = (airdrop: Row): Row => {
  const { polls: _polls, ...shown } = airdrop;
  return shown as Row;
};

export function audienceHandlers(route: ReturnType<typeof createRoute>): HttpHandler[] {
  const base = '/operator/:operatorId';
  return [
    route('get', `${base}/segments`, { access: TEAM }, (ctx) =>
      list(
        ctx,
        ctx.op.segments.map((s) => withSize(ctx.op, s)),
        'segments',
      ),
    ),
    route('get', `${base}/segments/:id`, { access: TEAM }, (ctx) =>
      json(withSize(ctx.op, byId(ctx.op.segments, ctx.params.id ?? '', 'Segment'))),
    ),
    route('post', `${base}/segments`, { access: TEAM }, async (ctx) => {
      const body = await ctx.object();
      check({
        name: required(body.name, 'Name') ?? maxLength(body.name, 100),
        description: maxLength(body.description, 500),
        rules: ruleProblem(body.rules),
      });
      const rules = (body.rules as SegmentRule[]).map((r) => ({
        field: r.field,
        op: r.op,
        value: r.value,
      }));
      const segment: Row = {
        id: newId(ctx.db),
        name: String(body.name).trim(),
        description: str(body.description) ?? '',
        rules,
        createdAt: new Date(ctx.now).toISOString(),
      };
      ctx.op.segments.unshift(segment);
      return json(withSize(ctx.op, segment), 201);
    }),

    route('get', `${base}/airdrop`, { access: TEAM }, (ctx) => {
      advance(ctx);
      return list(ctx, ctx.op.airdrops.map(clean), 'airdrop');
    }),
    route('get', `${base}/airdrop/:id`, { access: TEAM }, (ctx) => {
      const airdrop = byId(ctx.op.airdrops, ctx.params.id ?? '', 'Airdrop');
      advance(ctx);
      return json(clean(airdrop));
    }),
    route('post', `${base}/airdrop`, { access: TEAM }, async (ctx) => {
      const body = await ctx.object();
      const segment = ctx.op.segments.find((s) => s.id === String(body.segmentId ?? ''));
      const scheduled = body.scheduledAt ? Date.parse(String(body.scheduledAt)) : ctx.now;
      check({
        name: required(body.name, 'Name') ?? maxLength(body.name, 100),
        segmentId: required(body.segmentId, 'Segment') ?? (segment ? undefined : 'Unknown segment'),
        points: positive(body.points, 'Points', { integer: true, max: 1000000 }),
        scheduledAt: Number.isNaN(scheduled) ? 'Please enter a valid date' : undefined,
      });
      const airdrop: Row = {
        id: newId(ctx.db),
        name: String(body.name).trim(),
        segmentId: segment!.id,
        segmentName: segment!.name,
        points: Number(body.points),
        // A time in the past means "now": the airdrop is due at once.
        scheduledAt: new Date(Math.max(scheduled, ctx.now)).toISOString(),
        status: 'PENDING',
        recipients: 0,
        failureReason: null,
        createdAt: new Date(ctx.now).toISOString(),
      };
      ctx.op.airdrops.unshift(airdrop);
      return json(clean(airdrop), 201);
    }),

    route('get', `${base}/tap-to-earn/settings`, { access: TEAM }, (ctx) => json(ctx.op.tapToEarn)),
    route('put', `${base}/tap-to-earn/settings`, { access: TEAM }, async (ctx) => {
      const body = await ctx.object();
      check({
        enabled: optionalBoolean(body.enabled, 'Enabled'),
        pointsPerTap: positive(body.pointsPerTap, 'Points per tap', { decimals: 2 }),
        dailyTapLimit: positive(body.dailyTapLimit, 'Daily tap limit', { integer: true }),
      });
      const stored = { ...ctx.op.tapToEarn, ...body };
      // Today's figures are the API's to count: a form sending them back changes nothing.
      for (const key of TAP_TODAY_FIELDS) stored[key] = ctx.op.tapToEarn[key];
      ctx.op.tapToEarn = stored;
      return json(ctx.op.tapToEarn);
    }),
  ];
}
