import { describe, expect, it } from 'vitest';
import { grantedBySchema } from '../../src/mocks/schemaAccess';

const op = '/api/v1/operator/op-1';

// §6 resource permissions, asked the way the API is called.
describe("the mock grants a call by the schema's §6 permissions on the endpoint's section", () => {
  it.each([
    ['ROLE_MODERATOR', 'GET', `${op}/missions/moderation`, true],
    ['ROLE_MODERATOR', 'GET', `${op}/rewards/moderation`, true],
    ['ROLE_MODERATOR', 'GET', `${op}/users`, false],
    ['ROLE_MODERATOR', 'GET', `${op}/requests`, false],
    ['ROLE_MODERATOR', 'PATCH', `${op}/requests/r-1`, false],
    ['ROLE_MARKETING', 'GET', `${op}/users`, true],
    ['ROLE_SUPPORT', 'GET', `${op}/requests`, true],
    ['ROLE_ADMIN', 'PATCH', `${op}/requests/r-1`, true],
    ['ROLE_RESET_PASSWORD', 'GET', `${op}/users`, false],
    ['ROLE_NOBODY', 'GET', `${op}/users`, false],
  ] as const)('%s %s %s → %s', (role, method, path, granted) => {
    expect(grantedBySchema(role, method, path)).toBe(granted);
  });

  it('grants nothing for a path no endpoint of the schema has, nor an unknown method', () => {
    expect(grantedBySchema('ROLE_ADMIN', 'GET', `${op}/no-such-thing`)).toBe(false);
    expect(grantedBySchema('ROLE_ADMIN', 'TRACE', `${op}/users`)).toBe(false);
  });
});
