// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { usersListGenerator } from './support/usersList';

/** A list's `mobile:` key, over the minimal fixture with the Users list rewritten. */
const generate = usersListGenerator();

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

  it('declared details: the columns named, in their order', () => {
    const { problems, page } = generate(
      `${BASE}\nmobile: { primary: login, details: [createdAt, id] }`,
    );
    expect(problems).toEqual([]);
    expect(page?.mobile).toEqual({ primary: 'login', details: ['createdAt', 'id'] });
  });

  it('a detail that is not a column of the list is a problem at its place, with a guess', () => {
    const { problems } = generate(`${BASE}\nmobile: { primary: login, details: [id, logn] }`);
    expect(problems).toHaveLength(1);
    expect(JSON.stringify(problems[0])).toMatch(/details/);
    expect(JSON.stringify(problems[0])).toMatch(/login/);
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
    ['a detail named twice', 'mobile: { primary: login, details: [id, id] }'],
  ])('%s is refused by the schema', (_what, yaml) => {
    expect(generate(`${BASE}\n${yaml}`).problems.length).toBeGreaterThan(0);
  });
});
