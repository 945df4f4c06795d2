// @vitest-environment node
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_REPORT_FILE } from '../../generators/accessReport';
import { generate } from '../../generators/generate';

const root = join(__dirname, '..', '..');
const registryFile = join(root, 'src', 'app', 'pageRegistry.ts');
const work = mkdtempSync(join(tmpdir(), 'access-report-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The report of the minimal fixture, after `edit` changed its copy. */
async function reportOf(name: string, edit: (dir: string) => void = () => {}): Promise<string> {
  const dir = join(work, name);
  cpSync(join(__dirname, 'fixtures', 'valid-minimal', 'schema'), dir, { recursive: true });
  edit(dir);
  const result = await generate({
    schemaDir: dir,
    outDir: join(work, `${name}-out`),
    registryFile,
    check: true,
  });
  expect(result.problems).toEqual([]);
  return result.accessReport ?? '';
}

/** One role's part of the report. */
function part(report: string, code: string): string {
  const start = report.indexOf(`(\`${code}\`)`);
  expect(start).toBeGreaterThan(-1);
  const next = report.indexOf('\n## ', start);
  return report.slice(start, next < 0 ? undefined : next);
}

describe('the access review (docs/access.md)', () => {
  it('is committed as `npm run generate` writes it from schema/', async () => {
    const result = await generate({
      schemaDir: join(root, 'schema'),
      outDir: join(root, 'src', 'generated'),
      check: true,
    });
    expect(result.accessReport).toBe(readFileSync(join(root, ACCESS_REPORT_FILE), 'utf8'));
  });

  it('lists per role its home, menu, the pages it may open and what it may do', async () => {
    const moderator = part(await reportOf('plain'), 'ROLE_MODERATOR');
    expect(moderator).toContain('- Home: Missions (else Login)');
    expect(moderator).toMatch(/- Missions \(Missions\) `\/missions`/);
    expect(moderator).not.toContain('`/users`');
    expect(moderator).toContain('- MISSIONS.MODERATION: create, read, update');
  });

  // A role put in a role group gets only what its grants let it read, and the review says so.
  it('shows a read-only role added to a group opening only the pages it may read', async () => {
    const report = await reportOf('viewer', (dir) => {
      const roles = join(dir, 'roles.yaml');
      writeFileSync(
        roles,
        readFileSync(roles, 'utf8').replace(
          'staff: [ROLE_ADMIN, ROLE_SUPPORT]',
          'staff: [ROLE_ADMIN, ROLE_SUPPORT, ROLE_VIEWER]',
        ),
      );
      appendFileSync(
        roles,
        '  - code: ROLE_VIEWER\n    label: Viewer\n    home:\n      - { route: Users }\n    invitable: true\n',
      );
      appendFileSync(
        join(dir, 'permissions.yaml'),
        '  ROLE_VIEWER:\n    - sections: [USERS, MISSIONS]\n      actions: [read]\n',
      );
    });
    const viewer = part(report, 'ROLE_VIEWER');
    expect(viewer).toMatch(/- Users \(Users\) `\/users`/);
    // Missions is a create page: reading the section is not enough (react-admin asks for create).
    expect(viewer).not.toContain('`/missions`');
    expect(viewer).toContain('- USERS: read');
    expect(viewer).toContain('Page actions: none');
  });
});
