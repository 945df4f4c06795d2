import { PERMISSIONS } from '../generated/permissions';
import type { RouteDef } from '../model/types';
import { canAccessIn, roleMayOpenIn, type Action } from './permissions';

/** §6 on the generated grants: may the role do the action on the section (canAccessIn). */
export function canAccess(
  role: string | null | undefined,
  action: Action,
  section: string,
): boolean {
  return canAccessIn(PERMISSIONS, role, action, section);
}

/** §6: the route's roles let the role in and it may read the route's section (roleMayOpenIn). */
export function roleMayOpen(route: RouteDef, role: string | null | undefined): boolean {
  return roleMayOpenIn(PERMISSIONS, route, role);
}
