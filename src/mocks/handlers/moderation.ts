/**
 * Moderation and user actions (api-contract "Moderation and user actions"): approve or decline a
 * pending submission or request, block or unblock a user, adjust a user's points. Every change is
 * kept in the database, so lists and records show it after a reload.
 */
import type { HttpHandler } from 'msw';
import { newId, type Row } from '../db';
import {
  byId,
  check,
  HttpError,
  json,
  TEAM,
  TEAM_AND_MODERATOR,
  type Context,
  type createRoute,
} from './http';
import { maxLength, oneOf, required, str, toNumber } from './validate';

/** The largest single adjustment the mock accepts, either way. */
export const MAX_POINTS_ADJUSTMENT = 1_000_000;

export function moderationHandlers(route: ReturnType<typeof createRoute>): HttpHandler[] {
  const base = '/operator/:operatorId';
  const decideOn = (
    path: string,
    key: 'missionModeration' | 'rewardModeration' | 'requests',
    what: string,
    access: readonly string[],
  ) =>
    route('patch', `${base}/${path}/:id`, { access }, async (ctx) => {
      const row = byId(ctx.op[key], ctx.params.id ?? '', what);
      return json(decide(ctx, row, await ctx.object()));
    });

  return [
    decideOn('missions/moderation', 'missionModeration', 'Submission', TEAM_AND_MODERATOR),
    decideOn('rewards/moderation', 'rewardModeration', 'Submission', TEAM_AND_MODERATOR),
    decideOn('requests', 'requests', 'Request', TEAM),

    route('patch', `${base}/users/:id`, { access: TEAM }, async (ctx) => {
      const user = byId(ctx.op.users, ctx.params.id ?? '', 'User');
      const body = await ctx.object();
      check({ status: oneOf(body.status, ['ACTIVE', 'BLOCKED'], 'status') });
      user.status = body.status;
      return json(user);
    }),

    route('post', `${base}/users/:id/points`, { access: TEAM }, async (ctx) => {
      const user = byId(ctx.op.users, ctx.params.id ?? '', 'User');
      const body = await ctx.object();
      const amount = toNumber(body.amount);
      const balance = toNumber(user.balance) ?? 0;
      check({
        amount:
          required(body.amount, 'Amount') ??
          (amount === undefined ? 'Value should be a valid number' : undefined) ??
          (amount !== undefined && !Number.isInteger(amount)
            ? 'Value should be integer number'
            : undefined) ??
          (amount === 0 ? 'Amount must not be 0' : undefined) ??
          (amount !== undefined && Math.abs(amount) > MAX_POINTS_ADJUSTMENT
            ? `Amount must be between -${MAX_POINTS_ADJUSTMENT} and ${MAX_POINTS_ADJUSTMENT}`
            : undefined),
        reason: required(body.reason, 'Reason') ?? maxLength(body.reason, 500),
      });
      if (balance + amount! < 0)
        throw new HttpError(400, `The balance cannot go below 0 (it is ${balance})`);
      user.balance = balance + amount!;
      ctx.op.activity.unshift({
        id: newId(ctx.db),
        userId: user.id,
        userLogin: user.login,
        type: 'POINTS_ADJUSTED',
        points: amount!,
        reason: str(body.reason)!.trim(),
        createdAt: new Date(ctx.now).toISOString(),
      });
      return json(user);
    }),
  ];
}

/** Only a pending item is approved or declined; the reason (optional) is kept with the decision. */
function decide(ctx: Context, row: Row, body: Record<string, unknown>): Row {
  check({
    status: oneOf(body.status, ['APPROVED', 'DECLINED'], 'status'),
    reason: body.reason === undefined ? undefined : maxLength(body.reason, 500),
  });
  if (row.status !== 'PENDING') {
    throw new HttpError(
      400,
      `Only pending items can be approved or declined (this one is ${String(row.status)})`,
    );
  }
  row.status = body.status;
  row.decidedAt = new Date(ctx.now).toISOString();
  const reason = str(body.reason)?.trim();
  if (reason) row.reason = reason;
  else delete row.reason;
  return row;
}
