/**
 * The subscription calls (§3, §7, api-contract.md): plans and their feature table, the upgrade
 * preview, payment links, extra credits and usage. Loaded with the first billing call.
 */
import * as v from 'valibot';
import { count, id, items, maybe, shape, text } from './kit';
import { billingInfo } from './startup';

const paymentUrl = maybe(v.string(), 'Where the operator pays (opened in a new tab).');

export const planOption = shape({
  id: v.pipe(
    id,
    v.description('The option id: what a plan change and a payment link send as planId.'),
  ),
  creditAmount: count(0, 'Credits per month.'),
  price: count(0, 'Monthly price (USD).'),
});

export const availablePlans = shape(
  {
    availablePlans: items(
      shape({
        id: maybe(id),
        name: text('', 'The plan’s name; the feature table refers to plans by it.'),
        description: maybe(v.string()),
        info: items(planOption, 'The plan’s priced options; empty (or null): priced on request.'),
      }),
      'The plans, in order from the smallest.',
    ),
    features: items(
      shape({
        name: text('', 'The feature as the table shows it.'),
        plans: items(shape({ planName: text() }), 'The plans that include it, by name.'),
      }),
      'The plan comparison table’s rows.',
    ),
  },
  'The plans the operator can choose (§3).',
);

export const planChange = shape(
  {
    kind: maybe(v.string(), 'newSubscription, downgradePlan or none.'),
    planId: maybe(id),
    planName: maybe(v.string()),
    optionId: maybe(id),
    credits: maybe(v.number()),
    price: maybe(v.number()),
  },
  'What changing to the plan would be.',
);

export const upgradePreview = shape(
  {
    currentPlan: shape({
      name: text(),
      credits: count(),
      unusedCredits: count(),
      price: count(),
    }),
    newPlan: shape({ name: text(), credits: count(), price: count() }),
    subtotal: maybe(v.number(), 'Absent: the new plan’s price.'),
    discount: count(0, 'The unused credits’ value, taken off (USD).'),
    total: count(0, 'What the operator pays now (USD).'),
  },
  'The Upgrade Plan modal’s figures (§3 upgrade preview).',
);

export const paymentLink = shape({ paymentUrl }, 'Empty: nothing to pay (e.g. a free plan).');

export const extraCredits = shape(
  {
    available: maybe(v.number(), 'Extra credits left.'),
    pricePerCredit: maybe(v.number(), 'USD.'),
    packages: maybe(v.array(v.number()), 'The amounts offered; absent: 1,000, 5,000 and 10,000.'),
  },
  'Extra credits (§2 Billing).',
);

export const usageStats = shape(
  {
    from: maybe(v.nullable(v.string())),
    to: maybe(v.nullable(v.string())),
    total: maybe(v.number(), 'Credits used in the range.'),
    days: items(
      shape({ date: text('', 'YYYY-MM-DD'), credits: count() }),
      'Credits used per day; a day without a date or a number is left out.',
    ),
  },
  'Credits used per day in the range `from`–`to`.',
);

export const ANSWERS = {
  'billing.plans': availablePlans,
  'billing.changeInfo': planChange,
  'billing.change': v.optional(billingInfo),
  'billing.paymentUpdate': paymentLink,
  'billing.usageStats': usageStats,
  'billing.extraCredits': extraCredits,
  'billing.buyExtraCredits': v.optional(billingInfo),
  'billing.upgradePreview': upgradePreview,
  'billing.paymentLink': paymentLink,
} as const;
