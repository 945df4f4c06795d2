/** The operator pages' lists, items and settings (contract: "Operator pages"). */
import type { HttpHandler } from 'msw';
import { newId, type OperatorData, type Row } from '../db';
import { dashboardHandlers } from './dashboards';
import {
  byId,
  check,
  HttpError,
  json,
  list,
  TEAM,
  TEAM_AND_MODERATOR,
  type Context,
  type createRoute,
} from './http';
import {
  email,
  maxLength,
  minLength,
  oneOf,
  optionalBoolean,
  optionalUrl,
  positive,
  required,
  str,
} from './validate';

type ListKey = {
  [K in keyof OperatorData]: OperatorData[K] extends Row[] ? K : never;
}[keyof OperatorData];

const created = (ctx: Context) => new Date(ctx.now).toISOString();

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
    key: 'tapToEarn' | 'referral' | 'settings',
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
  /** Moderators approve or decline pending submissions. */
  const moderate = (path: string, key: 'missionModeration' | 'rewardModeration') =>
    route('patch', `${base}/${path}/:id`, { access: TEAM_AND_MODERATOR }, async (ctx) => {
      const row = byId(ctx.op[key], ctx.params.id ?? '', 'Submission');
      return json(decide(row, await ctx.object()));
    });

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
    route('post', `${base}/events`, { access: TEAM }, async (ctx) => {
      const body = await ctx.object();
      check({
        name: required(body.name, 'Name') ?? maxLength(body.name, 100),
        code:
          required(body.code, 'Code') ??
          (/^[A-Za-z0-9-]+$/.test(String(body.code))
            ? undefined
            : 'Only latin letters and number available') ??
          (ctx.op.events.some((e) => e.code === body.code) ? 'Code must be unique' : undefined),
        points: positive(body.points, 'Points', { decimals: 2 }),
      });
      const event: Row = {
        id: newId(ctx.db),
        name: String(body.name).trim(),
        code: String(body.code),
        points: Number(body.points),
        status: 'ACTIVE',
        triggered: 0,
        createdAt: created(ctx),
      };
      ctx.op.events.unshift(event);
      return json(event, 201);
    }),
    one('events', 'events', 'Event'),

    listOf('missions/categories', 'missionCategories', 'categories', TEAM_AND_MODERATOR),
    listOf('missions/moderation', 'missionModeration', 'moderation', TEAM_AND_MODERATOR),
    moderate('missions/moderation', 'missionModeration'),
    listOf('missions', 'missions', 'missions', TEAM_AND_MODERATOR),
    route('post', `${base}/missions`, { access: TEAM }, async (ctx) => {
      const body = await ctx.object();
      const category = ctx.op.missionCategories.find(
        (c) => c.id === String(body.category) || c.name === body.category,
      );
      const channel = str(body.telegramChannel);
      check({
        title:
          required(body.title, 'Title') ?? minLength(body.title, 3) ?? maxLength(body.title, 100),
        description: maxLength(body.description, 500),
        category:
          required(body.category, 'Category') ?? (category ? undefined : 'Unknown category'),
        reward: positive(body.reward, 'Reward', { integer: true, max: 100000 }),
        link: optionalUrl(body.link),
        telegramChannel:
          !channel || /^@[A-Za-z0-9_-]+$/.test(channel) ? undefined : 'Invalid telegram channel',
      });
      const mission: Row = {
        id: newId(ctx.db),
        title: String(body.title).trim(),
        description: str(body.description) ?? '',
        category: category!.name,
        categoryId: category!.id,
        reward: Number(body.reward),
        link: str(body.link) ?? '',
        telegramChannel: channel ?? '',
        status: 'ACTIVE',
        completions: 0,
        createdAt: created(ctx),
      };
      ctx.op.missions.unshift(mission);
      return json(mission, 201);
    }),
    one('missions', 'missions', 'Mission', TEAM_AND_MODERATOR),

    listOf('rewards/moderation', 'rewardModeration', 'moderation', TEAM_AND_MODERATOR),
    moderate('rewards/moderation', 'rewardModeration'),
    listOf('rewards', 'rewards', 'rewards', TEAM_AND_MODERATOR),
    one('rewards', 'rewards', 'Reward', TEAM_AND_MODERATOR),

    listOf('activity', 'activity', 'activity'),
    listOf('revenues', 'revenues', 'revenues'),
    listOf('requests', 'requests', 'requests'),
    route('get', `${base}/requests/:id`, { access: TEAM }, (ctx) =>
      json(byId(ctx.op.requests, ctx.params.id ?? '', 'Request')),
    ),
    route('patch', `${base}/requests/:id`, { access: TEAM }, async (ctx) => {
      const row = byId(ctx.op.requests, ctx.params.id ?? '', 'Request');
      return json(decide(row, await ctx.object()));
    }),
    listOf('segments', 'segments', 'segments'),
    one('segments', 'segments', 'Segment'),
    listOf('airdrop', 'airdrops', 'airdrop'),
    one('airdrop', 'airdrops', 'Airdrop'),
    listOf('referral/codes', 'referralCodes', 'codes'),

    ...settings('tap-to-earn/settings', 'tapToEarn', (b) => ({
      enabled: optionalBoolean(b.enabled, 'Enabled'),
      pointsPerTap: positive(b.pointsPerTap, 'Points per tap', { decimals: 2 }),
      dailyTapLimit: positive(b.dailyTapLimit, 'Daily tap limit', { integer: true }),
    })),
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

/** Only a pending item is approved or declined (PATCH `{status}`). */
function decide(row: Row, body: Record<string, unknown>): Row {
  check({ status: oneOf(body.status, ['APPROVED', 'DECLINED'], 'status') });
  if (row.status !== 'PENDING') {
    throw new HttpError(
      400,
      `Only pending items can be approved or declined (this one is ${String(row.status)})`,
    );
  }
  row.status = body.status;
  return row;
}
