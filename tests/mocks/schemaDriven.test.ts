// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../src/generated/endpoints';
import { ROLES } from '../../src/generated/roles';
import { fallback } from '../../src/mocks/handlers/http';
import { mintToken } from '../../src/mocks/jwt';
import { seedDb } from '../../src/mocks/seed';
import { BASE, call, NOVA, PIXEL, tokenFor, withMockApi } from './support';

const INVITABLE = ROLES.filter((r) => r.invitable).map((r) => r.code as string);
const NOT_INVITABLE = ROLES.filter((r) => !r.invitable).map((r) => r.code as string);

describe('the mock follows schema/roles.yaml for invitations (issue 13)', () => {
  withMockApi();

  it.each(INVITABLE)('invites a member as %s', async (role) => {
    const token = await tokenFor('ROLE_ADMIN');
    const result = await call(`/operator/${NOVA}/members/invite`, {
      method: 'POST',
      token,
      body: { email: `new.${role.toLowerCase()}@example.com`, role },
    });
    expect(result.status).toBeLessThan(300);
  });

  it.each(NOT_INVITABLE)('refuses %s, naming exactly the invitable roles', async (role) => {
    const token = await tokenFor('ROLE_ADMIN');
    const result = await call(`/operator/${NOVA}/members/invite`, {
      method: 'POST',
      token,
      body: { email: 'someone@example.com', role },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      errors: { role: `Role must be one of ${INVITABLE.join(', ')}` },
    });
  });
});

/**
 * With no handler in front of it, every list endpoint of the schema stands for one the mock does
 * not model (a list page a product person just added in YAML).
 */
describe('a list endpoint the mock does not model (issue 13)', () => {
  const NOW = Date.now();
  const server = setupServer(
    fallback({ db: seedDb(), baseUrl: BASE, now: () => NOW, onChange: () => undefined }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  afterEach(() => vi.restoreAllMocks());

  const token = (role = 'ROLE_ADMIN', operator: string | null = NOVA) =>
    mintToken({ role, id_operator: operator, sub: 'someone@example.com' }, NOW);
  const lists = Object.values(ENDPOINTS)
    .filter((e) => 'list' in e && e.list && e.path.includes('{operatorId}'))
    .map((e) => [e.name, e.path] as const);

  it.each(lists)(
    '%s answers an empty list with a Content-Range of 0 and a console note',
    async (name, path) => {
      const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
      const concrete = path
        .replace('{operatorId}', NOVA)
        .replace(/\{[^}]+\}/g, '7')
        .replace(/^\/api\/v1/, '');
      const result = await call(concrete, { token: token() });
      expect(result.status).toBe(200);
      expect(result.body).toEqual([]);
      expect(result.headers.get('Content-Range')).toMatch(/^\S+ \*\/0$/);
      expect(info).toHaveBeenCalledWith(expect.stringContaining(name));
    },
  );

  it('keeps the token and operator checks', async () => {
    expect((await call(`/operator/${NOVA}/users`)).status).toBe(401);
    expect((await call(`/operator/${PIXEL}/users`, { token: token() })).status).toBe(403);
    expect(
      (await call(`/operator/${NOVA}/users`, { token: token('ROLE_RESET_PASSWORD') })).status,
    ).toBe(403);
  });

  it('names the resource that lists through the endpoint', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const result = await call(`/operator/${NOVA}/missions/moderation`, { token: token() });
    expect(result.headers.get('Content-Range')).toBe('missionModeration */0');
  });

  it('still answers 404 for what the schema does not declare, and for other methods', async () => {
    const unknown = await call(`/operator/${NOVA}/no-such-list`, { token: token() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: expect.stringMatching(/^No such endpoint/) });
    const post = await call(`/operator/${NOVA}/users`, {
      method: 'POST',
      token: token(),
      body: {},
    });
    expect(post.status).toBe(404);
  });
});
