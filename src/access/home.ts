import type { RoleDef } from '../model/types';

export interface HomeContext {
  readonly adminMode: boolean;
  readonly setupFinished: boolean;
  /** Whether the named route can be opened by this role right now. */
  readonly isAvailable: (routeName: string) => boolean;
}

export const FALLBACK_HOME = 'Login';

/** §2 home page per role: the first rule whose condition holds and whose route is available. */
export function homeRouteIn(
  roles: readonly RoleDef[],
  role: string | null | undefined,
  ctx: HomeContext,
): string {
  const def = roles.find((r) => r.code === role);
  for (const rule of def?.home ?? []) {
    if (rule.when === 'adminMode' && !ctx.adminMode) continue;
    if (rule.when === 'setupFinished' && !ctx.setupFinished) continue;
    if (ctx.isAvailable(rule.route)) return rule.route;
  }
  return FALLBACK_HOME;
}

/** Whether the role's home depends on the setup progress (so it cannot be chosen before it loads). */
export function homeNeedsSetupIn(
  roles: readonly RoleDef[],
  role: string | null | undefined,
  ctx: Omit<HomeContext, 'setupFinished'>,
): boolean {
  return (
    homeRouteIn(roles, role, { ...ctx, setupFinished: true }) !==
    homeRouteIn(roles, role, { ...ctx, setupFinished: false })
  );
}
