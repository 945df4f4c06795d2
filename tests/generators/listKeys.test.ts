// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSchema } from '../../generators/load';
import { registeredComponents } from '../../generators/registry';
import { resolve } from '../../generators/resolve';
import type { PageDef } from '../../src/model/types';

/**
 * The list keys of the schema language (perPage, perPageOptions, sort, filterDefaults, choicesFrom,
 * column link, role and enum columns) and the defaults the generator fills in, over the minimal
 * fixture with the Users list rewritten per case.
 */
const fixture = join(__dirname, 'fixtures', 'valid-minimal', 'schema');
const registryFile = join(__dirname, '..', '..', 'src', 'app', 'pageRegistry.ts');
const temps: string[] = [];
afterEach(() => {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
});

type ListPage = Extract<PageDef, { kind: 'list' }>;

/** Generates the fixture with `list` (YAML lines under `page:`) as the Users page. */
function usersList(list: string): ListPage {
  const dir = mkdtempSync(join(tmpdir(), 'console-lists-'));
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
  if (!('files' in loaded)) throw new Error(JSON.stringify(loaded.problems));
  const { model, problems } = resolve(loaded, registeredComponents(registryFile));
  expect(problems).toEqual([]);
  return model!.pages.find((p) => p.id === 'Users')!.def as ListPage;
}

const BASE = `
kind: list
resource: users
columns:
  - { field: id, label: ID }
  - { field: createdAt, label: Created, type: datetime }`;

describe('list keys', () => {
  it('defaults: 10 rows, the spec page sizes, newest first, CSV export on', () => {
    const page = usersList(BASE);
    expect(page.perPage).toBe(10);
    expect(page.perPageOptions).toEqual([10, 25, 50, 100]);
    expect(page.sort).toEqual({ field: 'createdAt', order: 'DESC' });
    expect(page.exportCsv).toBe(true);
    expect(page.filterDefaults).toBeUndefined();
  });

  it('no default sort when the list has no sortable creation date', () => {
    expect(
      usersList('kind: list\nresource: users\ncolumns:\n  - { field: id, label: ID }').sort,
    ).toBeUndefined();
    expect(
      usersList(
        'kind: list\nresource: users\ncolumns:\n  - { field: createdAt, label: Created, sortable: false }',
      ).sort,
    ).toBeUndefined();
  });

  it('takes page size, options, sort, filter defaults and exportCsv: false from the YAML', () => {
    const page = usersList(`${BASE}
filters:
  - { field: status, label: Status, kind: select, choicesFrom: processingStatuses }
perPage: 50
perPageOptions: [20, 50]
sort: { field: id, order: ASC }
filterDefaults: { status: PENDING }
exportCsv: false`);
    expect(page).toMatchObject({
      perPage: 50,
      perPageOptions: [20, 50],
      sort: { field: 'id', order: 'ASC' },
      filterDefaults: { status: 'PENDING' },
      exportCsv: false,
    });
  });

  it.each([
    ['roles', ['ROLE_ADMIN', 'ROLE_SUPPORT', 'ROLE_MODERATOR']],
    ['invitableRoles', ['ROLE_ADMIN', 'ROLE_SUPPORT']],
    ['processingStatuses', ['PENDING', 'SUCCESS', 'FAILED', 'APPROVED', 'DECLINED']],
  ])('choicesFrom: %s lists the schema values with their labels', (from, values) => {
    const page = usersList(`${BASE}
filters:
  - { field: kind, label: Kind, kind: select, choicesFrom: ${from} }`);
    const choices = page.filters[0]!.choices!;
    expect(choices.map((c) => c.value)).toEqual(values);
    for (const c of choices)
      expect(c.label).toBe(
        from === 'processingStatuses' ? `renderers.status.${c.value}` : `roles.${c.value}`,
      );
  });

  it('an enum column keeps its choices as message keys; a link names its route and field', () => {
    const page = usersList(`kind: list
resource: users
columns:
  - field: status
    label: Status
    type: enum
    choices:
      - { value: ACTIVE, label: Active }
      - { value: BLOCKED, label: Blocked }
  - { field: referrer, label: Referrer, link: UserData, linkField: referrerId }
  - { field: role, label: Role, type: role }`);
    expect(page.columns).toEqual([
      {
        field: 'status',
        label: 'fields.users.status',
        type: 'enum',
        sortable: true,
        choices: [
          { value: 'ACTIVE', label: 'choices.users.status.ACTIVE' },
          { value: 'BLOCKED', label: 'choices.users.status.BLOCKED' },
        ],
      },
      {
        field: 'referrer',
        label: 'fields.users.referrer',
        type: 'text',
        sortable: true,
        link: 'UserData',
        linkField: 'referrerId',
      },
      { field: 'role', label: 'fields.users.role', type: 'role', sortable: true },
    ]);
  });
});
