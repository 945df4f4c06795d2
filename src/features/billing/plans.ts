import type { AvailablePlans, BillingInfo, Plan, PlanInfo } from '../../data/answers';

/** A plan by its position in the list the API returns (§4 compares positions), and one option of it. */
export interface Selection {
  readonly planIndex: number;
  /** The option's id (info[].id); null for a plan without options ('Request a Price'). */
  readonly optionId: string | null;
}

const sameId = (a: unknown, b: unknown) => a !== undefined && a !== null && String(a) === String(b);

export function optionOf(plans: readonly Plan[], s: Selection): PlanInfo | null {
  const plan = plans[s.planIndex];
  return plan?.info.find((o) => sameId(o.id, s.optionId)) ?? null;
}

/** The option a selection starts on for a plan: the current one when it is that plan, else its first. */
export function defaultOption(plan: Plan | undefined): string | null {
  const first = plan?.info[0];
  return first ? String(first.id) : null;
}

/**
 * The operator's plan and option among the available plans. §3 gives billing info a planName,
 * a planId and a planPrice, and plans only a name and options with ids: the plan is found by
 * name (or by an option id equal to planId), the option by id, else by price.
 */
export function currentSelection(
  plans: readonly Plan[],
  info: Pick<BillingInfo, 'planName' | 'planId' | 'planPrice'> | null | undefined,
): Selection | null {
  if (!info) return null;
  let planIndex = plans.findIndex((p) => p.info.some((o) => sameId(o.id, info.planId)));
  if (planIndex < 0) planIndex = plans.findIndex((p) => p.name === info.planName);
  const plan = plans[planIndex];
  if (!plan) return null;
  const option =
    plan.info.find((o) => sameId(o.id, info.planId)) ??
    plan.info.find((o) => o.price === info.planPrice);
  return { planIndex, optionId: option ? String(option.id) : null };
}

export function sameSelection(a: Selection | null, b: Selection | null): boolean {
  return !!a && !!b && a.planIndex === b.planIndex && a.optionId === b.optionId;
}

/**
 * §4: a downgrade is a plan at a lower position than the current one, or the same plan with a
 * lower option price. `currentPrice` is billing info's planPrice.
 */
export function isDowngrade(
  current: Selection | null,
  currentPrice: number,
  target: Selection,
  targetPrice: number | null,
): boolean {
  if (!current) return false;
  if (target.planIndex < current.planIndex) return true;
  return (
    target.planIndex === current.planIndex && targetPrice !== null && targetPrice < currentPrice
  );
}

/** What the Upgrade/Downgrade button of Manage Plan does (§4 Plan change). */
export type ChangePath = 'none' | 'contact' | 'downgrade' | 'preview' | 'paymentLink';

export function changePath(
  plans: AvailablePlans['availablePlans'],
  current: Selection | null,
  currentPrice: number,
  target: Selection,
): ChangePath {
  if (sameSelection(current, target)) return 'none';
  const option = optionOf(plans, target);
  // A plan without options has nothing to pay for through a link: it is priced on request.
  if (!option) return 'contact';
  if (isDowngrade(current, currentPrice, target, option.price ?? null)) return 'downgrade';
  // §4 Free plan: planPrice 0. A paid plan previews the discount first; a free one pays directly.
  return currentPrice > 0 ? 'preview' : 'paymentLink';
}
