// @vitest-environment node
/**
 * The embedded mock against the published contract: every GET of schema/openapi.json
 * is called as a signed-in operator, every settings-like write sends back what its GET answered,
 * and every write with an example body sends it; each answer must validate against the
 * document's schema for its status. The calls
 * come from the document, so an endpoint added to schema/endpoints.yaml is covered as soon as
 * `npm run generate` has published it (one the mock does not model answers an empty list).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_OPERATORS } from '../../src/mocks/demoAccounts';
import { call, decodePayload, tokenFor, withMockApi, type CallResult } from './support';

withMockApi();

interface Operation {
  readonly operationId: string;
  readonly parameters?: readonly { name: string; in: string; required?: boolean }[];
  readonly requestBody?: { content?: Readonly<Record<string, { example?: unknown }>> };
  readonly responses: Readonly<Record<string, Response>>;
}
interface Response {
  readonly content?: Readonly<Record<string, { schema?: object }>>;
  readonly headers?: Readonly<Record<string, unknown>>;
}
type PathItem = Readonly<Record<string, Operation>>;

const doc = JSON.parse(readFileSync(join(process.cwd(), 'schema', 'openapi.json'), 'utf8')) as {
  paths: Readonly<Record<string, PathItem>>;
  components: { schemas: Readonly<Record<string, object>> };
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
const BASE = '/api/v1';

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);
const gets = operations.filter((o) => o.method === 'GET');
/** A write to the path of a read: a settings object the console reads, edits and sends back. */
const roundTrips = operations.filter(
  (o) => (o.method === 'PUT' || o.method === 'PATCH') && doc.paths[o.path]?.get,
);

/** A write with an example body in the document: sent as it is. */
const examples = operations.flatMap((o) => {
  const example = o.op.requestBody?.content?.['application/json']?.example;
  return o.method !== 'GET' && example !== undefined ? [{ ...o, example }] : [];
});

/** Why an answer breaks the contract, or null. */
function problems(op: Operation, res: CallResult): string | null {
  const spec = op.responses[String(res.status)] ?? op.responses.default;
  if (!spec) return `status ${res.status} is not in the contract`;
  const [type, media] = Object.entries(spec.content ?? {})[0] ?? [];
  if (!type) return res.body === null || res.body === undefined ? null : 'a body where none is';
  if (type !== 'application/json') {
    return res.headers.get('Content-Type') === type ? null : `not ${type}`;
  }
  const schema =
    (spec === op.responses.default ? doc.components.schemas.Error : media?.schema) ?? {};
  const validate = ajv.compile(schema);
  if (!validate(res.body)) return ajv.errorsText(validate.errors);
  if (spec.headers?.['Content-Range'] && res.status < 300) {
    const range = res.headers.get('Content-Range') ?? '';
    if (!/^\S+ (\d+-\d+|\*)\/\d+$/.test(range)) return `Content-Range '${range}'`;
  }
  return null;
}

const today = new Date();
const day = (offset: number) =>
  new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** Values for a path's placeholders and required query values, asked of the API itself. */
async function fill(path: string, op: Operation, token: string, operatorId: string) {
  const values: Record<string, string> = { operatorId };
  let url = path.slice(BASE.length);
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    if (!name || values[name]) continue;
    // {id} and its kind: the first record of the list the path continues.
    const list = url.slice(0, url.indexOf(`/{${name}}`)).replace('{operatorId}', operatorId);
    const rows = (await call(list, { token })).body;
    const first = Array.isArray(rows) ? (rows[0] as { id?: unknown } | undefined) : undefined;
    values[name] = String(first?.id ?? 'none');
  }
  url = url.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    if (p.in !== 'query' || !p.required) continue;
    query.set(p.name, await queryValue(p.name, token, operatorId));
  }
  return query.size > 0 ? `${url}?${query}` : url;
}

async function queryValue(name: string, token: string, operatorId: string): Promise<string> {
  if (name === 'from') return day(-30);
  if (name === 'to') return day(0);
  if (name === 'planId') {
    const plans = (await call(`/operator/${operatorId}/subscription/plan/available`, { token }))
      .body as { availablePlans?: { info?: { id: string }[] }[] };
    const options = (plans.availablePlans ?? []).flatMap((p) => p.info ?? []);
    return String(options.at(-1)?.id ?? '');
  }
  return 'x';
}

/** Who calls: an operator's admin, or the super admin for the paths outside any operator. */
async function caller(path: string, login: string) {
  const super_ = DEMO_ACCOUNTS.find((a) => a.role === 'ROLE_SUPER_ADMIN')?.login ?? '';
  const token = await tokenFor(path.includes('{operatorId}') ? login : super_);
  return { token, operatorId: String(decodePayload(token).id_operator) };
}

const NOVA_ADMIN = DEMO_ACCOUNTS.find(
  (a) => a.role === 'ROLE_ADMIN' && a.operatorId === DEMO_OPERATORS.nova,
)?.login;
const ADMINS = DEMO_ACCOUNTS.filter(
  (a) =>
    a.role === 'ROLE_ADMIN' &&
    (a.operatorId === DEMO_OPERATORS.nova || a.operatorId === DEMO_OPERATORS.pixel),
).map((a) => a.login);

describe('the mock answers by the published contract', () => {
  it('covers the catalogue: every read, and writes beside it', () => {
    expect(gets.length).toBeGreaterThan(0);
    expect(examples.length).toBeGreaterThan(0);
    expect(ADMINS).toContain(NOVA_ADMIN);
  });

  it('finds an answer that leaves the contract', () => {
    const schema = { type: 'object', properties: { rows: { type: 'array' } } };
    const op: Operation = {
      operationId: 'example',
      responses: { '200': { content: { 'application/json': { schema } } } },
    };
    const res = (body: unknown): CallResult => ({ status: 200, headers: new Headers(), body });
    expect(problems(op, res({ rows: [] }))).toBeNull();
    expect(problems(op, res({ rows: 'none' }))).toMatch(/rows/);
    expect(problems(op, { ...res({}), status: 201 })).toMatch(/201/);
  });

  describe.each(ADMINS)('signed in as %s', (login) => {
    it.each(gets.map((g) => ({ ...g, name: g.op.operationId })))(
      'GET $name',
      async ({ path, op }) => {
        const { token, operatorId } = await caller(path, login);
        const res = await call(await fill(path, op, token, operatorId), { token });
        // Nova's setup is complete, so each of its reads answers; another operator's may refuse
        // one (e.g. a balances file still being generated), in the contract's error shape.
        if (login === NOVA_ADMIN) expect(res.status).toBeLessThan(400);
        expect(problems(op, res)).toBeNull();
      },
    );

    it.each(roundTrips.map((w) => ({ ...w, name: w.op.operationId })))(
      '$method $name with what its GET answered',
      async ({ path, method, op }) => {
        const { token, operatorId } = await caller(path, login);
        const url = await fill(path, op, token, operatorId);
        const read = await call(url, { token });
        const res = await call(url, { method, token, body: read.body });
        expect(res.status).toBeLessThan(400);
        expect(problems(op, res)).toBeNull();
      },
    );

    it.each(examples.map((w) => ({ ...w, name: w.op.operationId })))(
      '$method $name with the document’s example',
      async ({ path, method, op, example }) => {
        const { token, operatorId } = await caller(path, login);
        const url = await fill(path, op, token, operatorId);
        const res = await call(url, { method, token, body: example });
        expect(res.status).toBeLessThan(400);
        expect(problems(op, res)).toBeNull();
      },
    );
  });
});
