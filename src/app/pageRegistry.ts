import type { ComponentType } from 'react';
import type { RouteDef } from '../model/types';
import type { ComponentName } from '../generated/pages';
import { canAccess } from '../access/bound';
import { lazyPreload as lazy, type PreloadableComponent } from '../ui/lazyPreload';

type Registry = Readonly<Record<ComponentName, PreloadableComponent>>;

/**
 * Every hand-written component a schema page names, each its own lazy chunk, preloadable so the
 * start-up can fetch the first page while its calls are in flight. `npm run generate`
 * checks that every name the schema uses is here (E012); `satisfies` fails the type-check on a
 * missing or unknown name. Schema pages of the other kinds need no entry: src/renderers draws them.
 */
export const PAGE_COMPONENTS = {
  // Front door (BLANK layout)
  Login: lazy(() => import('../features/account/Login')),
  Registration: lazy(() => import('../features/account/Registration')),
  CompletingRegistration: lazy(() => import('../features/account/CompletingRegistration')),
  ForgotPassword: lazy(() => import('../features/account/ForgotPassword')),
  ChangePassword: lazy(() => import('../features/account/ChangePassword')),
  AccountVerify: lazy(() => import('../features/account/AccountVerify')),
  Forbidden: lazy(() => import('./errorPages/Forbidden')),
  NotFound: lazy(() => import('./errorPages/NotFound')),
  // Console (APP layout)
  BasicSetup: lazy(() => import('../features/widget/BasicSetup')),
  MyWidget: lazy(() => import('../features/widget/MyWidget')),
  // Its buttons are for the roles that manage the team (TeamActions): no column for the others.
  TeamActions: lazy(() => import('../features/team/TeamActions'), {
    mayUse: (role: string | null | undefined) => canAccess(role, 'update', 'INVITE'),
  }),
  Billing: lazy(() => import('../features/billing/Billing')),
  BillingProceed: lazy(() => import('../features/billing/BillingProceed')),
  BillingChangePayment: lazy(() => import('../features/billing/BillingChangePayment')),
  Web3Setup: lazy(() => import('../features/web3/Web3Setup')),
  Web3Loyalty: lazy(() => import('../features/web3/Web3Loyalty')),
  Web3Onboarding: lazy(() => import('../features/web3/Web3Onboarding')),
} satisfies Registry;

/** The registry looked up by a name from the generated data (RouteDef.component). */
export const COMPONENTS_BY_NAME: Readonly<Record<string, ComponentType | undefined>> =
  PAGE_COMPONENTS;

/** Starts loading a component of the registry by its name, if it is one. */
export function preloadComponent(name: string | undefined): void {
  const component = name
    ? (PAGE_COMPONENTS as Partial<Record<string, PreloadableComponent>>)[name]
    : undefined;
  component?.preload().catch(() => undefined);
}

/** Starts loading the route's own component, if it has one (schema pages are drawn by the console). */
export function preloadPage(route: RouteDef): void {
  preloadComponent(route.component);
}
