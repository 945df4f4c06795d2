import { PAGES } from '../../generated/pages';
import type { RouteDef } from '../../model/types';
import { preloadPageKind } from '../../renderers/dashboard/lazy';

/**
 * Starts loading the code a schema page needs beyond the console itself (a dashboard's renderer
 * and charts). Reached by a dynamic import from the Gate, so the page definitions stay off the
 * login route.
 */
export function preloadRoutePage(route: RouteDef): void {
  if (route.page !== undefined) preloadPageKind(PAGES[route.page as keyof typeof PAGES]);
}
