import { describe, expect, it } from 'vitest';
import type { Plan } from '../../../src/data/answers';
import { formatCreditsPerMonth, formatMoney } from '../../../src/i18n/format';
import {
  changePath,
  currentSelection,
  isDowngrade,
  type Selection,
} from '../../../src/features/billing/plans';
import { discountText, subtotalOf } from '../../../src/features/billing/upgradePreview';
import { usageColour, usagePercent } from '../../../src/features/billing/usageColour';
import { translate } from '../../../src/i18n/translate';

describe("§9 price per month and credits per month, in the console's one number style", () => {
  it("per month: '${price} / month'", () => {
    expect(translate('billing.pricePerMonth', { price: formatMoney(1249.5) })).toBe(
      '$1 249.5 / month',
    );
  });

  it.each([
    [1000, '1 000 credits / month'],
    [25000, '25 000 credits / month'],
  ])("'{n} credits / month': %s → %s", (n, expected) => {
    expect(formatCreditsPerMonth(n)).toBe(expected);
  });
});

describe('§4 usage bar colour: error ≥ 100 %, primary ≤ 75 %, warning between', () => {
  it.each([
    [0, 1000, 'primary'],
    [750, 1000, 'primary'],
    [751, 1000, 'warning'],
    [999, 1000, 'warning'],
    [1000, 1000, 'error'],
    [1200, 1000, 'error'],
    [18750, 25000, 'primary'],
    [940, 1000, 'warning'],
    [0, 0, 'primary'],
    [5, 0, 'error'],
  ])('%s of %s credits → %s', (current, total, colour) => {
    expect(usageColour(usagePercent(current, total))).toBe(colour);
  });
});

const PLANS: Plan[] = [
  { name: 'Free', info: [{ id: 'f1', creditAmount: 1000, price: 0 }] },
  {
    name: 'Starter',
    info: [
      { id: 's5', creditAmount: 5000, price: 49 },
      { id: 's10', creditAmount: 10000, price: 89 },
    ],
  },
  {
    name: 'Growth',
    info: [
      { id: 'g25', creditAmount: 25000, price: 199 },
      { id: 'g50', creditAmount: 50000, price: 349 },
    ],
  },
  { name: 'Enterprise', info: [] },
];
const sel = (planIndex: number, optionId: string | null): Selection => ({ planIndex, optionId });

describe('§4 downgrade rule: lower position, or the same plan with a lower option price', () => {
  const current = sel(2, 'g50'); // Growth at $349
  it.each([
    ['Free', sel(0, 'f1'), 0, true],
    ['Starter 10k', sel(1, 's10'), 89, true],
    ['Growth 25k (same plan, cheaper)', sel(2, 'g25'), 199, true],
    ['Growth 50k (same option)', sel(2, 'g50'), 349, false],
    ['Enterprise (higher, no option)', sel(3, null), null, false],
  ])('%s → %s', (_, target, price, expected) => {
    expect(isDowngrade(current, 349, target, price)).toBe(expected);
  });

  it('with no known current plan nothing is a downgrade', () => {
    expect(isDowngrade(null, 0, sel(0, 'f1'), 0)).toBe(false);
  });
});

describe('§4 plan change paths', () => {
  it.each([
    ['same plan and option: button disabled', sel(1, 's10'), 89, sel(1, 's10'), 'none'],
    ['upgrade to a plan with no option → contact page', sel(1, 's10'), 89, sel(3, null), 'contact'],
    ['upgrade from a paid plan → Upgrade Plan modal', sel(1, 's10'), 89, sel(2, 'g25'), 'preview'],
    ['upgrade from the free plan → payment link', sel(0, 'f1'), 0, sel(1, 's5'), 'paymentLink'],
    ['lower position → downgrade', sel(2, 'g25'), 199, sel(1, 's10'), 'downgrade'],
    ['same plan, cheaper option → downgrade', sel(2, 'g50'), 349, sel(2, 'g25'), 'downgrade'],
    [
      'same plan, dearer option from a paid plan → preview',
      sel(2, 'g25'),
      199,
      sel(2, 'g50'),
      'preview',
    ],
  ])('%s', (_, current, price, target, expected) => {
    expect(changePath(PLANS, current, price, target)).toBe(expected);
  });
});

describe('the current plan among the available plans (§3 billing info)', () => {
  it.each([
    [
      'by option id in planId',
      { planName: 'Growth', planId: 'g50', planPrice: 349 },
      sel(2, 'g50'),
    ],
    ['by name and price', { planName: 'Starter', planId: 'starter', planPrice: 89 }, sel(1, 's10')],
    ['by name, price matches no option', { planName: 'Starter', planPrice: 60 }, sel(1, null)],
    ['a plan without options', { planName: 'Enterprise', planPrice: 0 }, sel(3, null)],
  ])('%s', (_, info, expected) => {
    expect(currentSelection(PLANS, info)).toEqual(expected);
  });

  it('an unknown plan is no current plan', () => {
    expect(currentSelection(PLANS, { planName: 'Legacy', planPrice: 5 })).toBeNull();
    expect(currentSelection(PLANS, null)).toBeNull();
  });
});

describe('Upgrade Plan modal amounts (§2)', () => {
  it.each([
    [49.75, '-$49.75'],
    [0, '$0'],
  ])('discount %s shows as %s (negative when above 0)', (discount, expected) => {
    expect(discountText(discount)).toBe(expected);
  });

  const preview = {
    currentPlan: { name: 'Growth', credits: 25000, unusedCredits: 6250, price: 199 },
    newPlan: { name: 'Growth', credits: 50000, price: 349 },
    discount: 49.75,
    total: 299.25,
  };
  it('the subtotal is the new plan price unless the API sends one', () => {
    expect(subtotalOf(preview)).toBe(349);
    expect(subtotalOf({ ...preview, subtotal: 300 })).toBe(300);
  });
});
