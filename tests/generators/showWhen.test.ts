// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSchema } from '../../generators/load';
import { registeredComponents } from '../../generators/registry';
import { resolve } from '../../generators/resolve';
import type { PageDef } from '../../src/model/types';

/** A column's `showWhen:`, over the minimal fixture with User Data's fields rewritten. */
const fixture = join(__dirname, 'fixtures', 'valid-minimal', 'schema');
const registryFile = join(__dirname, '..', '..', 'src', 'app', 'pageRegistry.ts');
const temps: string[] = [];
afterEach(() => {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
});

type ShowPage = Extract<PageDef, { kind: 'show' }>;

function generate(fields: string) {
  const dir = mkdtempSync(join(tmpdir(), 'console-show-when-'));
  temps.push(dir);
  cpSync(fixture, join(dir, 'schema'), { recursive: true });
  const file = join(dir, 'schema', 'sections', 'users.yaml');
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('      fields:\n', text.indexOf('  - name: UserData'));
  const rest = text.slice(start + '      fields:\n'.length);
  const end = rest.search(/^ {0,6}\S/m);
  const body = fields
    .trim()
    .split('\n')
    .map((l) => `        ${l}`)
    .join('\n');
  writeFileSync(
    file,
    `${text.slice(0, start)}      fields:\n${body}\n${end < 0 ? '' : rest.slice(end)}`,
  );
  const loaded = loadSchema(join(dir, 'schema'));
  if (!('files' in loaded)) return { problems: loaded.problems, page: undefined };
  const { model, problems } = resolve(loaded, registeredComponents(registryFile));
  const page = model?.pages.find((p) => p.id === 'UserData')?.def as ShowPage | undefined;
  return { problems, page };
}

const STATUS = `- { field: status, label: Status, type: status }`;

describe('a column’s showWhen', () => {
  it('carries a value, or a list of values, of another column onto the page', () => {
    const { problems, page } = generate(`${STATUS}
- { field: reason, label: Why, showWhen: { status: FAILED } }
- { field: doneAt, label: Done, type: datetime, showWhen: { status: [SUCCESS, FAILED] } }`);
    expect(problems).toEqual([]);
    expect(page?.fields.find((f) => f.field === 'reason')?.showWhen).toEqual({ status: 'FAILED' });
    expect(page?.fields.find((f) => f.field === 'doneAt')?.showWhen).toEqual({
      status: ['SUCCESS', 'FAILED'],
    });
    expect(page?.fields.find((f) => f.field === 'status')?.showWhen).toBeUndefined();
  });

  it('a field that is not a column of the page is E043 at its key, naming the columns', () => {
    const { problems } = generate(`${STATUS}
- { field: reason, label: Why, showWhen: { stauts: FAILED } }`);
    expect(problems).toHaveLength(1);
    const text = JSON.stringify(problems[0]);
    expect(text).toMatch(/E043|showWhenField/);
    expect(text).toMatch(/stauts/);
    expect(text).toMatch(/'status'/);
  });

  it.each([
    ['an empty condition', 'showWhen: {}'],
    ['an empty list of values', 'showWhen: { status: [] }'],
    ['an object as a value', 'showWhen: { status: { is: FAILED } }'],
  ])('%s is refused by the schema', (_what, yaml) => {
    expect(
      generate(`${STATUS}\n- { field: reason, label: Why, ${yaml} }`).problems.length,
    ).toBeGreaterThan(0);
  });
});
