import { useGetList } from 'react-admin';
import { useAccountLogin } from '../../operator';

/**
 * §2's optional banner ('Invite your team members…') helps an operator with no team yet: one whose
 * members are none but the signed-in user. Asked only while the dialog is open (two rows tell).
 */
export function useNoTeamYet(open: boolean): boolean {
  const login = useAccountLogin();
  const { data, total } = useGetList<{ id: string | number; email?: string }>(
    'members',
    { pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} },
    { enabled: open },
  );
  if (!data || total === undefined) return false;
  const others = data.filter((m) => !login || m.email?.toLowerCase() !== login.toLowerCase());
  return total <= 1 && others.length === 0;
}
