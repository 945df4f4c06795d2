// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSchemaDir, departuresYaml } from './checkFixture';

const root = join(__dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'menu-departures-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let n = 0;

const USERS = '          - { route: Users, icon: People, section: USERS }\n';
const EVENTS =
  '          - { route: Events, icon: Event, section: EVENTS, gate: { feature: EVENT_MISSIONS } }\n';

/**
 * The `what:` of every menu departure (W001, W010) after `edit` changed a menus.yaml that follows
 * §2 (fixtures/spec-menus.yaml) over the committed schema: the schema's own menus may depart on
 * purpose, and its other recorded departures are none of these tests' business.
 */
async function departuresAfter(
  edit: (menus: string) => string,
  recorded: readonly string[] = [],
): Promise<string[]> {
  const dir = join(work, String(n++));
  cpSync(join(root, 'schema'), dir, { recursive: true });
  const menus = join(dir, 'menus.yaml');
  const text = readFileSync(join(__dirname, 'fixtures', 'spec-menus.yaml'), 'utf8');
  const edited = edit(text);
  expect(edited).not.toBe(text);
  writeFileSync(menus, edited);
  writeFileSync(join(dir, 'departures.yaml'), departuresYaml(recorded));
  const result = await checkSchemaDir(dir);
  expect(result.problems).toEqual([]);
  return result.warnings
    .filter((w) => w.code === 'W001' || w.code === 'W010')
    .map((w) => w.what ?? w.code);
}

const moveUsersToEnd = (m: string) => m.replace(USERS, '').replace(EVENTS, EVENTS + USERS);

// §2's sidebar: each item out of place and each group renamed or left is its own departure.
describe('departures from the §2 sidebar, per item', () => {
  it.each([
    [
      'the Overview group renamed',
      (m: string) => m.replace('label: Overview', 'label: Main'),
      ['W010 operatorSidebar.Overview'],
    ],
    [
      'Users moved into Configuration',
      moveUsersToEnd,
      ['W001 operatorSidebar.Users', 'W010 operatorSidebar.Users'],
    ],
    [
      'Users moved after Activity, in its group',
      (m: string) =>
        m.replace(USERS, '').replace('section: STATS }\n', `section: STATS }\n${USERS}`),
      ['W001 operatorSidebar.Users'],
    ],
  ] as const)('%s', async (_case, edit, expected) => {
    expect((await departuresAfter(edit)).sort()).toEqual([...expected].sort());
  });

  it('a recorded move does not quiet a later move of another item', async () => {
    const recorded = ['W001 operatorSidebar.Users', 'W010 operatorSidebar.Users'];
    expect(await departuresAfter(moveUsersToEnd, recorded)).toEqual([]);
    const later = (m: string) => moveUsersToEnd(m).replace('label: Configuration', 'label: Setup');
    expect(await departuresAfter(later, recorded)).toEqual(['W010 operatorSidebar.Configuration']);
  });
});
