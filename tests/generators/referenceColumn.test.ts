// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSchema } from '../../generators/load';
import { registeredComponents } from '../../generators/registry';
import { resolve } from '../../generators/resolve';
import type { PageDef } from '../../src/model/types';

/** The column key `reference:` over the minimal fixture, its Users list rewritten per case. */
const fixture = join(__dirname, 'fixtures', 'valid-minimal', 'schema');
const registryFile = join(__dirname, '..', '..', 'src', 'app', 'pageRegistry.ts');
const temps: string[] = [];
afterEach(() => {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
});

type ListPage = Extract<PageDef, { kind: 'list' }>;

function generate(columns: string) {
  const dir = mkdtempSync(join(tmpdir(), 'console-reference-'));
  temps.push(dir);
  cpSync(fixture, join(dir, 'schema'), { recursive: true });
  const file = join(dir, 'schema', 'sections', 'users.yaml');
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('    page:\n      kind: list');
  const end = text.indexOf('  - name: UserData');
  const body = `kind: list\nresource: users\ncolumns:\n${columns.trim()}`
    .split('\n')
    .map((l) => `      ${l}`)
    .join('\n');
  writeFileSync(file, `${text.slice(0, start)}    page:\n${body}\n${text.slice(end)}`);
  const loaded = loadSchema(join(dir, 'schema'));
  if (!('files' in loaded)) return { problems: loaded.problems, page: undefined };
  const { model, problems } = resolve(loaded, registeredComponents(registryFile));
  const page = model?.pages.find((p) => p.id === 'Users')?.def as ListPage | undefined;
  return { problems, page };
}

describe('reference columns', () => {
  it('carries the referenced resource and the field to show into the generated column', () => {
    const { problems, page } = generate(
      '  - { field: id, label: ID, link: UserData, reference: { resource: users, show: login } }',
    );
    expect(problems).toEqual([]);
    expect(page?.columns[0]?.reference).toEqual({ resource: 'users', show: 'login' });
    expect(page?.columns[0]?.link).toBe('UserData');
  });

  it('reports an unknown resource with the known ones as a hint', () => {
    const { problems } = generate(
      '  - { field: id, label: ID, reference: { resource: usres, show: login } }',
    );
    expect(problems.map((p) => p.code)).toContain('E013');
    expect(problems.map((p) => p.message).join('\n')).toContain("'usres'");
  });

  it('requires the field to show', () => {
    const { problems } = generate('  - { field: id, label: ID, reference: { resource: users } }');
    expect(problems.map((p) => p.code)).toContain('S003');
  });
});
