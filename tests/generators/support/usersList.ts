import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { loadSchema } from '../../../generators/load';
import type { Problem } from '../../../generators/problems';
import { registeredComponents } from '../../../generators/registry';
import { resolve } from '../../../generators/resolve';
import type { PageDef } from '../../../src/model/types';

export type ListPage = Extract<PageDef, { kind: 'list' }>;

const fixture = join(__dirname, '..', 'fixtures', 'valid-minimal', 'schema');
const registryFile = join(__dirname, '..', '..', '..', 'src', 'app', 'pageRegistry.ts');

/**
 * The minimal fixture generated with its Users list page replaced by `list` (the YAML under
 * `page:`): the problems and the page as the generator resolves it. Copies are removed after
 * each test of the file that calls this.
 */
export function usersListGenerator(): (list: string) => {
  problems: readonly Problem[];
  page: ListPage | undefined;
} {
  const temps: string[] = [];
  afterEach(() => {
    for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  return (list) => {
    const dir = mkdtempSync(join(tmpdir(), 'console-users-list-'));
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
  };
}
