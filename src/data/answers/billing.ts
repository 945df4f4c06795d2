/**
 * The subscription calls (§3, §7, api-contract.md): plans and their feature table, the upgrade
 * preview, payment links, extra credits and usage. Loaded with the first billing call.
 *
 * Every price, credit amount and usage is a `figure`: a number or a numeric string, else unknown
 * ("—") and reported. Where §7 names a collection but shows no body (extra credits, usage stats),
 * the API may answer the list itself or the console's object form; both read as the object.
 */
import * as v from 'valibot';
import { date, figure, id, items, maybe, readAs, shape, text, type Answer } from './kit';
import { billingInfo } from './startup';

const paymentUrl = maybe(
  v.string(),
  'Where the operator pays, opened in a new tab (an https address). Absent: nothing to pay.',
);

export const planOption = shape({
  id: v.pipe(
    id,
    v.description(
      'The option id: what a plan change and a payment link send as planId. Required: an option ' +
        'without one cannot be chosen, so its plan shows “price on request”.',
    ),
  ),
  creditAmount: figure('Credits per month.'),
  price: figure('Monthly price (USD).'),
});

export const availablePlans = shape(
  {
    availablePlans: items(
      shape({
        id: maybe(id, 'The plan’s id (not read: options carry the ids).'),
        name: text('', 'The plan’s name; the feature table refers to plans by it. Absent: empty.'),
        description: maybe(v.string(), 'Absent: no description line.'),
        info: items(
          planOption,
          'The plan’s priced options; absent, empty or with an option without an id: priced on request.',
        ),
      }),
      'The plans, in order from the smallest. Absent: no plan cards.',
    ),
    features: items(
      shape({
        name: text('', 'The feature as the table shows it.'),
        plans: items(
          shape({ planName: text('', 'Absent: no plan is marked.') }),
          'The plans that include it, by name. Absent: none.',
        ),
      }),
      'The plan comparison table’s rows. Absent: no table.',
    ),
  },
  'The plans the operator can choose (§3).',
);

export const planChange = shape(
  {
    kind: maybe(v.string(), 'newSubscription, downgradePlan or none. Absent: none.'),
    planId: maybe(id, 'Not read: the choice names it.'),
    planName: maybe(v.string(), 'Absent: the chosen plan’s own name.'),
    optionId: maybe(id, 'Not read: the choice names it.'),
    credits: figure('Credits of the new option.'),
    price: figure('Price of the new option (USD).'),
  },
  'What changing to the plan would be.',
);

export const upgradePreview = shape(
  {
    currentPlan: v.pipe(
      shape({
        name: text('', 'Absent: empty.'),
        credits: figure('Credits per month.'),
        unusedCredits: figure('Credits left this month.'),
        price: figure('Monthly price (USD).'),
      }),
      v.description('The plan now. Required: the modal compares the two plans.'),
    ),
    newPlan: v.pipe(
      shape({ name: text('', 'Absent: empty.'), credits: figure(), price: figure() }),
      v.description('The plan chosen. Required: the modal compares the two plans.'),
    ),
    subtotal: figure('Absent: the new plan’s price.'),
    discount: figure('The unused credits’ value, taken off (USD).'),
    total: figure('What the operator pays now (USD).'),
  },
  'The Upgrade Plan modal’s figures (§3 upgrade preview).',
);

export const paymentLink = shape({ paymentUrl }, 'Empty: nothing to pay (e.g. a free plan).');

/** What buying extra credits answers: nothing, or the billing info, with a payment page if any. */
export const creditsBought = v.optional(
  shape(
    { ...billingInfo.entries, paymentUrl },
    'The subscription after the purchase; `paymentUrl`: where to pay for it.',
  ),
);

/** One package in a list the API may answer in place of the object. */
const creditPackage = shape({
  id: maybe(id, 'Not read.'),
  creditAmount: figure('Credits in the package.', 'Missing or unreadable: not offered.'),
  price: figure('The package’s price (USD), not shown.', 'Not read.'),
});

const extraCreditsObject = shape(
  {
    available: figure('Extra credits left.'),
    pricePerCredit: figure('USD.'),
    packages: maybe(
      v.array(figure(undefined, 'An amount that is missing or unreadable is not offered.')),
      'The amounts offered; absent (or none readable): 1,000, 5,000 and 10,000.',
    ),
  },
  'Extra credits (§2 Billing), the console’s object form.',
);

const packageList = v.pipe(
  v.array(creditPackage),
  v.description('Extra credits as the list of packages the path names (`creditAmount` each).'),
);

/** A list in an object's place reads as its object form (./kit readAs). */
const eitherForm = <L extends Answer, O extends Answer, T>(
  list: L,
  object: O,
  about: string,
  fromList: (read: v.InferOutput<L>) => T,
): Answer<T | v.InferOutput<O>> =>
  readAs(v.pipe(v.union([list, object]), v.description(about)), (input, config) => {
    if (!Array.isArray(input)) return object['~run']({ value: input }, config);
    const read = list['~run']({ value: input }, config);
    return read.typed ? { ...read, value: fromList(read.value as v.InferOutput<L>) } : read;
  });

export const extraCredits = eitherForm(
  packageList,
  extraCreditsObject,
  'Extra credits: the object form, or the list of packages.',
  (list) => ({
    packages: list.flatMap((p) => (p.creditAmount === undefined ? [] : [p.creditAmount])),
  }),
);

const usageDay = shape({
  date: date(
    'The day: YYYY-MM-DD, ISO 8601 or epoch time.',
    'Missing or unreadable: the day is left out.',
  ),
  credits: figure('Credits used that day.', 'Missing or unreadable: the day is left out.'),
});

const usageObject = shape(
  {
    from: maybe(v.nullable(v.string()), 'Not read: the range is the one asked.'),
    to: maybe(v.nullable(v.string()), 'Not read: the range is the one asked.'),
    total: figure('Credits used in the range. Absent: the days added up.'),
    days: items(
      usageDay,
      'Credits used per day. Absent: “No usage in this period.” (or `items`, read as `days`).',
    ),
  },
  'Credits used per day in the range `from`–`to`, the console’s object form. A list under ' +
    '`items` (a page of the collection) is read as `days` when `days` is absent.',
);

export const usageStats = eitherForm(
  v.pipe(v.array(usageDay), v.description('The days themselves, as the path names a collection.')),
  usageObject,
  'Usage statistics: the object form (`days` or `items`), or the list of days.',
  (days) => ({ days }),
);

/** The usage-stats object, with a page's `items` read as `days` when `days` is absent. */
const usageStatsRead: Answer<v.InferOutput<typeof usageStats>> = readAs(
  usageStats,
  (input, config) => {
    const page = input as { days?: unknown; items?: unknown } | null;
    const paged =
      page && typeof page === 'object' && page.days === undefined && Array.isArray(page.items);
    return usageStats['~run']({ value: paged ? { ...page, days: page.items } : input }, config);
  },
);

export const ANSWERS = {
  'billing.plans': availablePlans,
  'billing.changeInfo': planChange,
  'billing.change': v.optional(billingInfo),
  'billing.paymentUpdate': paymentLink,
  'billing.usageStats': usageStatsRead,
  'billing.extraCredits': extraCredits,
  'billing.buyExtraCredits': creditsBought,
  'billing.upgradePreview': upgradePreview,
  'billing.paymentLink': paymentLink,
} as const;

export type AvailablePlans = v.InferOutput<typeof availablePlans>;
export type Plan = AvailablePlans['availablePlans'][number];
/** One priced option of a plan (its id is what a plan change and a payment link send). */
export type PlanInfo = v.InferOutput<typeof planOption>;
export type PlanFeature = AvailablePlans['features'][number];
export type PlanChange = v.InferOutput<typeof planChange>;
export type UpgradePreview = v.InferOutput<typeof upgradePreview>;
export type PaymentLink = v.InferOutput<typeof paymentLink>;
export type CreditsBought = v.InferOutput<typeof creditsBought>;
export type ExtraCredits = v.InferOutput<typeof extraCredits>;
export type UsageStats = v.InferOutput<typeof usageStats>;
