import { RESOURCES } from '../generated/endpoints';
import type { ResourceDef } from '../model/types';
import { canAccess } from './bound';
import type { Action } from './permissions';

/**
 * The §6 rule for a react-admin resource: its section's (schema/endpoints.yaml); none, no. The
 * console's alone, kept out of ./index so the front door, which imports that, does not download
 * the resource table.
 */
export function canAccessResource(
  role: string | null | undefined,
  action: Action,
  resource: string,
): boolean {
  const section = (RESOURCES as Readonly<Record<string, ResourceDef>>)[resource]?.section;
  return !!section && canAccess(role, action, section);
}
