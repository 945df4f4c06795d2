import { PAGES } from '../../generated/pages';
import type { PageDef, RouteDef } from '../../model/types';
import { preloadComponent } from '../pageRegistry';
import { preloadPageKind } from '../../renderers/dashboard/lazy';

/**
 * Starts loading the code a schema page needs beyond the console itself (a dashboard's renderer
 * and charts). Reached by a dynamic import from the Gate, so the page definitions stay off the
 * login route.
 */
export function preloadRoutePage(route: RouteDef): void {
  if (route.page === undefined) return;
  const page: PageDef = PAGES[route.page as keyof typeof PAGES];
  preloadPageKind(page);
  // A list's rows are drawn with their row actions (no shift when those land late).
  for (const name of rowActionsOf(page)) preloadComponent(name);
}

/** The hand-written row actions a page's lists draw (Settings → Team's), its tabs' included. */
function rowActionsOf(page: PageDef): string[] {
  if (page.kind === 'list') return page.rowActions ? [page.rowActions] : [];
  if (page.kind === 'tabs') return page.tabs.flatMap((tab) => rowActionsOf(tab.page));
  return [];
}
