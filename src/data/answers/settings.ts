/**
 * The singleton settings pages (their rows are declared in schema/sections/*.yaml, so every key
 * passes through for the page to read and send back) and the super admin's credit costs.
 */
import * as v from 'valibot';
import { figure, id, maybe, shape } from './kit';

/** A value the page edits and sends back. */
const value = <S extends v.GenericSchema>(schema: S, about?: string) =>
  maybe(schema, `${about ? `${about} ` : ''}Absent: its field starts empty.`);

export const tapToEarn = shape(
  {
    enabled: value(v.boolean(), 'On or off.'),
    pointsPerTap: value(v.number()),
    dailyTapLimit: value(v.number()),
    todayTaps: figure('Taps today, all users (read-only).'),
    todayTappers: figure('Users who tapped today (read-only).'),
  },
  'Tap to earn settings.',
);

export const referral = shape(
  {
    enabled: value(v.boolean(), 'On or off.'),
    referrerReward: value(v.number(), 'Points for the user who referred.'),
    refereeReward: value(v.number(), 'Points for the user referred.'),
  },
  'Referral settings.',
);

export const operatorSettings = shape(
  {
    name: value(v.string()),
    websiteUrl: value(v.string()),
    supportEmail: value(v.string()),
  },
  'The operator’s settings.',
);

/** The credit cost table (also the `creditCost` resource's list). */
export const creditCost = v.pipe(
  v.array(
    shape({
      id: maybe(id, 'Not read.'),
      action: maybe(v.string(), 'The billed action, e.g. MISSION_COMPLETED. Absent: “—”.'),
      credits: figure('Credits it costs.'),
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

export type TapToEarnSettings = v.InferOutput<typeof tapToEarn>;
export type ReferralSettings = v.InferOutput<typeof referral>;
export type OperatorSettings = v.InferOutput<typeof operatorSettings>;
export type CreditCost = v.InferOutput<typeof creditCost>;
