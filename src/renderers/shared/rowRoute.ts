import { createContext } from 'react';
import type { RaRecord } from 'react-admin';
import type { RouteDef } from '../../model/types';
import { OPERATOR_VIEW_PREFIX } from '../../routing';
import type { ListPage } from './pageKinds';

/**
 * The route a clicked row opens, given by the list that draws the rows: the table body fetches its
 * page ahead when the pointer rests on a row or presses it. None, nothing is fetched.
 */
export const RowRouteContext = createContext<string | undefined>(undefined);

/** What a row opens: react-admin's edit route, a path, or nothing (table rows and phone rows alike). */
export type RowClick = 'edit' | false | ((id: RaRecord['id']) => string | false);

/** What the row rule needs to know of the viewer: the guard's answer and the link it draws. */
export interface RowLinkRule {
  /** The guard lets the viewer through to the route now (useMayOpenRoute). */
  readonly mayOpen: (name: string) => boolean;
  /** The route's path with the row's id, or undefined (useRouteLink). */
  readonly link: (name: string, id: RaRecord['id']) => string | undefined;
}

/**
 * The one rule for what a list row opens, on a table and on a phone: the page's `rowClick` route
 * when the viewer may open it now (its grants, its action, its feature gate), else nothing, so a
 * row never leads to a 403 or a silent redirect. A record page at `/<resource>/:param` is where
 * react-admin's own 'edit' link points (src/app/console/resources.tsx).
 */
export function rowClickFor(
  page: ListPage,
  routes: readonly RouteDef[],
  rule: RowLinkRule,
): RowClick {
  if (page.rowClickOperatorView)
    return (id) => `${OPERATOR_VIEW_PREFIX}/${encodeURIComponent(String(id))}`;
  const name = page.rowClick;
  if (!name || !rule.mayOpen(name)) return false;
  const target = routes.find((r) => r.name === name);
  if (target && new RegExp(`^/${page.resource}/:\\w+$`).test(target.path)) return 'edit';
  return (id) => rule.link(name, id) ?? false;
}

/** The route a row fetches ahead on a pointer's rest: only one the row may open. */
export function rowPrefetchRoute(page: ListPage, rule: RowLinkRule): string | undefined {
  if (page.rowClickOperatorView || !page.rowClick) return undefined;
  return rule.mayOpen(page.rowClick) ? page.rowClick : undefined;
}
