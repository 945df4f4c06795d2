// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sortProblems } from '../../generators/problems';
import type { Problem } from '../../generators/problems';
import { schemaError } from '../../generators/vite-plugin';

const cause: Problem = {
  file: 'schema/sections/users.yaml',
  line: 7,
  col: 13,
  path: 'routes[0].roles[0]',
  code: 'E001',
  message: "unknown role or role group 'ROLE_ADMN'",
  hint: "did you mean 'ROLE_ADMIN'?",
};
const consequence: Problem = {
  file: 'schema/menus.yaml',
  line: 8,
  col: 22,
  path: 'menus.operatorSidebar.groups[0].items[0].route',
  code: 'E011',
  message:
    "menu item 'users' points at route Users, because role 'ROLE_ADMN' is unknown (see above)",
  consequence: true,
};

describe('the dev overlay error', () => {
  it('lists every problem with its object path, root cause first, and points the editor at the cause', () => {
    const err = schemaError('/repo', sortProblems([consequence, cause]));
    expect(err.message.split('\n')).toEqual([
      '2 problem(s) in schema/:',
      "schema/sections/users.yaml:7:13 routes[0].roles[0] E001 unknown role or role group 'ROLE_ADMN' (hint: did you mean 'ROLE_ADMIN'?)",
      "schema/menus.yaml:8:22 menus.operatorSidebar.groups[0].items[0].route E011 menu item 'users' points at route Users, because role 'ROLE_ADMN' is unknown (see above)",
    ]);
    expect(err.loc).toEqual({ file: '/repo/schema/sections/users.yaml', line: 7, column: 13 });
  });
});
