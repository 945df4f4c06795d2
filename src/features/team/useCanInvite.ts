import { matchPath, useLocation } from 'react-router-dom';
import { showInvite } from '../../access';
import { useOperatorState } from '../../operator';

/** §2/§6: shown with INVITE update permission; the super admin needs an operator in the route. */
export function useCanInvite(): boolean {
  const { role, flags } = useOperatorState();
  const { pathname } = useLocation();
  const operatorViewId = matchPath('/operators/:operatorId/*', pathname)?.params.operatorId ?? null;
  return showInvite({ role, operatorViewId, flags, emailVerified: undefined });
}
