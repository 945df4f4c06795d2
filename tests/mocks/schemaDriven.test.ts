// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, RESOURCES } from '../../src/generated/endpoints';
import { PAGES } from '../../src/generated/pages';
import { canAccess } from '../../src/access';
import type {
  ColumnDef,
  EndpointDef,
  FieldDef,
  PageDef,
  ResourceDef,
  RouteDef,
} from '../../src/model/types';
import { ROLES } from '../../src/generated/roles';
import { ROUTES } from '../../src/generated/routes';
import { fallback } from '../../src/mocks/handlers/http';
import { mintToken } from '../../src/mocks/jwt';
import { seedDb } from '../../src/mocks/seed';
import { BASE, call, NOVA, PIXEL, tokenFor, withMockApi } from './support';

/** The resource whose `list:` is the endpoint. */
const resourceListingThrough = (endpoint: string): string | undefined =>
  (Object.values(RESOURCES) as ResourceDef[]).find((r) => r.list === endpoint)?.name;

/** Every page definition, those inside tabs included. */
const ALL_PAGES: PageDef[] = (() => {
  const found: PageDef[] = [];
  const visit = (page: PageDef): void => {
    found.push(page);
    if (page.kind === 'tabs') for (const tab of page.tabs) visit(tab.page);
  };
  for (const page of Object.values(PAGES) as PageDef[]) visit(page);
  return found;
})();

/** The columns of every list of a resource: list pages and show pages' related lists. */
function columnsOf(resource: string): ColumnDef[] {
  const found = new Map<string, ColumnDef>();
  for (const page of ALL_PAGES) {
    const lists =
      page.kind === 'list' && page.resource === resource
        ? [page.columns]
        : page.kind === 'show'
          ? (page.related ?? []).filter((r) => r.resource === resource).map((r) => r.columns)
          : [];
    for (const columns of lists)
      for (const c of columns) if (c.field !== 'id') found.set(c.field, c);
  }
  return [...found.values()];
}

const valueAt = (row: unknown, field: string): unknown =>
  field
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      row,
    );

/** Whether a value is one a column of that display type can show (not missing, of its kind). */
function ofType(column: Pick<ColumnDef, 'type' | 'choices'>, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  switch (column.type) {
    case 'number':
    case 'money':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
    case 'datetime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
    case 'chips':
    case 'rules':
      return Array.isArray(value);
    case 'email':
      return typeof value === 'string' && value.includes('@');
    case 'enum':
    case 'status':
      return column.choices
        ? column.choices.some((c) => c.value === value)
        : typeof value === 'string';
    default:
      return typeof value === 'string' || typeof value === 'number';
  }
}

/** A record matches a column's `showWhen` (every field named holds the value, or one of them). */
const shownFor = (record: unknown, column: ColumnDef) =>
  Object.entries(column.showWhen ?? {}).every(([field, want]) => {
    const value = valueAt(record, field);
    return Array.isArray(want) ? want.includes(value as never) : value === want;
  });

/** A path of the catalogue with the operator and other placeholders filled. */
const concreteOf = (path: string, operator: string, id = '7') =>
  path
    .replace('{operatorId}', operator)
    .replace(/\{[^}]+\}/g, id)
    .replace(/^\/api\/v1/, '');

const ROUTE_LIST: readonly RouteDef[] = ROUTES;
const INVITABLE = ROLES.filter((r) => r.invitable).map((r) => r.code as string);
const NOT_INVITABLE = ROLES.filter((r) => !r.invitable).map((r) => r.code as string);

describe('the mock follows schema/roles.yaml for invitations', () => {
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
 * With no handler in front of it, every endpoint of the schema stands for one the mock does not
 * model (a page a product person just added in YAML): lists, records, settings, dashboards.
 */
describe('an endpoint the mock does not model answers what its pages declare', () => {
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

  const endpoint = (name: string) => (ENDPOINTS as Readonly<Record<string, EndpointDef>>)[name]!;
  /** Super admin: every grant, any operator; a path of no operator is an admin-mode one. */
  const admin = () => token('ROLE_SUPER_ADMIN');

  /** Every field a record's show and edit pages declare: shown columns, and form fields. */
  function recordFieldsOf(resource: string): { columns: ColumnDef[]; inputs: FieldDef[] } {
    const columns = new Map<string, ColumnDef>();
    const inputs = new Map<string, FieldDef>();
    for (const page of ALL_PAGES) {
      if (!('resource' in page) || page.resource !== resource) continue;
      if (page.kind === 'show') for (const c of page.fields) columns.set(c.field, c);
      if (page.kind === 'edit') for (const c of page.readOnly) columns.set(c.field, c);
      if (page.kind === 'edit' || page.kind === 'create')
        for (const f of page.fields) inputs.set(f.field, f);
    }
    for (const c of columns.keys()) inputs.delete(c);
    return { columns: [...columns.values()], inputs: [...inputs.values()] };
  }

  const records = (Object.values(RESOURCES) as ResourceDef[]).flatMap((r) =>
    r.one && endpoint(r.one).method === 'GET' ? [[r.name, r] as const] : [],
  );

  it.each(records)(
    "the record endpoint of %s answers a record of its pages' fields, the row of its list, or a 404",
    async (_name, resource) => {
      vi.spyOn(console, 'info').mockImplementation(() => undefined);
      const listPath = resource.list ? endpoint(resource.list).path : null;
      const rows = listPath
        ? ((await call(concreteOf(listPath, NOVA), { token: admin() })).body as Record<
            string,
            unknown
          >[])
        : [];
      const id = rows[0] ? String(rows[0].id) : '7';
      const one = await call(concreteOf(endpoint(resource.one!).path, NOVA, id), {
        token: admin(),
      });
      expect(one.status).toBe(200);
      const record = one.body as Record<string, unknown>;
      expect(String(record.id)).toBe(id);
      if (rows[0]) expect(record).toMatchObject(rows[0]);
      const { columns, inputs } = recordFieldsOf(resource.name);
      for (const column of columns.filter((c) => c.field !== 'id' && shownFor(record, c)))
        expect([column.field, ofType(column, valueAt(record, column.field))]).toEqual([
          column.field,
          true,
        ]);
      for (const input of inputs)
        expect([input.field, valueAt(record, input.field) !== undefined]).toEqual([
          input.field,
          true,
        ]);
      if (rows.length > 0) {
        const missing = await call(concreteOf(endpoint(resource.one!).path, NOVA, 'no-such-id'), {
          token: admin(),
        });
        expect(missing.status).toBe(404);
      }
    },
  );

  const settingsPages = ALL_PAGES.filter(
    (p): p is Extract<PageDef, { kind: 'settings' }> => p.kind === 'settings',
  );

  /** A value the form could send for the field, other than the one it starts with. */
  function changed(field: FieldDef): unknown {
    switch (field.input) {
      case 'number':
        return 42;
      case 'boolean':
        return true;
      case 'email':
        return 'changed@example.com';
      case 'url':
        return 'https://example.org/changed';
      case 'datetime':
        return '2026-05-04T10:00:00.000Z';
      case 'select':
        return field.choices?.at(-1)?.value ?? 'CHANGED';
      case 'multiselect':
      case 'rules':
        return [];
      default:
        return `Changed ${field.field}`;
    }
  }

  it.each(settingsPages.map((p) => [p.get, p] as const))(
    "the settings endpoint %s answers its form's fields, and keeps what a save sends",
    async (_get, page) => {
      vi.spyOn(console, 'info').mockImplementation(() => undefined);
      const get = concreteOf(endpoint(page.get).path, NOVA);
      const put = concreteOf(endpoint(page.put).path, NOVA);
      const read = async () => {
        const result = await call(get, { token: admin() });
        expect(result.status).toBe(200);
        if (!page.rows) return result.body as Record<string, unknown>;
        const { key, value } = page.rows;
        return Object.fromEntries(
          (result.body as Record<string, unknown>[]).map((r) => [String(r[key]), r[value]]),
        );
      };
      const before = await read();
      for (const f of page.fields) expect([f.field, f.field in before]).toEqual([f.field, true]);
      const sent = Object.fromEntries(page.fields.map((f) => [f.field, changed(f)]));
      const body = page.rows
        ? [
            ...Object.entries(sent).map(([k, v]) => ({
              [page.rows!.key]: k,
              [page.rows!.value]: v,
            })),
            { [page.rows.key]: 'notOnTheForm', [page.rows.value]: 1 },
          ]
        : { ...sent, notOnTheForm: 'x' };
      const saved = await call(put, { method: endpoint(page.put).method, token: admin(), body });
      expect(saved.status).toBe(200);
      const after = await read();
      expect(after).toMatchObject(sent);
      expect(after).not.toHaveProperty('notOnTheForm');
    },
  );

  const dashboards = Object.entries(PAGES as Readonly<Record<string, PageDef>>).flatMap(
    ([name, page]) =>
      page.kind === 'dashboard' && page.endpoint ? [[name, page.endpoint, page] as const] : [],
  );
  const FROM = '2026-01-01';
  const DAYS = 10;

  it.each(dashboards)(
    'the dashboard %s (%s) answers a figure per card and a series per chart, for the range',
    async (_name, name, page) => {
      vi.spyOn(console, 'info').mockImplementation(() => undefined);
      const result = await call(
        `${concreteOf(endpoint(name).path, NOVA)}?from=${FROM}&to=2026-01-10`,
        {
          token: admin(),
        },
      );
      expect(result.status).toBe(200);
      const body = result.body as Record<string, unknown>;
      for (const card of page.cards.filter((c) => c.field !== undefined)) {
        const value = valueAt(body, card.field!);
        expect([card.field, typeof value === 'number' && Number.isFinite(value)]).toEqual([
          card.field,
          true,
        ]);
        if (card.format === 'percent') expect(value).toBeLessThanOrEqual(100);
      }
      for (const chart of page.charts) {
        const points = valueAt(body, chart.field) as Record<string, unknown>[];
        expect(Array.isArray(points), chart.field).toBe(true);
        expect(points.length, chart.field).toBeGreaterThan(0);
        for (const point of points) expect(typeof point[chart.y], chart.field).toBe('number');
        if (/date|day/i.test(chart.x)) {
          expect(points).toHaveLength(DAYS);
          expect(points[0]![chart.x]).toBe(FROM);
        }
      }
    },
  );

  /** Each dashboard route's page, with the permission section its route reads. */
  const dashboardRoutes = ROUTE_LIST.flatMap((route) => {
    const page = route.page ? (PAGES as Readonly<Record<string, PageDef>>)[route.page] : undefined;
    return page?.kind === 'dashboard' && page.endpoint && route.section
      ? [[route.name, page.endpoint, route.section] as const]
      : [];
  });

  it.each(dashboardRoutes)(
    'the dashboard of %s answers exactly the roles that may read its section',
    async (_route, name, section) => {
      vi.spyOn(console, 'info').mockImplementation(() => undefined);
      for (const role of ROLES.map((r) => r.code as string)) {
        const result = await call(
          `${concreteOf(endpoint(name).path, NOVA)}?from=${FROM}&to=2026-01-10`,
          {
            token: token(role),
          },
        );
        expect([role, result.status]).toEqual([role, canAccess(role, 'read', section) ? 200 : 403]);
      }
    },
  );
});
