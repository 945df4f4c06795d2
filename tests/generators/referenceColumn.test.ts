// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { usersListGenerator } from './support/usersList';

/** The column key `reference:` over the minimal fixture, its Users list rewritten per case. */
const usersList = usersListGenerator();
const generate = (columns: string) =>
  usersList(`kind: list\nresource: users\ncolumns:\n${columns.trim()}`);

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
