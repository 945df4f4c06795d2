// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSchema } from '../../generators/load';
import { registeredComponents } from '../../generators/registry';
import { resolve } from '../../generators/resolve';
import type { PageDef } from '../../src/model/types';

/** A list's `mobile:` key (issue 28), over the minimal fixture with the Users list rewritten. */
const fixture = join(__dirname, 'fixtures', 'valid-minimal', 'schema');
const registryFile = join(__dirname, '..', '..', 'src', 'app', 'pageRegistry.ts');
const temps: string[] = [];
afterEach(() => {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
});

type ListPage = Extract<PageDef, { kind: 'list' }>;

function generate(list: string) {
  const dir = mkdtempSync(join(tmpdir(), 'console-mobile-'));
  temps.push(dir);
  cpSync(fixture, join(dir, 'schema'), { recursive: true });
  const file = join(dir, 'schema', 'sections', 'users.yaml');
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('    page:\n      kind: list');
  const end = text.indexOf('  - name: UserData');
  const body = list
    .trim()
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

const BASE = `
kind: list
resource: users
columns:
  - { field: id, label: ID }
  - { field: login, label: Login, type: email }
  - { field: createdAt, label: Created, type: datetime }`;

describe('a list’s mobile texts', () => {
  it('absent: the page carries none (the renderer picks its defaults)', () => {
    const { problems, page } = generate(BASE);
    expect(problems).toEqual([]);
    expect(page?.mobile).toBeUndefined();
  });

  it('declared: the columns named for each text', () => {
    const { problems, page } = generate(
      `${BASE}\nmobile: { primary: login, secondary: id, tertiary: createdAt }`,
    );
    expect(problems).toEqual([]);
    expect(page?.mobile).toEqual({ primary: 'login', secondary: 'id', tertiary: 'createdAt' });
  });

  it('a field that is not a column of the list is a problem at its key, with a guess', () => {
    const { problems } = generate(`${BASE}\nmobile: { primary: logn }`);
    expect(problems).toHaveLength(1);
    expect(JSON.stringify(problems[0])).toMatch(/mobile/);
    expect(JSON.stringify(problems[0])).toMatch(/login/);
  });

  it.each([
    ['no primary', 'mobile: { secondary: login }'],
    ['an unknown key', 'mobile: { primary: login, quaternary: id }'],
  ])('%s is refused by the schema', (_what, yaml) => {
    expect(generate(`${BASE}\n${yaml}`).problems.length).toBeGreaterThan(0);
  });
});
