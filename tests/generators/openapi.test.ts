// @vitest-environment node
/**
 * The published contract: schema/openapi.json is a valid OpenAPI 3.1 document, up to
 * date with schema/endpoints.yaml and the answer schemas, and names every endpoint with its
 * method, parameters, security and answer.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  buildOpenApi,
  OPENAPI_FILE,
  openApiMatches,
  readCatalogue,
} from '../../generators/openapi';
import { ANSWERS as ACCOUNT, session } from '../../src/data/answers/account';
import { answerFor } from '../../src/data/answers/catalogue';
import { ENDPOINTS, RESOURCES } from '../../src/generated/endpoints';
import type { EndpointDef, ResourceDef } from '../../src/model/types';

const schemaDir = join(process.cwd(), 'schema');
const text = readFileSync(join(schemaDir, OPENAPI_FILE), 'utf8');
const doc = JSON.parse(text) as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
};
interface Operation {
  operationId: string;
  security?: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Json }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: Json }>; headers?: object }
  >;
}
type Json = Record<string, unknown>;

const endpoints = Object.values(ENDPOINTS as Readonly<Record<string, EndpointDef>>);
const byName = new Map(
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => [op.operationId, { path, method, op }] as const),
  ),
);
const listNames = new Set(
  Object.values(RESOURCES as Readonly<Record<string, ResourceDef>>).map((r) => r.list),
);

describe('schema/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it('is clean under redocly lint with its recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: text,
      absoluteRef: join(schemaDir, OPENAPI_FILE),
      config,
    });
    const said = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`,
    );
    expect(said).toEqual([]);
  });

  it('is what `npm run generate` writes from the schema now', () => {
    expect(openApiMatches(text, schemaDir)).toBe(true);
    expect(openApiMatches(text.replace('"operationId"', '"operationID"'), schemaDir)).toBe(false);
  });

  it.each(endpoints.map((e) => ({ ...e })))('has $name: its method and path', (e) => {
    const found = byName.get(e.name);
    expect(found?.method).toBe(e.method.toLowerCase());
    expect(e.path.split('?')[0]).toBe(found?.path);
    const [path = '', query = ''] = e.path.split('?');
    const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const named = (where: string) =>
      found?.op.parameters.filter((p) => p.in === where && p.required).map((p) => p.name) ?? [];
    for (const p of placeholders) expect(named('path')).toContain(p);
    for (const key of new URLSearchParams(query).keys()) expect(named('query')).toContain(key);
    // Bearer auth (the document's default) unless the endpoint is public.
    expect(found?.op.security).toEqual(e.public ? [] : undefined);
    expect(found?.op.responses['200']).toBeDefined();
    expect(found?.op.responses.default).toBeDefined();
  });

  it('gives every list the simple-rest query and its Content-Range', () => {
    const lists = endpoints.filter((e) => e.list || listNames.has(e.name));
    expect(lists.length).toBeGreaterThan(0);
    for (const e of lists) {
      const op = byName.get(e.name)?.op;
      expect(op?.parameters.map((p) => p.name)).toEqual(
        expect.arrayContaining(['sort', 'range', 'filter']),
      );
      expect(op?.responses['200']?.headers).toHaveProperty('Content-Range');
    }
  });

  it('every JSON answer schema compiles under JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false });
    for (const { op } of byName.values()) {
      for (const response of Object.values(op.responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (schema && !('$ref' in schema)) expect(() => ajv.compile(schema)).not.toThrow();
      }
    }
  });

  it('follows the YAML: an endpoint added there gets an operation and an answer', () => {
    const copy = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      cpSync(schemaDir, copy, { recursive: true });
      const file = join(copy, 'endpoints.yaml');
      const added =
        "\n  partners.list: { method: GET, path: '/api/v1/operator/{operatorId}/partners', list: true }\n";
      writeFileSync(file, readFileSync(file, 'utf8').replace(/\nresources:/, `${added}resources:`));
      const built = buildOpenApi(copy) as typeof doc;
      const op = built.paths['/api/v1/operator/{operatorId}/partners']?.get;
      expect(op?.operationId).toBe('partners.list');
      expect(op?.responses['200']?.content?.['application/json']?.schema).toMatchObject({
        type: 'array',
        items: { type: 'object', required: ['id'] },
      });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it.each(endpoints.map((e) => ({ ...e })))(
    '$name: its failures carry the §8 error body and say what the user sees',
    (e) => {
      const responses = byName.get(e.name)?.op.responses ?? {};
      const failures = ['4XX', '5XX', ...(e.public ? [] : ['401'])];
      for (const status of failures) {
        expect(responses[status]?.content?.['application/json']?.schema).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
      const said = failures.map((status) => responses[status]?.description ?? '');
      // A silent endpoint only logs (§8); any other names the text the user reads.
      const shown = e.silent ? /Only logged/ : /`message`.*Oops! Something went wrong!/;
      for (const text of said.slice(0, 2)) expect(text).toMatch(shown);
      if (!e.public) expect(said[2]).toMatch(/goes to Login/);
    },
  );

  it('lists a bodiless success (204) exactly where the console can do without a body', () => {
    const catalogue = readCatalogue(schemaDir);
    for (const { op } of byName.values()) {
      if (op.responses['200']?.content?.['application/json'] === undefined) continue;
      const takesNothing = v.safeParse(answerFor(op.operationId, catalogue), undefined).success;
      expect([op.operationId, '204' in op.responses]).toEqual([op.operationId, takesNothing]);
    }
  });

  it('a call that starts a session answers its token, required, and never 204', () => {
    const starts = Object.entries(ACCOUNT).filter(([, schema]) => schema === session);
    expect(starts.length).toBeGreaterThan(0);
    for (const [name] of starts) {
      const op = byName.get(name)?.op;
      const schema = op?.responses['200']?.content?.['application/json']?.schema;
      expect(schema?.required).toEqual(['token']);
      expect(op?.responses['204']).toBeUndefined();
    }
  });

  it('a change carried in the query (`?memberRole={role}`) requires no JSON body', () => {
    const inQuery = endpoints.filter((e) => /\?.*\{\w+\}/.test(e.path) && e.method !== 'GET');
    expect(inQuery.length).toBeGreaterThan(0);
    for (const e of inQuery) {
      const body = byName.get(e.name)?.op.requestBody;
      if (body) expect(body.required).toBe(false);
    }
  });

  it('§7 POST members takes the new member as the §3 invitation payload', () => {
    const post = doc.paths['/api/v1/operator/{operatorId}/members']?.post;
    const schema = post?.requestBody?.content['application/json']?.schema;
    expect(post?.requestBody?.required).toBe(true);
    expect(schema?.required).toEqual(['email', 'role']);
  });

  it('buying extra credits documents the payment page the console opens', () => {
    const buy = byName.get('billing.buyExtraCredits')?.op;
    const schema = buy?.responses['200']?.content?.['application/json']?.schema;
    expect(schema?.properties).toHaveProperty('paymentUrl');
  });

  it('one of two forms is written as oneOf, and both validate', () => {
    const ajv = new Ajv2020({ strict: false });
    const leftovers: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (!node || typeof node !== 'object') return;
      const o = node as Json;
      const types = Array.isArray(o.anyOf) ? o.anyOf.map((b) => (b as Json).type) : [];
      if (types.length > 0 && new Set(types).size === types.length) leftovers.push(where);
      for (const [key, value] of Object.entries(o)) visit(value, `${where}/${key}`);
    };
    visit(doc.paths, '#/paths');
    expect(leftovers).toEqual([]);

    const answer = (name: string) =>
      ajv.compile(
        byName.get(name)?.op.responses['200']?.content?.['application/json']?.schema ?? {},
      );
    const extra = answer('billing.extraCredits');
    expect(extra([{ id: 'p1', creditAmount: 1000, price: 10 }])).toBe(true);
    expect(extra({ available: 0, pricePerCredit: 0.01, packages: [1000] })).toBe(true);
    const usage = answer('billing.usageStats');
    expect(usage([{ date: '2026-11-01', credits: 4 }])).toBe(true);
    expect(usage({ days: [{ date: '2026-11-01', credits: '4' }], total: 4 })).toBe(true);
    expect(usage({ items: [{ date: 1_762_128_000, credits: 4 }] })).toBe(true);
  });
});
