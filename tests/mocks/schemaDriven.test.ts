// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, RESOURCES } from '../../src/generated/endpoints';
import { PAGES } from '../../src/generated/pages';
import type { ColumnDef, ResourceDef } from '../../src/model/types';
import { ROLES } from '../../src/generated/roles';
import { fallback } from '../../src/mocks/handlers/http';
import { mintToken } from '../../src/mocks/jwt';
import { seedDb } from '../../src/mocks/seed';
import { BASE, call, NOVA, PIXEL, tokenFor, withMockApi } from './support';

/** The resource whose `list:` is the endpoint. */
const resourceListingThrough = (endpoint: string): string | undefined =>
  (Object.values(RESOURCES) as ResourceDef[]).find((r) => r.list === endpoint)?.name;

/** The columns of every list page of a resource, wherever the page sits (tabs, related lists). */
function columnsOf(resource: string): ColumnDef[] {
  const found = new Map<string, ColumnDef>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const page = node as { kind?: unknown; resource?: unknown; columns?: ColumnDef[] };
    if (page.kind === 'list' && page.resource === resource)
      for (const c of page.columns ?? []) if (c.field !== 'id') found.set(c.field, c);
    Object.values(node).forEach(visit);
  };
  visit(PAGES);
  return [...found.values()];
}

const valueAt = (row: Record<string, unknown>, field: string): unknown =>
  field
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      row,
    );

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
    "%s answers rows made from its list pages' columns, with a Content-Range and a console note",
    async (name, path) => {
      const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
      const concrete = path
        .replace('{operatorId}', NOVA)
        .replace(/\{[^}]+\}/g, '7')
        .replace(/^\/api\/v1/, '');
      const result = await call(concrete, { token: token() });
      expect(result.status).toBe(200);
      const rows = result.body as Record<string, unknown>[];
      const resource = resourceListingThrough(name);
      const columns = resource ? columnsOf(resource) : [];
      if (columns.length === 0) {
        expect(rows).toEqual([]);
        expect(result.headers.get('Content-Range')).toMatch(/^\S+ \*\/0$/);
      } else {
        expect(rows.length).toBeGreaterThan(0);
        expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
        expect(result.headers.get('Content-Range')).toBe(
          `${resource} 0-${rows.length - 1}/${rows.length}`,
        );
        for (const column of columns) {
          const values = rows.map((r) => valueAt(r, column.field));
          expect(
            values.every((v) => v !== undefined && v !== null),
            column.field,
          ).toBe(true);
          const choices = column.choices?.map((c) => c.value);
          if (choices && choices.length > 0)
            expect(
              values.every((v) => choices.includes(v as string)),
              column.field,
            ).toBe(true);
          if (column.type === 'number' || column.type === 'money')
            expect(
              values.every((v) => typeof v === 'number'),
              column.field,
            ).toBe(true);
        }
      }
      expect(info).toHaveBeenCalledWith(expect.stringContaining(name));
    },
  );

  it('pages, sorts and filters the rows it makes as any list', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const listed = lists.find(([name]) => {
      const resource = resourceListingThrough(name);
      return resource ? columnsOf(resource).length > 0 : false;
    });
    if (!listed) return;
    const [name, path] = listed;
    const concrete = path.replace('{operatorId}', NOVA).replace(/^\/api\/v1/, '');
    const all = (await call(concrete, { token: token() })).body as { id: string }[];
    const page = await call(`${concrete}?range=${encodeURIComponent('[0,4]')}`, { token: token() });
    expect((page.body as unknown[]).length).toBe(Math.min(5, all.length));
    expect(page.headers.get('Content-Range')).toBe(
      `${resourceListingThrough(name)} 0-${Math.min(5, all.length) - 1}/${all.length}`,
    );
    const sorted = await call(`${concrete}?sort=${encodeURIComponent('["id","DESC"]')}`, {
      token: token(),
    });
    expect((sorted.body as { id: string }[]).map((r) => r.id)).toEqual(
      [...all].map((r) => r.id).sort((a, b) => b.localeCompare(a, 'en', { numeric: true })),
    );
    const one = await call(
      `${concrete}?filter=${encodeURIComponent(JSON.stringify({ id: all[0]!.id }))}`,
      { token: token() },
    );
    expect((one.body as { id: string }[]).map((r) => r.id)).toEqual([all[0]!.id]);
  });

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
    expect(result.headers.get('Content-Range')).toMatch(/^missionModeration /);
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
