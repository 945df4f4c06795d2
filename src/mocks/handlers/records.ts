/**
 * Writes of the operator's records (contract: "Operator pages", simple-rest writes): missions, events
 * and rewards are created with POST <collection>, changed with PUT and removed with DELETE
 * <collection>/{id}. The checks mirror the forms' §5 validators, so `errors.<field>` reads like them.
 */
import type { HttpHandler } from 'msw';
import { newId, type OperatorData, type Row } from '../db';
import { byId, check, json, TEAM, type Context, type createRoute } from './http';
import { maxLength, minLength, oneOf, optionalUrl, positive, required, str } from './validate';

type RecordKey = 'missions' | 'events' | 'rewards';
type Body = Record<string, unknown>;
/** A record's writable fields. */
type Fields = Record<string, unknown>;

const created = (ctx: Context) => new Date(ctx.now).toISOString();

/** The reward types and the widget feature that offers each (§3 features). */
const REWARD_TYPES: Readonly<Record<string, string>> = {
  PROMO: 'PROMO_REWARDS',
  EVENT: 'EVENT_REWARDS',
  MODERATION: 'MODERATION_REWARDS',
};

function installed(op: OperatorData): Set<string> {
  return new Set(
    op.featureGroups.flatMap((g) =>
      g.featureGroups.filter((f) => f.installed).map((f) => String(f.featureFlag)),
    ),
  );
}

function missionFields(op: OperatorData, body: Body): Fields {
  const categoryRef = body.categoryId ?? body.category;
  const category = op.missionCategories.find(
    (c) => String(c.id) === String(categoryRef) || c.name === categoryRef,
  );
  const channel = str(body.telegramChannel);
  // Errors name the field the form sent, so they land next to it.
  const categoryField = body.categoryId !== undefined ? 'categoryId' : 'category';
  check({
    title: required(body.title, 'Title') ?? minLength(body.title, 3) ?? maxLength(body.title, 100),
    description: maxLength(body.description, 500),
    [categoryField]:
      required(categoryRef, 'Category') ?? (category ? undefined : 'Unknown category'),
    reward: positive(body.reward, 'Reward', { integer: true, max: 100000 }),
    link: optionalUrl(body.link),
    telegramChannel:
      !channel || /^@[A-Za-z0-9_-]+$/.test(channel) ? undefined : 'Invalid telegram channel',
  });
  return {
    title: String(body.title).trim(),
    description: str(body.description) ?? '',
    category: category!.name,
    categoryId: category!.id,
    reward: Number(body.reward),
    link: str(body.link) ?? '',
    telegramChannel: channel ?? '',
  };
}

function eventFields(op: OperatorData, body: Body, self?: Row): Fields {
  check({
    name: required(body.name, 'Name') ?? maxLength(body.name, 100),
    code:
      required(body.code, 'Code') ??
      (/^[A-Za-z0-9-]+$/.test(String(body.code))
        ? undefined
        : 'Only latin letters and number available') ??
      (op.events.some((e) => e !== self && e.code === body.code)
        ? 'Code must be unique'
        : undefined),
    points: positive(body.points, 'Points', { decimals: 2 }),
  });
  return { name: String(body.name).trim(), code: String(body.code), points: Number(body.points) };
}

function rewardFields(op: OperatorData, body: Body, self?: Row): Fields {
  const type = str(body.type);
  const feature = type ? REWARD_TYPES[type] : undefined;
  check({
    name: required(body.name, 'Name') ?? minLength(body.name, 3) ?? maxLength(body.name, 100),
    type:
      oneOf(type, Object.keys(REWARD_TYPES), 'Type') ??
      // A record keeps the type it has; a new type needs its feature installed.
      (self?.type === type || (feature && installed(op).has(feature))
        ? undefined
        : `The ${String(type)} rewards feature is not installed`),
    price: positive(body.price, 'Price', { integer: true, max: 1000000 }),
    stock: positive(body.stock, 'Stock', { integer: true, allowZero: true, max: 1000000 }),
  });
  return {
    name: String(body.name).trim(),
    type: String(type),
    price: Number(body.price),
    stock: Number(body.stock),
  };
}

const STATUSES: Readonly<Record<RecordKey, readonly string[]>> = {
  missions: ['ACTIVE', 'DRAFT', 'ARCHIVED'],
  events: ['ACTIVE', 'INACTIVE'],
  rewards: ['ACTIVE', 'INACTIVE'],
};

const FIELDS: Readonly<Record<RecordKey, (op: OperatorData, body: Body, self?: Row) => Fields>> = {
  missions: missionFields,
  events: eventFields,
  rewards: rewardFields,
};

const WHAT: Readonly<Record<RecordKey, string>> = {
  missions: 'Mission',
  events: 'Event',
  rewards: 'Reward',
};

export function recordHandlers(route: ReturnType<typeof createRoute>): HttpHandler[] {
  const base = '/operator/:operatorId';
  const writes = (key: RecordKey, extra: Fields) => [
    route('post', `${base}/${key}`, { access: TEAM }, async (ctx) => {
      const body = await ctx.object();
      const row: Row = {
        ...FIELDS[key](ctx.op, body),
        id: newId(ctx.db),
        status: 'ACTIVE',
        ...extra,
        createdAt: created(ctx),
      };
      ctx.op[key].unshift(row);
      return json(row, 201);
    }),
    route('put', `${base}/${key}/:id`, { access: TEAM }, async (ctx) => {
      const row = byId(ctx.op[key], ctx.params.id ?? '', WHAT[key]);
      const body = await ctx.object();
      const fields = FIELDS[key](ctx.op, body, row);
      const status = body.status === undefined ? undefined : str(body.status);
      if (status !== undefined || body.status !== undefined)
        check({ status: oneOf(status, STATUSES[key], 'Status') });
      // Server-set values (id, counters, createdAt) are kept whatever the body says.
      Object.assign(row, fields, status !== undefined ? { status } : {});
      return json(row);
    }),
    route('delete', `${base}/${key}/:id`, { access: TEAM }, (ctx) => {
      const row = byId(ctx.op[key], ctx.params.id ?? '', WHAT[key]);
      const list = ctx.op[key];
      list.splice(list.indexOf(row), 1);
      return json(row);
    }),
  ];
  return [
    ...writes('missions', { completions: 0 }),
    ...writes('events', { triggered: 0 }),
    ...writes('rewards', {}),
  ];
}
