// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { usersListGenerator, type ListPage } from './support/usersList';

/**
 * The list keys of the schema language (perPage, perPageOptions, sort, filterDefaults, choicesFrom,
 * column link, role and enum columns) and the defaults the generator fills in, over the minimal
 * fixture with the Users list rewritten per case.
 */
const generate = usersListGenerator();

/** The Users page generated from `list`, which must be valid. */
function usersList(list: string): ListPage {
  const { problems, page } = generate(list);
  expect(problems).toEqual([]);
  return page!;
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
