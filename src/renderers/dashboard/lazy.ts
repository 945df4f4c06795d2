import type { PageDef } from '../../model/types';
import { lazyPreload, preloadAll } from '../../ui/lazyPreload';

// The dashboards' own chunks (the charts library behind them): no other page pays for them, and
// this module stays tiny so the start-up can name them without loading them.
export const DashboardRenderer = lazyPreload(() => import('./DashboardRenderer'));
export const DashboardChart = lazyPreload(() => import('./DashboardChart'));

/** Starts loading the code a schema page draws with beyond the console's own renderers. */
export function preloadPageKind(page: PageDef | undefined): void {
  if (page?.kind === 'dashboard') {
    // Not the charts: fetched alongside the console, their 100 kB held back the figures (issue
    // 30); they load once the figures are drawn (DashboardRenderer).
    preloadAll([DashboardRenderer]);
  }
  if (page?.kind === 'tabs') for (const tab of page.tabs) preloadPageKind(tab.page);
}
