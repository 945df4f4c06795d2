/**
 * The team's foot-guns: nobody removes themselves or changes their own role, and the last
 * active member of a role marked `keepOne` in roles.yaml (the admin) is neither removed nor moved to
 * another role, so someone can still manage the team. The console and the mock API ask the same
 * question, so the console's refusal and the API's 400 give the same reason.
 */

/** What stands in the way: the member is the user themselves, or the last holder of a kept role. */
export type TeamRefusal = 'self' | 'lastAdmin';

/** Message-catalogue keys of the reasons (src/i18n/en/records.ts). */
export const TEAM_REFUSAL_KEYS: Readonly<Record<TeamRefusal, string>> = {
  self: 'records.team.self',
  lastAdmin: 'records.team.lastAdmin',
};

export interface TeamMemberLike {
  readonly email?: unknown;
  readonly login?: unknown;
  readonly role?: unknown;
  readonly status?: unknown;
}

/** Remove the member, or give them another role. */
export type TeamChange =
  { readonly kind: 'remove' } | { readonly kind: 'role'; readonly role: string };

export interface TeamGuardInput {
  readonly member: TeamMemberLike;
  readonly change: TeamChange;
  /** The signed-in user's login; null when unknown (no self check). */
  readonly currentLogin: string | null;
  /** Active members holding the member's role, the member included; null while unknown. */
  readonly activeWithRole: number | null;
  /** Role codes the team must keep one active member of (roles.yaml `keepOne`). */
  readonly keptRoles: readonly string[];
}

const same = (a: unknown, b: string) =>
  typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

/** Whether an active member holds a kept role whose every other active holder is gone. */
export function isLastKept(
  member: TeamMemberLike,
  activeWithRole: number | null,
  keptRoles: readonly string[],
): boolean {
  // An invited member has not joined yet: they manage nothing, so they are never the last one.
  const active = member.status === undefined || member.status === 'ACTIVE';
  return (
    typeof member.role === 'string' &&
    keptRoles.includes(member.role) &&
    active &&
    activeWithRole !== null &&
    activeWithRole <= 1
  );
}

export function isSelf(member: TeamMemberLike, currentLogin: string | null): boolean {
  return !!currentLogin && (same(member.email, currentLogin) || same(member.login, currentLogin));
}

/** Why the change is refused, or null when it may go ahead. Self wins: it is the user's own row. */
export function teamChangeRefusal({
  member,
  change,
  currentLogin,
  activeWithRole,
  keptRoles,
}: TeamGuardInput): TeamRefusal | null {
  if (change.kind === 'role' && change.role === member.role) return null;
  if (isSelf(member, currentLogin)) return 'self';
  if (isLastKept(member, activeWithRole, keptRoles)) return 'lastAdmin';
  return null;
}
