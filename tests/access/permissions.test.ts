import { canAccess, canAccessResource, type Action } from '../../src/access';

// §3 sections, with the sub-sections a grant on the section covers.
const SECTIONS = [
  'BASIC_SETUP',
  'MY_WIDGET',
  'DASHBOARD',
  'USERS',
  'STATS',
  'REVENUES',
  'REQUESTS',
  'EVENTS',
  'MISSIONS',
  'MISSIONS.LIST',
  'MISSIONS.CATEGORIES',
  'MISSIONS.GROUP',
  'MISSIONS.MODERATION',
  'REWARDS',
  'REWARDS.LIST',
  'REWARDS.MODERATION',
  'TAP_TO_EARN',
  'REFERRAL',
  'SEGMENTS',
  'AIRDROP',
  'WEB3',
  'BILLING',
  'SETTINGS',
  'INVITE',
] as const;
const ACTIONS: readonly Action[] = ['create', 'read', 'update', 'delete'];
const ALL = new Set<string>(SECTIONS);
const WITHOUT_INVITE_BILLING = new Set<string>(
  SECTIONS.filter((s) => s !== 'INVITE' && s !== 'BILLING'),
);

/**
 * §6 Resource permissions written out: which (section, action) pairs each role holds.
 * Moderator: missions moderation and rewards moderation with read and update; asking about the
 * whole MISSIONS / REWARDS section is yes through the sub-section (spec-readings §4).
 */
function expected(role: string, section: string, action: Action): boolean {
  switch (role) {
    case 'ROLE_SUPER_ADMIN':
    case 'ROLE_ADMIN':
      return ALL.has(section);
    case 'ROLE_DEVELOPMENT':
    case 'ROLE_PRODUCT':
    case 'ROLE_MARKETING':
    case 'ROLE_SUPPORT':
      return WITHOUT_INVITE_BILLING.has(section);
    case 'ROLE_MODERATOR':
      return (
        ['MISSIONS', 'MISSIONS.MODERATION', 'REWARDS', 'REWARDS.MODERATION'].includes(section) &&
        (action === 'read' || action === 'update')
      );
    default:
      return false;
  }
}

const ROLES = [
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN_REGISTRATION',
  'ROLE_RESET_PASSWORD',
  'ROLE_ADMIN',
  'ROLE_DEVELOPMENT',
  'ROLE_MARKETING',
  'ROLE_PRODUCT',
  'ROLE_SUPPORT',
  'ROLE_MODERATOR',
];

const CASES = ROLES.flatMap((role) =>
  SECTIONS.flatMap((section) =>
    ACTIONS.map((action) => [role, section, action, expected(role, section, action)] as const),
  ),
);

describe('§6 permission matrix: every role × section × action', () => {
  it.each(CASES)('%s on %s / %s → %s', (role, section, action, allowed) => {
    expect(canAccess(role, action, section)).toBe(allowed);
  });
});

describe('§6 named checks', () => {
  it('Invite Member needs update on INVITE: only super admin and admin', () => {
    expect(ROLES.filter((r) => canAccess(r, 'update', 'INVITE'))).toEqual([
      'ROLE_SUPER_ADMIN',
      'ROLE_ADMIN',
    ]);
  });

  it('billing needs read on BILLING: only super admin and admin', () => {
    expect(ROLES.filter((r) => canAccess(r, 'read', 'BILLING'))).toEqual([
      'ROLE_SUPER_ADMIN',
      'ROLE_ADMIN',
    ]);
  });

  it('the admin-mode pages (ADMIN section) are the super admin’s alone', () => {
    expect(ROLES.filter((r) => canAccess(r, 'read', 'ADMIN'))).toEqual(['ROLE_SUPER_ADMIN']);
  });

  it.each([null, undefined, '', 'ROLE_UNKNOWN'])('no role (%s) may do anything', (role) => {
    expect(canAccess(role, 'read', 'USERS')).toBe(false);
  });

  it('an unknown section is refused even to the super admin', () => {
    expect(canAccess('ROLE_SUPER_ADMIN', 'read', 'NO_SUCH_SECTION')).toBe(false);
  });
});

describe('§6 on a react-admin resource: the rule of the section schema/endpoints.yaml gives it', () => {
  it.each([
    ['ROLE_ADMIN', 'read', 'users', true],
    ['ROLE_MODERATOR', 'read', 'users', false],
    ['ROLE_MODERATOR', 'read', 'missionModeration', true],
    ['ROLE_MODERATOR', 'read', 'requests', false],
    ['ROLE_MARKETING', 'update', 'missionModeration', true],
    [null, 'read', 'users', false],
    ['ROLE_SUPER_ADMIN', 'read', 'noSuchResource', false],
  ] as const)('%s %s %s → %s', (role, action, resource, allowed) => {
    expect(canAccessResource(role, action, resource)).toBe(allowed);
  });
});
