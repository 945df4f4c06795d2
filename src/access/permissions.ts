// No runtime import here: the generator (generators/) runs this file as it is.
import type { Action, PermissionMatrix, RouteDef } from '../model/types';

export type { Action };

/**
 * §6 resource permissions. A grant on a section covers its sub-sections ('MISSIONS' covers
 * 'MISSIONS.MODERATION'); asking about a whole section is answered yes when the role holds the
 * action on any of its sub-sections (spec-readings §4: the moderator's Missions and Rewards).
 */
export function canAccessIn(
  matrix: PermissionMatrix,
  role: string | null | undefined,
  action: Action,
  section: string,
): boolean {
  if (!role) return false;
  const grants = matrix[role];
  if (!grants) return false;
  const holds = (key: string) => grants[key]?.includes(action) ?? false;
  if (holds(section)) return true;
  const dot = section.indexOf('.');
  if (dot > 0 && holds(section.slice(0, dot))) return true;
  const prefix = `${section}.`;
  return Object.keys(grants).some((key) => key.startsWith(prefix) && holds(key));
}

/**
 * The one rule for who may open a route (§6): the route's `roles:` let the role in, and the role
 * may read the route's section (create it, for a page that only creates: `action`). Both, so a role added to a role group gets only the pages its
 * grants allow, and a page is never drawn as a link for someone the guard would refuse. The guard,
 * the menus, every link the console draws and the generator's link checks use this rule.
 */
export function roleMayOpenIn(
  permissions: PermissionMatrix,
  route: Pick<RouteDef, 'roles' | 'section' | 'action'>,
  role: string | null | undefined,
): boolean {
  if (route.roles === 'public') return true;
  if (!role || !route.roles.includes(role)) return false;
  if (route.section === undefined) return true;
  return (
    canAccessIn(permissions, role, 'read', route.section) &&
    (route.action === undefined || canAccessIn(permissions, role, route.action, route.section))
  );
}
