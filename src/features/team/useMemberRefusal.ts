import { useGetList } from 'react-admin';
import { KEPT_ROLES, teamChangeRefusal, type TeamRefusal } from '../../access';
import { useAccountLogin } from '../../operator';

/** A row of the `members` list. */
export interface Member {
  readonly id: string | number;
  readonly email?: string;
  readonly login?: string;
  readonly role?: string;
  readonly status?: string;
}

/**
 * Why this member's row may not be changed by the user, if it may not (src/access/teamGuard.ts):
 * it is their own row, or the member is the team's last active admin. The active holders of the
 * member's role are counted by the API (a one-row page of the filtered list: its total), one query
 * per role shared by all rows; until it answers the row stays open and the API's own 400 backs it.
 */
export function useMemberRefusal(member: Member | undefined): TeamRefusal | null {
  const login = useAccountLogin();
  const kept =
    !!member?.role && KEPT_ROLES.includes(member.role) && (member.status ?? 'ACTIVE') === 'ACTIVE';
  const { total } = useGetList<Member>(
    'members',
    {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { role: member?.role, status: 'ACTIVE' },
    },
    { enabled: kept },
  );
  if (!member) return null;
  // Any change of a kept role is a demotion, and removing is removing: one answer for both actions.
  return teamChangeRefusal({
    member,
    change: { kind: 'remove' },
    currentLogin: login,
    activeWithRole: kept ? (total ?? null) : null,
    keptRoles: KEPT_ROLES,
  });
}
