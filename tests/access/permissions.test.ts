/**
 * §6 permissions over whatever schema/permissions.yaml says: the generated matrix is its grants,
 * canAccess follows them, the guard and the menus agree (tests/schemaEdits/invariants, run over
 * an edited schema too). Here also the console's bound functions over the committed data.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { canAccess } from '../../src/access';
import { canAccessResource } from '../../src/access/resources';
import { RESOURCES } from '../../src/generated/endpoints';
import type { ResourceDef } from '../../src/model/types';
import { COMMITTED } from '../schemaEdits/bundle';
import {
  ACTIONS,
  expandGrants,
  permissionInvariants,
  ruleAllows,
  sectionCodes,
} from '../schemaEdits/invariants/permissions';

const YAML = readFileSync(resolve('schema/permissions.yaml'), 'utf8');
const GRANTS = expandGrants(YAML);

permissionInvariants(COMMITTED, YAML);

describe('the console asks §6 of the committed grants', () => {
  it.each(COMMITTED.roleCodes)('canAccess as %s', (role) => {
    for (const section of sectionCodes(COMMITTED))
      for (const action of ACTIONS)
        expect([section, action, canAccess(role, action, section)]).toEqual([
          section,
          action,
          ruleAllows(GRANTS, role, action, section),
        ]);
  });

  it.each(COMMITTED.roleCodes)('a react-admin resource follows its section, as %s', (role) => {
    for (const resource of Object.values(RESOURCES) as ResourceDef[])
      for (const action of ACTIONS)
        expect([resource.name, action, canAccessResource(role, action, resource.name)]).toEqual([
          resource.name,
          action,
          ruleAllows(GRANTS, role, action, resource.section),
        ]);
  });

  it('no role, and no resource the schema does not declare', () => {
    for (const resource of Object.keys(RESOURCES))
      expect(canAccessResource(null, 'read', resource)).toBe(false);
    for (const role of COMMITTED.roleCodes)
      expect(canAccessResource(role, 'read', 'noSuchResource')).toBe(false);
  });
});
