import type { Action } from '../../access';
import { canAccessResource } from '../../access/resources';
import { useOperatorState } from '../../operator';

/**
 * Whether the signed-in role may do `action` on a resource's section (§3). The console's
 * authProvider judges the same rule, but react-admin's `useCanAccess` answers it a render later (a
 * query): a page's calls would wait for it, and its answer draw the page once more; this
 * answers at once.
 */
export function useMay(action: Action, resource: string): boolean {
  return canAccessResource(useOperatorState().role, action, resource);
}

export function useMayRead(resource: string): boolean {
  return useMay('read', resource);
}
