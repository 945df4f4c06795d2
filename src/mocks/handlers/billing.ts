/** Prize pool and subscription calls (§7 "Prize pool and subscription", the contract's two extras). */
import { HttpResponse, type HttpHandler } from 'msw';
import { newId, type MockDb, type OperatorData, type Plan } from '../db';
import { billingFor, lockedOnPlan, NO_PAYMENT_LINK } from '../seed';
import { zipOneFile } from '../zip';
import { operatorRow } from './operator';
import { ADMINS, check, HttpError, json, list, TEAM, type Context, type createRoute } from './http';
import { email, oneOf, positive, required } from './validate';

/**
 * A plan and one of its options from the request. The contract's `planId` is an option id
 * (§3: only a plan's options carry ids); a plan id with an `optionId` is accepted too.
 */
function resolve(db: MockDb, planId: unknown, optionId?: unknown) {
  check({ planId: required(planId, 'planId') });
  const byOption = db.plans.find((p) => p.info.some((o) => o.id === String(planId)));
  if (byOption) return { plan: byOption, chosen: option(byOption, planId) };
  const plan = db.plans.find((p) => p.id === String(planId));
  if (!plan) check({ planId: `Unknown plan ${String(planId)}` });
  return { plan: plan as Plan, chosen: option(plan as Plan, optionId) };
}

function option(plan: Plan, optionId: unknown) {
  if (plan.info.length === 0) {
    throw new HttpError(400, `The ${plan.name} plan is priced on request: contact sales`);
  }
  if (optionId === undefined || optionId === null || optionId === '') return plan.info[0]!;
  const found = plan.info.find((o) => o.id === String(optionId));
  if (!found) check({ optionId: `Unknown option ${String(optionId)} of ${plan.name}` });
  return found!;
}

/** §4 plan change: lower position, or the same plan at a lower option price, is a downgrade. */
function changeKind(db: MockDb, op: OperatorData, plan: Plan, price: number) {
  const current = db.plans.findIndex((p) => p.id === op.billing.planId);
  const target = db.plans.indexOf(plan);
  if (target < current || (target === current && price < op.billing.planPrice))
    return 'downgradePlan';
  if (target === current && price === op.billing.planPrice) return 'none';
  return 'newSubscription';
}

function applyPlan(ctx: Context, plan: Plan, optionId: string) {
  const used = ctx.op.billing.usage.currentUsage;
  ctx.op.billing = {
    ...billingFor(plan.id, optionId, 'ACTIVE', used),
    extraCreditsUsage: ctx.op.billing.extraCreditsUsage,
  };
  // The new plan's locks: what it does not include can no longer be installed (an installed one
  // stays, for the operator to switch off).
  const locked = new Set(lockedOnPlan(plan.name));
  ctx.op.featureGroups = ctx.op.featureGroups.map((g) => ({
    ...g,
    featureGroups: g.featureGroups.map((f) => ({ ...f, locked: locked.has(f.featureFlag) })),
  }));
  const row = operatorRow(ctx.db, ctx.operatorId);
  row.plan = plan.name;
  row.locked = false;
  if (row.status === 'INACTIVE') row.status = 'ACTIVE';
  ctx.op.billingHistory.unshift({
    id: newId(ctx.db),
    description: `${plan.name} plan, monthly`,
    amount: ctx.op.billing.planPrice,
    currency: 'USD',
    status: 'PAID',
    invoiceUrl: `https://billing.example.com/invoices/${ctx.operatorId}-${ctx.db.nextId}.pdf`,
    createdAt: new Date(ctx.now).toISOString(),
  });
}

/**
 * A console page as a provider would link to it: absolute, as the safe-URL rule wants. The mock
 * runs in the console's page, so that page's origin (the request's outside a browser).
 */
function consolePage(ctx: Context, path: string): string {
  const origin = typeof location === 'undefined' ? ctx.url.origin : location.origin;
  return new URL(path, origin).href;
}

/**
 * Test answer: the payment-method URL the mock answers with instead of its own page, e.g. a
 * `javascript:` URL the console must refuse (tests/e2e/safeUrl.e2e.ts). Read on every call.
 */
export const PAYMENT_UPDATE_URL_KEY = 'mock_payment_update_url';

function paymentUpdateOverride(): string | null {
  try {
    return globalThis.localStorage?.getItem(PAYMENT_UPDATE_URL_KEY) ?? null;
  } catch {
    return null;
  }
}

function dateParam(ctx: Context, name: string): string | undefined {
  const value = ctx.url.searchParams.get(name);
  if (value === null || value === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || isNaN(Date.parse(value))) {
    check({ [name]: `${name} must be a date (YYYY-MM-DD)` });
  }
  return value;
}

export function billingHandlers(route: ReturnType<typeof createRoute>): HttpHandler[] {
  const base = '/operator/:operatorId';
  const sub = `${base}/subscription`;
  return [
    route('get', `${base}/prize-pool/settings`, { access: TEAM }, (ctx) => json(ctx.op.prizePool)),
    route('put', `${base}/prize-pool/settings`, { access: TEAM }, async (ctx) => {
      const body = await ctx.object();
      check({
        csvReportGenerationStatus:
          body.csvReportGenerationStatus === undefined
            ? undefined
            : oneOf(
                body.csvReportGenerationStatus,
                ['PENDING', 'DONE'],
                'csvReportGenerationStatus',
              ),
      });
      ctx.op.prizePool = { ...ctx.op.prizePool, ...body } as OperatorData['prizePool'];
      return json(ctx.op.prizePool);
    }),
    route('get', `${base}/prize-pool/csv`, { access: TEAM }, (ctx) => {
      if (ctx.op.prizePool.csvReportGenerationStatus !== 'DONE') {
        throw new HttpError(409, 'The user balances file is still being generated');
      }
      const lines = ['userId,login,points,usd'].concat(
        ctx.op.users.map((u) => {
          const points = Number(u.balance ?? 0);
          return `${u.id},${String(u.login)},${points},${(points / 100).toFixed(2)}`;
        }),
      );
      return new HttpResponse(zipOneFile('User_Balances.csv', lines.join('\n')), {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="User_Balances.zip"',
        },
      });
    }),

    route('get', `${sub}/plan/billing-info`, { access: ADMINS }, (ctx) => json(ctx.op.billing)),
    route('get', `${sub}/plan/available`, { access: ADMINS }, (ctx) =>
      json({
        availablePlans: ctx.db.plans,
        features: ctx.db.planFeatures,
        currentPlanId: ctx.op.billing.planId,
        currentOptionId: ctx.op.billing.optionId,
      }),
    ),
    route('get', `${sub}/plan/change`, { access: ADMINS }, (ctx) => {
      const { plan, chosen } = resolve(
        ctx.db,
        ctx.url.searchParams.get('planId') ?? undefined,
        ctx.url.searchParams.get('optionId'),
      );
      return json({
        kind: changeKind(ctx.db, ctx.op, plan, chosen.price),
        planId: plan.id,
        planName: plan.name,
        optionId: chosen.id,
        credits: chosen.creditAmount,
        price: chosen.price,
      });
    }),
    route('post', `${sub}/plan/change`, { access: ADMINS }, async (ctx) => {
      const body = await ctx.object();
      const { plan, chosen } = resolve(ctx.db, body.planId, body.optionId);
      if (changeKind(ctx.db, ctx.op, plan, chosen.price) === 'none') {
        throw new HttpError(400, 'This is already the current plan');
      }
      applyPlan(ctx, plan, chosen.id);
      return json(ctx.op.billing);
    }),
    route('get', `${sub}/plan/payment/update`, { access: ADMINS }, (ctx) =>
      json({
        paymentUrl: paymentUpdateOverride() ?? consolePage(ctx, '/billing-change-payment-redirect'),
      }),
    ),
    route('get', `${sub}/plan/usage-stats`, { access: ADMINS }, (ctx) => {
      const from = dateParam(ctx, 'from');
      const to = dateParam(ctx, 'to');
      // The operator's credit ledger (seed.ts): the chart's days add up to the period's usage.
      const days = ctx.op.creditsByDay.filter(
        (d) => (!from || d.date >= from.slice(0, 10)) && (!to || d.date <= to.slice(0, 10)),
      );
      const total = days.reduce((n, d) => n + d.credits, 0);
      return json({ from: from ?? null, to: to ?? null, total, days });
    }),
    route('get', `${sub}/extra-credits`, { access: ADMINS }, (ctx) => json(ctx.op.extraCredits)),
    route('post', `${sub}/extra-credits/buy`, { access: ADMINS }, async (ctx) => {
      const body = await ctx.object();
      check({ credits: positive(body.credits, 'Credits', { integer: true, max: 1_000_000 }) });
      const credits = Number(body.credits);
      const b = ctx.op.billing;
      b.extraCreditsUsage = { ...b.extraCreditsUsage, total: b.extraCreditsUsage.total + credits };
      b.usage = { ...b.usage, total: b.usage.total + credits };
      ctx.op.extraCredits.available += credits;
      return json(b);
    }),
    route('get', `${sub}/billing-history`, { access: ADMINS }, (ctx) =>
      list(ctx, ctx.op.billingHistory, 'billing-history'),
    ),
    route('get', `${sub}/plan/upgrade-preview`, { access: ADMINS }, (ctx) => {
      const { plan, chosen } = resolve(
        ctx.db,
        ctx.url.searchParams.get('planId') ?? undefined,
        ctx.url.searchParams.get('optionId'),
      );
      const b = ctx.op.billing;
      const unused = Math.max(0, b.monthlyUsage.total - b.monthlyUsage.currentUsage);
      const discount =
        b.monthlyUsage.total > 0
          ? Math.round((unused / b.monthlyUsage.total) * b.planPrice * 100) / 100
          : 0;
      return json({
        currentPlan: {
          name: b.planName,
          credits: b.monthlyUsage.total,
          unusedCredits: unused,
          price: b.planPrice,
        },
        newPlan: { name: plan.name, credits: chosen.creditAmount, price: chosen.price },
        subtotal: chosen.price,
        discount,
        total: Math.max(0, Math.round((chosen.price - discount) * 100) / 100),
      });
    }),
    route('post', `${sub}/plan/payment-link`, { access: ADMINS }, async (ctx) => {
      const body = await ctx.object();
      check({ email: email(body.email) });
      const { plan, chosen } = resolve(ctx.db, body.planId, body.optionId);
      const kind = changeKind(ctx.db, ctx.op, plan, chosen.price);
      if (kind === 'none') throw new HttpError(400, 'This is already the current plan');
      // The demo has no payment provider: the change takes effect as if the checkout succeeded,
      // and the "checkout" is the console's own Payment Proceed page. Some operators' provider
      // returns no link (seed: NO_PAYMENT_LINK), as the contract allows (`{}`).
      applyPlan(ctx, plan, chosen.id);
      if (NO_PAYMENT_LINK.has(ctx.operatorId)) return json({});
      return json({ paymentUrl: consolePage(ctx, `/billing-proceed?type=${kind}&checkout=demo`) });
    }),
  ];
}
