// @vitest-environment node
/**
 * The published contract (issue 27): schema/openapi.json is a valid OpenAPI 3.1 document, up to
 * date with schema/endpoints.yaml and the answer schemas, and names every endpoint with its
 * method, parameters, security and answer.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { buildOpenApi, OPENAPI_FILE, openApiMatches } from '../../generators/openapi';
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
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: object }>; headers?: object }>;
}

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
});
