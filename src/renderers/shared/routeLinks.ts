import { generatePath } from 'react-router-dom';
import type { RouteDef } from '../../model/types';

/**
 * The path of a named route, its one path parameter (if any) filled with `id`. Relative to the
 * console mount: callers add react-admin's basename so the super admin's /operators/:id prefix stays.
 */
export function routePathFor(
  routes: readonly RouteDef[],
  name: string,
  id?: string | number,
): string | undefined {
  const route = routes.find((r) => r.name === name);
  if (!route) return undefined;
  const param = /:(\w+)/.exec(route.path)?.[1];
  if (!param) return route.path;
  if (id === undefined || id === null || id === '') return undefined;
  return generatePath(route.path, { [param]: String(id) });
}

/** Joins basename and an app path without doubling or dropping the slash. */
export function withBasename(basename: string, path: string): string {
  return `${basename.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
