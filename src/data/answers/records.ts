/**
 * The react-admin resources' records (api-contract.md "Operator pages" and "Admin mode",
 * docs/api-shapes-audience.md). Which fields a page shows is declared in schema/sections/*.yaml and
 * every value is shown formatted or as "—", so a record needs only its `id`: a row without one
 * cannot be opened, selected or keyed, and makes the list malformed. The fields named here are the
 * contract's description of what the pages show; all pass through as sent.
 */
import * as v from 'valibot';
import { date, figure, id, maybe, shape } from './kit';

const str = (about?: string) => maybe(v.string(), `${about ? `${about} ` : ''}Absent: “—”.`);
/** A record's money, points, balances and counts. */
const num = (about?: string) => figure(about);
const when = (about = 'When it happened.') => date(about);
const status = (about: string) => maybe(v.string(), about);
const processing = status('PENDING, SUCCESS, FAILED, APPROVED or DECLINED (§3).');

const record = <E extends v.ObjectEntries>(entries: E, about: string) =>
  shape({ id: v.pipe(id, v.description('The record’s id.')), ...entries }, about);

/** A record of a resource this file does not describe (e.g. one a product person adds in YAML). */
export const anyRecord = record({}, 'A record: its id and the fields its pages declare.');

const moderation = (title: string) =>
  record(
    {
      [title]: str(),
      userId: maybe(id, 'Absent: “—”.'),
      userLogin: str(),
      proof: str(),
      status: processing,
      reason: str('Why it was declined.'),
      createdAt: when(),
    },
    'An item waiting for moderation.',
  );

/** By resource name (schema/endpoints.yaml `resources`). */
export const RECORDS = {
  users: record(
    {
      login: str(),
      name: str(),
      status: status('ACTIVE or BLOCKED.'),
      balance: num('Points.'),
      createdAt: when(),
    },
    'A user of the operator’s app.',
  ),
  userActivity: record(
    {
      userId: maybe(id, 'Absent: “—”.'),
      userLogin: str(),
      type: str(),
      points: num(),
      createdAt: when(),
    },
    'A user’s activity.',
  ),
  events: record(
    { code: str(), name: str(), points: num(), status: str(), triggered: num(), createdAt: when() },
    'An event.',
  ),
  missions: record(
    {
      title: str(),
      description: str(),
      categoryId: maybe(id, 'Absent: “—”.'),
      category: str(),
      reward: num('Points.'),
      link: str(),
      telegramChannel: str(),
      status: str(),
      completions: num(),
      createdAt: when(),
    },
    'A mission.',
  ),
  missionCategories: record({ name: str() }, 'A mission category.'),
  missionModeration: moderation('missionTitle'),
  rewards: record(
    {
      name: str(),
      type: str(),
      price: num('Points.'),
      stock: num(),
      status: str(),
      createdAt: when(),
    },
    'A reward.',
  ),
  rewardModeration: moderation('rewardTitle'),
  activity: record(
    {
      userId: maybe(id, 'Absent: “—”.'),
      userLogin: str(),
      type: str(),
      points: num(),
      createdAt: when(),
    },
    'An activity row.',
  ),
  revenues: record(
    { userId: maybe(id, 'Absent: “—”.'), source: str(), amount: num('USD.'), createdAt: when() },
    'A revenue.',
  ),
  requests: record(
    {
      userId: maybe(id, 'Absent: “—”.'),
      type: str(),
      status: processing,
      reason: str(),
      createdAt: when(),
    },
    'A user’s request.',
  ),
  segments: record(
    {
      name: str(),
      description: str(),
      rules: maybe(
        v.array(
          shape({
            field: str('balance, activityCount, createdAt or lastActivityAt.'),
            op: str('gte or lte.'),
            value: maybe(v.union([v.number(), v.string()]), 'A number, or a date YYYY-MM-DD.'),
          }),
        ),
        'Every rule must hold.',
      ),
      usersCount: num('The segment’s size at the time of the read.'),
      createdAt: when(),
    },
    'A user segment.',
  ),
  airdrop: record(
    {
      name: str(),
      segmentId: maybe(id, 'Absent: “—”.'),
      segmentName: str(),
      points: num('Points per user.'),
      scheduledAt: when(),
      status: processing,
      recipients: num(),
      failureReason: maybe(v.nullable(v.string()), 'Why it failed. Absent or null: “—”.'),
      finishedAt: when('When it finished; null while it runs.'),
      createdAt: when(),
    },
    'A points airdrop to a segment.',
  ),
  members: record(
    { email: str(), role: str('One of the §3 role codes.'), status: str(), createdAt: when() },
    'A team member.',
  ),
  referralCodes: record(
    {
      code: str(),
      userId: maybe(id, 'Absent: “—”.'),
      userLogin: str(),
      uses: num(),
      createdAt: when(),
    },
    'A referral code.',
  ),
  billingHistory: record(
    {
      description: str(),
      amount: num(),
      currency: str(),
      status: str(),
      invoiceUrl: str('The invoice (PDF).'),
      createdAt: when(),
    },
    'A payment.',
  ),
  operators: record(
    {
      name: str(),
      login: str(),
      emailVerified: maybe(v.boolean(), 'Absent: “—”.'),
      plan: str(),
      status: str(),
      createdAt: when(),
    },
    'An operator (super admin).',
  ),
  custody: record(
    {
      operatorId: maybe(id, 'Absent: “—”.'),
      address: str(),
      network: str(),
      balance: num(),
      status: str(),
    },
    'A custody wallet (super admin).',
  ),
  creditCost: record(
    { action: str('The billed action.'), credits: num('Credits it costs.') },
    'A credit cost.',
  ),
} as const satisfies Readonly<Record<string, v.GenericSchema>>;

type Row = v.GenericSchema<unknown, { readonly id: string | number }>;

export function recordOf(resource: string): Row {
  return (RECORDS as Readonly<Record<string, Row>>)[resource] ?? anyRecord;
}

/** A record read by its id: the path names it, so the answer need only be an object. */
export function oneOf(resource: string): v.GenericSchema<unknown, Record<string, unknown>> {
  const row = recordOf(resource) as unknown as { readonly entries: v.ObjectEntries };
  return shape(
    { ...row.entries, id: maybe(id, 'Absent: the id the path names.') },
    'The record; the path names it, so its `id` may be left out.',
  );
}

/** Record actions (api-contract.md "Moderation and user actions"): the record, or nothing. */
export const ANSWERS = {
  'missions.moderationDecide': v.optional(oneOf('missionModeration')),
  'rewards.moderationDecide': v.optional(oneOf('rewardModeration')),
  'users.update': v.optional(oneOf('users')),
  'users.adjustPoints': v.optional(oneOf('users')),
} as const;
