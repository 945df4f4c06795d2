/**
 * The typed calls of src/data/api.ts promise the shapes of src/data/apiTypes.ts; what a call gives
 * is its answer schema's output. Each line below is a type error (npx tsc) if a schema gives less
 * than its call promises: the features read these types without checking again.
 */
import type { InferOutput } from 'valibot';
import { describe, expect, it } from 'vitest';
import type * as T from '../../src/data/apiTypes';
import type * as billing from '../../src/data/answers/billing';
import type * as startup from '../../src/data/answers/startup';
import type * as widget from '../../src/data/answers/widget';

const gives =
  <Promised>() =>
  <S>(check: (output: S) => Promised) =>
    check;

const CHECKS = [
  gives<readonly T.FeatureFlag[]>()((o: InferOutput<typeof startup.featureFlags>) => o),
  gives<T.AccountInfo>()((o: InferOutput<typeof startup.accountInfo>) => o),
  gives<T.OperatorInfo>()((o: InferOutput<typeof startup.operatorInfo>) => o),
  gives<T.TokenInfo>()((o: InferOutput<typeof startup.tokenInfo>) => o),
  gives<T.OnboardingProgress>()((o: InferOutput<typeof startup.onboardingProgress>) => o),
  gives<readonly T.WidgetFeatureGroup[]>()((o: InferOutput<typeof startup.widgetFeatures>) => o),
  gives<T.BillingInfo>()((o: InferOutput<typeof startup.billingInfo>) => o),
  gives<T.DeployState>()((o: InferOutput<typeof startup.deployState>) => o),
  gives<T.AvailablePlans>()((o: InferOutput<typeof billing.availablePlans>) => o),
  gives<T.UpgradePreview>()((o: InferOutput<typeof billing.upgradePreview>) => o),
  gives<T.PaymentLink>()((o: InferOutput<typeof billing.paymentLink>) => o),
  gives<T.PrizePoolSettings>()((o: InferOutput<typeof widget.prizePoolSettings>) => o),
  gives<T.LanguageSelection>()((o: InferOutput<typeof widget.languages>) => o),
];

describe('answer schemas and the types the calls promise', () => {
  it('are checked by the type checker', () => {
    expect(CHECKS.every((check) => typeof check === 'function')).toBe(true);
  });
});
