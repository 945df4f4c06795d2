// @vitest-environment node
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generate } from '../../generators/generate';
import { formatProblem } from '../../generators/problems';
import { validatorSchemaMatches } from '../../generators/validator-schema';

const root = join(__dirname, '..', '..');
const fixtures = join(__dirname, 'fixtures');
const registryFile = join(root, 'src', 'app', 'pageRegistry.ts');
const temps: string[] = [];

/** A scratch copy of the valid fixture, optionally with a broken fixture's files laid over it. */
function scratch(overlay?: string): { schemaDir: string; outDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'console-gen-'));
  temps.push(dir);
  cpSync(join(fixtures, 'valid-minimal', 'schema'), join(dir, 'schema'), { recursive: true });
  if (overlay && existsSync(join(fixtures, overlay, 'schema')))
    cpSync(join(fixtures, overlay, 'schema'), join(dir, 'schema'), { recursive: true });
  // A fixture about a missing file lists the files to take away in removed.txt.
  const removed = overlay ? join(fixtures, overlay, 'removed.txt') : undefined;
  if (removed && existsSync(removed))
    for (const rel of readFileSync(removed, 'utf8').split('\n').filter(Boolean))
      rmSync(join(dir, 'schema', rel));
  return { schemaDir: join(dir, 'schema'), outDir: join(dir, 'out') };
}

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

afterEach(() => {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('valid schema', () => {
  it('generates the reviewed output of the minimal fixture', async () => {
    const { schemaDir, outDir } = scratch();
    const result = await generate({ schemaDir, outDir, registryFile });
    expect(result.problems).toEqual([]);
    expect([...result.written].sort()).toEqual([...result.files.keys()].sort());
    for (const [path, text] of result.files) {
      expect(readFileSync(join(outDir, path), 'utf8')).toBe(text);
      await expect(text).toMatchFileSnapshot(
        join(fixtures, 'valid-minimal', 'expected', `${path}.snap`),
      );
    }
  });

  it('writes nothing on a second run, and check mode reports a hand edit and a leftover file without touching them', async () => {
    const { schemaDir, outDir } = scratch();
    await generate({ schemaDir, outDir, registryFile });
    expect((await generate({ schemaDir, outDir, registryFile })).written).toEqual([]);

    writeFileSync(join(outDir, 'routes.ts'), '// edited by hand\n');
    writeFileSync(join(outDir, 'Old.ts'), 'export {};\n');
    const checked = await generate({ schemaDir, outDir, registryFile, check: true });
    expect(checked.stale).toEqual(['Old.ts', 'routes.ts']);
    expect(checked.written).toEqual([]);
    expect(readFileSync(join(outDir, 'routes.ts'), 'utf8')).toBe('// edited by hand\n');

    const fixed = await generate({ schemaDir, outDir, registryFile });
    expect(fixed.written).toEqual(['routes.ts']);
    expect(existsSync(join(outDir, 'Old.ts'))).toBe(false);
  });

  it('starts every generated file with the static header', async () => {
    const { schemaDir, outDir } = scratch();
    const { files } = await generate({ schemaDir, outDir, registryFile, check: true });
    for (const text of files.values()) {
      expect(text.split('\n')[0]).toBe(
        '// generated from schema/ — do not edit; run `npm run generate`',
      );
    }
  });
});

describe('editing YAML changes the generated console', () => {
  it('a route role list edited in a section file changes the generated route', async () => {
    const { schemaDir, outDir } = scratch();
    await generate({ schemaDir, outDir, registryFile });
    expect(readFileSync(join(outDir, 'routes.ts'), 'utf8')).toMatch(
      /path: '\/users',[^}]*roles: \['ROLE_ADMIN', 'ROLE_SUPPORT'\]/,
    );

    edit(
      join(schemaDir, 'sections', 'users.yaml'),
      'roles: [staff]\n    section: USERS\n    page:\n      kind: list',
      'roles: [staff, ROLE_MODERATOR]\n    section: USERS\n    page:\n      kind: list',
    );
    const result = await generate({ schemaDir, outDir, registryFile });
    expect(result.written).toContain('routes.ts');
    expect(readFileSync(join(outDir, 'routes.ts'), 'utf8')).toMatch(
      /path: '\/users',[^}]*roles: \['ROLE_ADMIN', 'ROLE_SUPPORT', 'ROLE_MODERATOR'\]/,
    );
  });

  it('a menu order edited in menus.yaml changes the generated menu order', async () => {
    const { schemaDir, outDir } = scratch();
    const routeOrder = (): string[] => {
      const menus = readFileSync(join(outDir, 'menus.ts'), 'utf8');
      const sidebar = menus.slice(0, menus.indexOf('adminSidebar'));
      return [...sidebar.matchAll(/route: '(\w+)'/g)].map((m) => m[1] ?? '');
    };
    await generate({ schemaDir, outDir, registryFile });
    expect(routeOrder()).toEqual(['Users', 'Missions', 'Settings']);

    edit(
      join(schemaDir, 'menus.yaml'),
      '          - { route: Users, icon: People }\n          - { route: Missions, icon: Flag, gate: { featureGroup: MISSIONS } }\n',
      '          - { route: Missions, icon: Flag, gate: { featureGroup: MISSIONS } }\n          - { route: Users, icon: People }\n',
    );
    const result = await generate({ schemaDir, outDir, registryFile });
    expect(result.written).toContain('menus.ts');
    expect(result.written).not.toContain('routes.ts');
    expect(routeOrder()).toEqual(['Missions', 'Users', 'Settings']);
  });
});

describe('broken schemas', () => {
  const cases = readdirSync(fixtures)
    .filter((n) => n.startsWith('broken-'))
    .sort();

  it('has at least 20 broken fixtures', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  it.each(cases)('%s reports exactly its expected problems and writes nothing', async (name) => {
    const { schemaDir, outDir } = scratch(name);
    const result = await generate({ schemaDir, outDir, registryFile });
    const expected = readFileSync(join(fixtures, name, 'expected.txt'), 'utf8')
      .trim()
      .split('\n');
    expect(result.problems.map(formatProblem)).toEqual(expected);
    expect(result.written).toEqual([]);
    expect(existsSync(outDir)).toBe(false);
  });

  it('leaves existing output untouched when the schema turns broken', async () => {
    const { schemaDir, outDir } = scratch();
    await generate({ schemaDir, outDir, registryFile });
    const before = readFileSync(join(outDir, 'roles.ts'), 'utf8');
    edit(join(schemaDir, 'roles.yaml'), 'label: Support', 'label: Support team');
    edit(join(schemaDir, 'sections', 'users.yaml'), 'back: Users', 'back: Nowhere');
    const result = await generate({ schemaDir, outDir, registryFile });
    expect(result.problems).toHaveLength(1);
    expect(readFileSync(join(outDir, 'roles.ts'), 'utf8')).toBe(before);
  });
});

// Departures from the spec's defaults (generators/spec): warnings that never stop generation.
describe('spec-default warnings', () => {
  it('the minimal fixture has none: its departures are recorded in its departures.yaml', async () => {
    const { schemaDir, outDir } = scratch();
    const result = await generate({ schemaDir, outDir, registryFile, check: true });
    expect(result.warnings.map(formatProblem)).toEqual([]);
    rmSync(join(schemaDir, 'departures.yaml'));
    const unrecorded = await generate({ schemaDir, outDir, registryFile, check: true });
    expect(unrecorded.warnings.map((w) => w.what)).toEqual([
      'W010 operatorSidebar.Missions',
      'W012 adminHorizontal.Missions',
      'W011 ROLE_SUPPORT.MISSIONS',
      'W011 ROLE_SUPPORT.USERS',
      'W011 ROLE_MODERATOR.MISSIONS.MODERATION',
      'W003 Settings',
    ]);
  });

  const cases = readdirSync(fixtures)
    .filter((n) => n.startsWith('warn-'))
    .sort();
  it.each(cases)('%s warns exactly its expected lines and still writes', async (name) => {
    const { schemaDir, outDir } = scratch(name);
    const result = await generate({ schemaDir, outDir, registryFile });
    const expected = readFileSync(join(fixtures, name, 'expected.txt'), 'utf8')
      .trim()
      .split('\n');
    expect(result.problems).toEqual([]);
    expect(result.warnings.map(formatProblem)).toEqual(expected);
    expect(result.written).not.toEqual([]);
  });

  it('a departures.yaml entry without a reason is a shape problem', async () => {
    const { schemaDir, outDir } = scratch();
    writeFileSync(join(schemaDir, 'departures.yaml'), 'departures:\n  - what: W003 Settings\n');
    const result = await generate({ schemaDir, outDir, registryFile, check: true });
    expect(result.problems.map((p) => [p.code, p.path])).toEqual([['S003', 'departures[0]']]);
  });
});

describe('the repository schema', () => {
  it('generates with no problems and matches the committed src/generated', async () => {
    const result = await generate({
      schemaDir: join(root, 'schema'),
      outDir: join(root, 'src', 'generated'),
      check: true,
    });
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.stale).toEqual([]);
  });

  it('keeps the editor copy of the validator JSON Schema in step with the catalogue', () => {
    expect(
      validatorSchemaMatches(
        readFileSync(join(root, 'generators', 'schema', 'validator.schema.json'), 'utf8'),
      ),
    ).toBe(true);
  });
});
