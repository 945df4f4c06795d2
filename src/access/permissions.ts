import type { Action, PermissionMatrix } from '../model/types';

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
