// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSchemaDir, departuresYaml } from './checkFixture';
import type { Problem } from '../../generators/problems';

const fixtures = join(__dirname, 'fixtures');
const work = mkdtempSync(join(tmpdir(), 'grant-departures-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let n = 0;

const SUPPORT_ALL = `  ROLE_SUPPORT:
    - sections: ALL
      except: [INVITE]
      actions: [create, read, update, delete]
`;
const MODERATOR = `    - sections: [MISSIONS.MODERATION]
      actions: [read, update]
`;

/**
 * The warnings after `edit` changed a permissions.yaml that follows §6 Resource permissions
 * (fixtures/spec-grants over the minimal fixture), with `recorded` departures recorded.
 */
async function warningsAfter(
  edit: (permissions: string) => string,
  recorded: readonly string[] = [],
): Promise<readonly Problem[]> {
  const dir = join(work, String(n++));
  cpSync(join(fixtures, 'valid-minimal', 'schema'), dir, { recursive: true });
  cpSync(join(fixtures, 'spec-grants', 'schema'), dir, { recursive: true });
  const file = join(dir, 'permissions.yaml');
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, edit(text));
  writeFileSync(join(dir, 'departures.yaml'), departuresYaml(recorded));
  const result = await checkSchemaDir(dir);
  expect(result.problems).toEqual([]);
  return result.warnings;
}

const grantWhats = async (edit: (p: string) => string): Promise<string[]> =>
  (await warningsAfter(edit)).filter((w) => w.code === 'W011').map((w) => w.what ?? '');

// §6 Resource permissions, one (role, section) per departure.
describe('departures from the §6 grants, per role and section', () => {
  it.each([
    ['nothing changed', (p: string) => p, []],
    [
      'support may no longer delete users',
      (p: string) =>
        p.replace(
          SUPPORT_ALL,
          SUPPORT_ALL.replace('[INVITE]', '[INVITE, USERS]') +
            '    - sections: [USERS]\n      actions: [create, read, update]\n',
        ),
      ['W011 ROLE_SUPPORT.USERS'],
    ],
    [
      'users read-only for admin and support',
      (p: string) =>
        p
          .replace('  ROLE_ADMIN:\n    - sections: ALL\n', '$&      except: [USERS]\n')
          .replace('except: [INVITE]', 'except: [INVITE, USERS]')
          .replaceAll(
            '      actions: [create, read, update, delete]\n',
            '$&    - sections: [USERS]\n      actions: [read]\n',
          ),
      ['W011 ROLE_ADMIN.USERS', 'W011 ROLE_SUPPORT.USERS'],
    ],
    [
      'support loses missions: one departure for the section, none for its sub-section',
      (p: string) => p.replace('except: [INVITE]', 'except: [INVITE, MISSIONS]'),
      ['W011 ROLE_SUPPORT.MISSIONS'],
    ],
    [
      'support may invite',
      (p: string) => p.replace('      except: [INVITE]\n', ''),
      ['W011 ROLE_SUPPORT.INVITE'],
    ],
    [
      'the moderator may also create moderated missions',
      (p: string) =>
        p.replace(MODERATOR, MODERATOR.replace('[read, update]', '[create, read, update]')),
      ['W011 ROLE_MODERATOR.MISSIONS.MODERATION'],
    ],
    [
      'the moderator reads all of missions',
      (p: string) =>
        p.replace(MODERATOR, `${MODERATOR}    - sections: [MISSIONS]\n      actions: [read]\n`),
      ['W011 ROLE_MODERATOR.MISSIONS'],
    ],
    [
      'a section the spec does not name, granted to some roles only',
      (p: string) =>
        p
          .replace('  - code: INVITE\n', '  - code: INVITE\n  - code: REPORTS\n')
          .replace('except: [INVITE]', 'except: [INVITE, REPORTS]'),
      [],
    ],
  ] as const)('%s', async (_case, edit, expected) => {
    expect((await grantWhats(edit)).sort()).toEqual([...expected].sort());
  });
});

describe('a grant departure', () => {
  const narrowUsers = (p: string) => p.replace('except: [INVITE]', 'except: [INVITE, USERS]');

  it('names the file, line and column of the change, what differs, and how to record it', async () => {
    const [warning] = (await warningsAfter(narrowUsers)).filter((w) => w.code === 'W011');
    const lines = readFileSync(
      join(fixtures, 'spec-grants', 'schema', 'permissions.yaml'),
      'utf8',
    ).split('\n');
    const exceptLine = lines.findIndex((l) => l.includes('except: [INVITE]')) + 1;
    expect(warning).toMatchObject({
      file: 'schema/permissions.yaml',
      line: exceptLine,
      path: 'grants.ROLE_SUPPORT[0].except[1]',
      what: 'W011 ROLE_SUPPORT.USERS',
    });
    expect(warning?.col).toBeGreaterThan(lines[exceptLine - 1]!.indexOf('['));
    expect(warning?.message).toContain('ROLE_SUPPORT has no action on USERS');
    expect(warning?.message).toContain('without create, read, update, delete');
    expect(warning?.message).toMatch(/§6 Resource permissions gives create, read, update, delete/);
    expect(warning?.hint).toContain('record `what: W011 ROLE_SUPPORT.USERS`');
  });

  it('marks the pages that no longer open as following from it', async () => {
    const users = (await warningsAfter(narrowUsers)).filter(
      (w) => w.code === 'W003' && w.what?.startsWith('W003 User'),
    );
    expect(users).not.toEqual([]);
    for (const w of users) {
      expect(w.message).toMatch(/\(follows from W011 above\)$/);
      expect(w.consequence).toBe(true);
    }
  });

  it('once recorded is quiet, and does not quiet another role or section', async () => {
    const both = (p: string) =>
      narrowUsers(p).replace(
        MODERATOR,
        MODERATOR.replace('[read, update]', '[create, read, update]'),
      );
    const recorded = ['W011 ROLE_SUPPORT.USERS'];
    expect((await warningsAfter(narrowUsers, recorded)).filter((w) => w.code === 'W011')).toEqual(
      [],
    );
    expect(
      (await warningsAfter(both, recorded)).filter((w) => w.code === 'W011').map((w) => w.what),
    ).toEqual(['W011 ROLE_MODERATOR.MISSIONS.MODERATION']);
  });
});
