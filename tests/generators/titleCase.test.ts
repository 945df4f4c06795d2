// @vitest-environment node
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSchemaDir } from './checkFixture';
import type { Problem } from '../../generators/problems';
import { titleCased } from '../../generators/spec/titleCase';

const minimal = join(__dirname, 'fixtures', 'valid-minimal', 'schema');
const work = mkdtempSync(join(tmpdir(), 'title-case-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let n = 0;

describe('Title Case', () => {
  it.each([
    ['Mission categories', 'Mission Categories'],
    ['new mission category', 'New Mission Category'],
    ['Tap to Earn', 'Tap to Earn'],
    ['Tap To Earn', 'Tap To Earn'],
    ['Set up Web3 loyalty', 'Set Up Web3 Loyalty'],
    ['Points of the day', 'Points of the Day'],
    ['the end of', 'The End Of'],
    ['Active users (busiest day)', 'Active Users (Busiest Day)'],
    ['sign-in settings', 'Sign-In Settings'],
    ['Sign-in Settings', 'Sign-in Settings'],
    ["Operator's team", "Operator's Team"],
    ['iOS apps', 'iOS Apps'],
    ['KYC checks', 'KYC Checks'],
    ['Web3', 'Web3'],
    ['Users: 2026', 'Users: 2026'],
  ])('%s reads %s', (title, cased) => {
    expect(titleCased(title)).toBe(cased);
  });
});

/** The W012 warnings of the minimal fixture after `edits` (file under schema/, from, to). */
async function titleWarnings(
  edits: readonly (readonly [file: string, from: string, to: string])[],
): Promise<readonly Problem[]> {
  const dir = join(work, String(n++));
  cpSync(minimal, dir, { recursive: true });
  writeFileSync(join(dir, 'departures.yaml'), 'departures: []\n');
  for (const [file, from, to] of edits) {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    if (from === '') appendFileSync(path, to);
    else {
      expect(text).toContain(from);
      writeFileSync(path, text.replace(from, to));
    }
  }
  const result = await checkSchemaDir(dir);
  expect(result.problems).toEqual([]);
  return result.warnings.filter((w) => w.code === 'W012');
}

const ALL_MISSIONS: readonly [string, string, string] = [
  'menus.yaml',
  'label: All missions',
  'label: All Missions',
];

describe('titles not in Title Case are reported where they are written', () => {
  it.each([
    [
      'a page title',
      ['sections/users.yaml', 'title: Users', 'title: Users and roles'],
      'W012 Users',
      'routes[0].title',
      'Users and Roles',
    ],
    [
      'a tab label',
      ['sections/missions.yaml', 'label: General', 'label: General settings'],
      'W012 Settings.general',
      'routes[1].page.tabs[0].label',
      'General Settings',
    ],
    [
      'a sidebar group',
      ['menus.yaml', 'label: Overview', 'label: My overview'],
      'W012 operatorSidebar.overview',
      'menus.operatorSidebar.groups[0].label',
      'My Overview',
    ],
    [
      'a dropdown',
      ['menus.yaml', 'label: Activities', 'label: All activities'],
      'W012 adminHorizontal.activities',
      'menus.adminHorizontal.groups[0].items[0].label',
      'All Activities',
    ],
  ] as const)('%s', async (_case, edit, what, path, cased) => {
    const warnings = await titleWarnings([ALL_MISSIONS, edit]);
    expect(warnings.map((w) => [w.what, w.path, w.file])).toEqual([
      [what, path, `schema/${edit[0]}`],
    ]);
    const [w] = warnings;
    const line = readFileSync(join(minimal, edit[0]), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes(edit[1]));
    expect([w?.line, w?.col]).toEqual([
      line + 1,
      (readFileSync(join(minimal, edit[0]), 'utf8').split('\n')[line] ?? '').indexOf(
        edit[1].split(': ')[1]!,
      ) + 1,
    ]);
    expect(w?.message).toContain(`'${edit[2].split(': ')[1]}'`);
    expect(w?.hint).toMatch(new RegExp(`^write '${cased}', or if on purpose, record`));
  });

  it('a menu item label, and none once every title is in Title Case', async () => {
    expect((await titleWarnings([])).map((w) => w.what)).toEqual(['W012 adminHorizontal.Missions']);
    expect(await titleWarnings([ALL_MISSIONS])).toEqual([]);
  });

  it('a title the spec names is left as the spec writes it', async () => {
    const welcome = [
      '  - name: Welcome',
      '    path: /welcome',
      '    title: Coming soon',
      '    roles: [ROLE_MODERATOR]',
      '    page: { kind: component, component: Login }',
      '',
    ].join('\n');
    expect(await titleWarnings([ALL_MISSIONS, ['sections/account.yaml', '', welcome]])).toEqual([]);
  });
});
