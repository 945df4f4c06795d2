/**
 * The §2 start-up loads (the guard and the gates read them) and the deploy state, which is one of
 * them. Loaded with the session's data layer, so every check here is part of the `data` chunk.
 */
import * as v from 'valibot';
import { PROGRESS_FLAGS, type ProgressFlag } from './codes';
import { field, figure, flag, id, items, maybe, nullable, shape, text } from './kit';

export const featureFlags = v.pipe(
  v.array(
    shape({
      id: maybe(id, 'Not read.'),
      code: text('', 'The §3 feature flag code, e.g. BILLING. Absent: the flag is ignored.'),
      enabled: flag(false, 'Absent: off.'),
    }),
  ),
  v.description('The operator’s feature flags. A flag without a code or `enabled` counts as off.'),
);

export const accountInfo = shape(
  {
    login: text('', 'The signed-in account’s login (shown in the user menu). Absent: not shown.'),
    role: text('', 'One of the §3 role codes (not read: the token’s role decides).'),
  },
  'The signed-in account.',
);

export const operatorInfo = shape(
  {
    id: maybe(id, 'Not read: the path names the operator.'),
    name: maybe(v.string(), 'Absent: not shown.'),
    emailVerified: maybe(
      v.boolean(),
      'False shows the verify-your-email banner; absent: no banner.',
    ),
    widgetEnabled: maybe(v.boolean(), 'Absent: read as not enabled.'),
  },
  'The operator in view.',
);

export const tokenInfo = shape(
  {
    internalCurrencyName: nullable(
      v.string(),
      'The internal currency’s name; null (or empty) when the operator has none.',
    ),
  },
  'The operator’s points token.',
);

export const onboardingProgress = shape(
  Object.fromEntries(
    PROGRESS_FLAGS.map((key) => [key, maybe(v.boolean(), 'Absent: the step is not done.')]),
  ) as Record<ProgressFlag, ReturnType<typeof maybe<v.BooleanSchema<undefined>>>>,
  'Which setup steps are done (§4); a missing step is not done.',
);

export const widgetFeatures = v.pipe(
  v.array(
    shape({
      groupName: text('', 'The feature group, e.g. WEB3_LOYALTY. Absent: the group is ignored.'),
      installed: maybe(v.boolean(), 'Absent: read from its features.'),
      featureGroups: items(
        shape({
          featureFlag: text('', 'The feature, e.g. TAP_2_EARN. Absent: ignored.'),
          installed: flag(false, 'Absent: not installed.'),
          locked: maybe(v.boolean(), 'True: the plan does not include it.'),
        }),
        'The group’s features. Absent: none.',
      ),
    }),
  ),
  v.description('The widget’s feature groups and which of their features are installed.'),
);

const usage = (about: string) =>
  maybe(
    shape({ currentUsage: figure('Credits used.'), total: figure('Credits available.') }),
    `${about} Absent: its usage bar is not shown.`,
  );

export const billingInfo = shape(
  {
    planName: text('', 'The current plan’s name. Absent: empty.'),
    planId: maybe(id, 'The current plan option’s id. Absent: the plan is found by name and price.'),
    planPrice: figure('The current option’s monthly price (USD).'),
    status: text('', 'ACTIVE or INACTIVE. Absent: empty.'),
    usage: usage('All credits (monthly and extra).'),
    monthlyUsage: usage('The plan’s monthly credits.'),
    extraCreditsUsage: usage('Extra credits bought.'),
  },
  'The operator’s subscription (§3 billing info).',
);

export const deployState = shape(
  {
    type: maybe(
      v.nullable(v.string()),
      'INSTANT_CREATE or LOYALTY_TOKENIZATION; null: not chosen.',
    ),
    status: maybe(v.nullable(v.string()), 'One of the §4 deploy statuses.'),
    data: field(
      v.nullable(
        shape({
          contractAddress: maybe(v.string(), 'Absent: not shown.'),
          poolAddress: maybe(v.string(), 'Absent: not shown.'),
          chainId: maybe(v.number(), 'Absent: the configured chain.'),
          symbol: maybe(v.nullable(v.string()), 'Absent: not shown.'),
        }),
      ),
      null,
      'The deployed contracts once the deploy is done; null before.',
    ),
  },
  'The web3 onboarding state (§4).',
);

export const ANSWERS = {
  'operator.featureFlags': featureFlags,
  'operator.accountInfo': accountInfo,
  'operator.info': operatorInfo,
  'operator.tokenInfo': tokenInfo,
  'onboarding.get': onboardingProgress,
  'features.list': widgetFeatures,
  'billing.info': billingInfo,
  'custody.deployStatus': deployState,
} as const;

export type FeatureFlag = v.InferOutput<typeof featureFlags>[number];
export type AccountInfo = v.InferOutput<typeof accountInfo>;
export type OperatorInfo = v.InferOutput<typeof operatorInfo>;
export type TokenInfo = v.InferOutput<typeof tokenInfo>;
export type OnboardingProgress = v.InferOutput<typeof onboardingProgress>;
export type WidgetFeatureGroup = v.InferOutput<typeof widgetFeatures>[number];
export type WidgetFeature = WidgetFeatureGroup['featureGroups'][number];
export type BillingInfo = v.InferOutput<typeof billingInfo>;
/** A usage bar's figures; absent ones are unknown ("—"). */
export type Usage = NonNullable<BillingInfo['usage']>;
export type DeployState = v.InferOutput<typeof deployState>;
