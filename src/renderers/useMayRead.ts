import { canAccessResource } from '../access';
import { useOperatorState } from '../operator';

/**
 * Whether the signed-in role has §3 read on a resource's section. The console's authProvider
 * judges the same rule, but react-admin's `useCanAccess` answers it a render later (a query), and
 * a page's calls waited for it (issue 11); this answers at once.
 */
export function useMayRead(resource: string): boolean {
  return canAccessResource(useOperatorState().role, 'read', resource);
}
