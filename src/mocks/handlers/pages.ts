/** The operator pages' lists, items and settings (contract: "Operator pages"). */
import type { HttpHandler } from 'msw';
import type { OperatorData, Row } from '../db';
import { dashboardHandlers } from './dashboards';
import { byId, check, json, list, TEAM, TEAM_AND_MODERATOR, type createRoute } from './http';
import { email, maxLength, optionalBoolean, optionalUrl, positive, required } from './validate';

type ListKey = {
  [K in keyof OperatorData]: OperatorData[K] extends Row[] ? K : never;
}[keyof OperatorData];

export function pageHandlers(route: ReturnType<typeof createRoute>): HttpHandler[] {
  const base = '/operator/:operatorId';
  const listOf = (path: string, key: ListKey, resource: string, access = TEAM) =>
    route('get', `${base}/${path}`, { access }, (ctx) => list(ctx, ctx.op[key], resource));
  const one = (path: string, key: ListKey, what: string, access = TEAM) =>
    route('get', `${base}/${path}/:id`, { access }, (ctx) =>
      json(byId(ctx.op[key], ctx.params.id ?? '', what)),
    );
  const settings = (
    path: string,
    key: 'referral' | 'settings',
    rules: (b: Record<string, unknown>) => Record<string, string | undefined>,
  ) => [
    route('get', `${base}/${path}`, { access: TEAM }, (ctx) => json(ctx.op[key])),
    route('put', `${base}/${path}`, { access: TEAM }, async (ctx) => {
      const body = await ctx.object();
      check(rules(body));
      ctx.op[key] = { ...ctx.op[key], ...body };
      return json(ctx.op[key]);
    }),
  ];
  return [
    listOf('users', 'users', 'users'),
    route('get', `${base}/users/:id/activity`, { access: TEAM }, (ctx) => {
      const user = byId(ctx.op.users, ctx.params.id ?? '', 'User');
      return list(
        ctx,
        ctx.op.activity.filter((a) => a.userId === user.id),
        'activity',
      );
    }),
    one('users', 'users', 'User'),

    listOf('events', 'events', 'events'),
    one('events', 'events', 'Event'),

    // missions/categories: handlers/categories.ts (registered before missions/:id).
    listOf('missions/moderation', 'missionModeration', 'moderation', TEAM_AND_MODERATOR),
    listOf('missions', 'missions', 'missions', TEAM_AND_MODERATOR),
    // POST, PUT and DELETE of missions, events and rewards: handlers/records.ts.
    one('missions', 'missions', 'Mission', TEAM_AND_MODERATOR),

    listOf('rewards/moderation', 'rewardModeration', 'moderation', TEAM_AND_MODERATOR),
    listOf('rewards', 'rewards', 'rewards', TEAM_AND_MODERATOR),
    one('rewards', 'rewards', 'Reward', TEAM_AND_MODERATOR),

    listOf('activity', 'activity', 'activity'),
    listOf('revenues', 'revenues', 'revenues'),
    listOf('requests', 'requests', 'requests'),
    route('get', `${base}/requests/:id`, { access: TEAM }, (ctx) =>
      json(byId(ctx.op.requests, ctx.params.id ?? '', 'Request')),
    ),
    // segments, airdrop and tap-to-earn: handlers/audience.ts; requests decisions: handlers/moderation.ts
    listOf('referral/codes', 'referralCodes', 'codes'),

    ...settings('referral/settings', 'referral', (b) => ({
      enabled: optionalBoolean(b.enabled, 'Enabled'),
      referrerReward: positive(b.referrerReward, 'Referrer reward', { allowZero: true }),
      refereeReward: positive(b.refereeReward, 'Referee reward', { allowZero: true }),
    })),
    ...settings('settings', 'settings', (b) => ({
      name: required(b.name, 'Name') ?? maxLength(b.name, 100),
      websiteUrl: optionalUrl(b.websiteUrl),
      supportEmail:
        b.supportEmail === undefined || b.supportEmail === '' ? undefined : email(b.supportEmail),
    })),
    ...dashboardHandlers(route),
  ];
}
