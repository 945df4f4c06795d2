import { describe, expect, it } from 'vitest';
import { KEPT_ROLES, teamChangeRefusal, type TeamChange } from '../../src/access';

const ME = 'ann@team.test';
const admin = (email: string, status = 'ACTIVE') => ({ email, role: 'ROLE_ADMIN', status });
const REMOVE: TeamChange = { kind: 'remove' };
const DEMOTE: TeamChange = { kind: 'role', role: 'ROLE_MARKETING' };

describe('team foot-guns', () => {
  it('roles.yaml keeps one admin (keepOne)', () => {
    expect(KEPT_ROLES).toEqual(['ROLE_ADMIN']);
  });

  it.each([
    { name: 'self: remove', member: admin(ME), change: REMOVE, activeWithRole: 2, refusal: 'self' },
    {
      name: 'self: own role',
      member: admin('ANN@team.test'),
      change: DEMOTE,
      activeWithRole: 2,
      refusal: 'self',
    },
    {
      name: 'self wins over last admin',
      member: admin(ME),
      change: REMOVE,
      activeWithRole: 1,
      refusal: 'self',
    },
    {
      name: 'last admin: remove',
      member: admin('bob@team.test'),
      change: REMOVE,
      activeWithRole: 1,
      refusal: 'lastAdmin',
    },
    {
      name: 'last admin: demote',
      member: admin('bob@team.test'),
      change: DEMOTE,
      activeWithRole: 1,
      refusal: 'lastAdmin',
    },
    {
      name: 'another admin while two are active',
      member: admin('bob@team.test'),
      change: DEMOTE,
      activeWithRole: 2,
      refusal: null,
    },
    {
      name: 'another admin removed while two are active',
      member: admin('bob@team.test'),
      change: REMOVE,
      activeWithRole: 2,
      refusal: null,
    },
    {
      name: 'an invited admin is never the last one',
      member: admin('bob@team.test', 'INVITED'),
      change: REMOVE,
      activeWithRole: 1,
      refusal: null,
    },
    {
      name: 'the last member of a role not kept',
      member: { email: 'cy@team.test', role: 'ROLE_SUPPORT', status: 'ACTIVE' },
      change: REMOVE,
      activeWithRole: 1,
      refusal: null,
    },
    {
      name: 'the same role again changes nothing',
      member: admin('bob@team.test'),
      change: { kind: 'role', role: 'ROLE_ADMIN' } as TeamChange,
      activeWithRole: 1,
      refusal: null,
    },
    {
      name: 'count not known yet: left to the API',
      member: admin('bob@team.test'),
      change: REMOVE,
      activeWithRole: null,
      refusal: null,
    },
  ])('$name → $refusal', ({ member, change, activeWithRole, refusal }) => {
    expect(
      teamChangeRefusal({
        member,
        change,
        currentLogin: ME,
        activeWithRole,
        keptRoles: KEPT_ROLES,
      }),
    ).toBe(refusal);
  });

  it('no signed-in login (unknown): no self check', () => {
    expect(
      teamChangeRefusal({
        member: admin(ME),
        change: REMOVE,
        currentLogin: null,
        activeWithRole: 2,
        keptRoles: KEPT_ROLES,
      }),
    ).toBeNull();
  });
});
