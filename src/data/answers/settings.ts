/**
 * The singleton settings pages (their rows are declared in schema/sections/*.yaml, so every key
 * passes through for the page to read and send back) and the super admin's credit costs.
 */
import * as v from 'valibot';
import { id, maybe, shape } from './kit';

export const tapToEarn = shape(
  {
    enabled: maybe(v.boolean()),
    pointsPerTap: maybe(v.number()),
    dailyTapLimit: maybe(v.number()),
    todayTaps: maybe(v.number(), 'Taps today, all users (read-only).'),
    todayTappers: maybe(v.number(), 'Users who tapped today (read-only).'),
  },
  'Tap to earn settings.',
);

export const referral = shape(
  {
    enabled: maybe(v.boolean()),
    referrerReward: maybe(v.number(), 'Points for the user who referred.'),
    refereeReward: maybe(v.number(), 'Points for the user referred.'),
  },
  'Referral settings.',
);

export const operatorSettings = shape(
  {
    name: maybe(v.string()),
    websiteUrl: maybe(v.string()),
    supportEmail: maybe(v.string()),
  },
  'The operator’s settings.',
);

/** The credit cost table (also the `creditCost` resource's list). */
export const creditCost = v.pipe(
  v.array(
    shape({
      id: maybe(id),
      action: maybe(v.string(), 'The billed action, e.g. MISSION_COMPLETED.'),
      credits: maybe(v.number(), 'Credits it costs.'),
    }),
  ),
  v.description('Credits per billed action.'),
);

/** A settings page a product person adds in YAML: any object, read by its rows. */
export const anySettings = v.optional(shape({}));

export const ANSWERS = {
  'tapToEarn.settings': tapToEarn,
  'tapToEarn.updateSettings': v.optional(tapToEarn),
  'referral.settings': referral,
  'referral.updateSettings': v.optional(referral),
  'settings.get': operatorSettings,
  'settings.update': v.optional(operatorSettings),
  'creditCost.get': creditCost,
  'creditCost.update': v.optional(creditCost),
} as const;
