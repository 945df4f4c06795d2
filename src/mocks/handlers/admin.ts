/** Admin-mode calls (super admin only). */
import type { HttpHandler } from 'msw';
import { check, json, list, SUPER_ADMIN, type createRoute } from './http';
import { positive } from './validate';

export function adminHandlers(route: ReturnType<typeof createRoute>): HttpHandler[] {
  return [
    route('get', '/operators', { access: SUPER_ADMIN }, (ctx) =>
      list(
        ctx,
        ctx.db.operators.map(({ id, name, login, emailVerified, plan, status, createdAt }) => ({
          id,
          name,
          login,
          emailVerified,
          plan,
          status,
          createdAt,
        })),
        'operators',
      ),
    ),
    route('get', '/custody/wallets', { access: SUPER_ADMIN }, (ctx) =>
      list(ctx, ctx.db.custodyWallets, 'wallets'),
    ),
    // Rows carry id = action so react-admin can key them.
    route('get', '/billing-settings/credit-cost', { access: SUPER_ADMIN }, (ctx) =>
      list(
        ctx,
        ctx.db.creditCost.map((c) => ({ id: c.action, ...c })),
        'credit-cost',
      ),
    ),
    route('put', '/billing-settings/credit-cost', { access: SUPER_ADMIN }, async (ctx) => {
      const body = await ctx.body();
      if (!Array.isArray(body))
        check({ creditCost: 'The body must be a list of {action, credits}' });
      const rows = body as { action?: unknown; credits?: unknown }[];
      const known = ctx.db.creditCost.map((c) => c.action);
      check(
        Object.fromEntries(
          rows.map((r, i) => [
            String(r?.action ?? `#${i}`),
            !known.includes(String(r?.action))
              ? `Unknown action ${String(r?.action)}`
              : positive(r.credits, 'Credits', { allowZero: true, integer: true }),
          ]),
        ),
      );
      // The body replaces the table, as the API's PUT does: a row left out is gone.
      ctx.db.creditCost = rows.map((r) => ({
        action: String(r.action),
        credits: Number(r.credits),
      }));
      return json(ctx.db.creditCost.map((c) => ({ id: c.action, ...c })));
    }),
  ];
}
