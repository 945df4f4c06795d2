// @vitest-environment node
/**
 * The published contract and the console's parsing agree, field by field: for every JSON answer
 * of schema/openapi.json, built from a full answer the document accepts,
 * - removing a field the document calls optional leaves an answer the document accepts and the
 *   console reads without a load failure and without a report, the field reading as the
 *   document's `default` (absent when it gives none);
 * - removing a field the document calls required leaves an answer the document refuses and that
 *   the console cannot use where it sits: a load failure, or, inside an optional part, that part
 *   read as its own default;
 * - an answer of the required fields alone (`{}` for a dashboard) is accepted by both;
 * - every optional field says what the console shows without it.
 * The answers are made from the document itself, so an endpoint or field added to the schema is
 * covered as soon as `npm run generate` has published it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../generators/openapi';
import { answerFor } from '../../src/data/answers/catalogue';
import { readAnswer } from '../../src/data/answers/parse';

type Json = Record<string, unknown>;
type Step = string | number;

const schemaDir = join(process.cwd(), 'schema');
const doc = JSON.parse(readFileSync(join(schemaDir, 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, Json> }>>;
};
const catalogue = readCatalogue(schemaDir);
const ajv = new Ajv2020({ strict: false, allErrors: true });

/** A value for a string schema: one its pattern accepts (a number, a date, or plain text). */
function stringFor(schema: Json): string {
  const candidates = ['12', '2026-11-03T10:00:00Z', 'text'];
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : null;
  return candidates.find((c) => !pattern || pattern.test(c)) ?? 'text';
}

const branchesOf = (schema: Json): Json[] =>
  ((schema.oneOf ?? schema.anyOf) as Json[] | undefined) ?? [schema];

/** A full answer for the schema: every property named, every list with one item. */
function sample(schema: Json): unknown {
  const branch = branchesOf(schema).find((b) => b.type !== 'null') ?? schema;
  switch (branch.type) {
    case 'object': {
      const props = (branch.properties ?? {}) as Record<string, Json>;
      const out: Json = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, sample(s)]));
      const extra = branch.additionalProperties;
      if (extra && typeof extra === 'object') out.someKey = sample(extra as Json);
      return out;
    }
    case 'array':
      return [sample((branch.items ?? {}) as Json)];
    case 'string':
      return stringFor(branch);
    case 'number':
    case 'integer':
      return 12;
    case 'boolean':
      return true;
    default:
      return branch.type === 'null' ? null : 'text';
  }
}

/** Every object property of an answer, with the schema of the object that holds it. */
interface Field {
  readonly path: readonly Step[];
  readonly schema: Json;
  readonly required: boolean;
}

function fields(schema: Json, value: unknown, path: Step[] = []): Field[] {
  const branch =
    branchesOf(schema).find(
      (b) =>
        b.type ===
        (Array.isArray(value) ? 'array' : typeof value === 'object' && value ? 'object' : b.type),
    ) ?? schema;
  if (branch.type === 'array' && Array.isArray(value) && value.length > 0) {
    return fields((branch.items ?? {}) as Json, value[0], [...path, 0]);
  }
  if (branch.type !== 'object' || !value || typeof value !== 'object') return [];
  const props = (branch.properties ?? {}) as Record<string, Json>;
  const required = new Set((branch.required ?? []) as string[]);
  return Object.entries(props).flatMap(([key, prop]) => [
    { path: [...path, key], schema: prop, required: required.has(key) },
    ...fields(prop, (value as Json)[key], [...path, key]),
  ]);
}

const at = (value: unknown, path: readonly Step[]): unknown =>
  path.reduce<unknown>((v, k) => (v as Record<Step, unknown> | null | undefined)?.[k], value);

function without(value: unknown, path: readonly Step[]): unknown {
  const copy = structuredClone(value);
  const parent = at(copy, path.slice(0, -1)) as Record<Step, unknown>;
  delete parent[path[path.length - 1] as Step];
  return copy;
}

/** The answers to check: every JSON answer of a 2XX status, each form of a one-of-two answer. */
const answers = Object.values(doc.paths).flatMap((item) =>
  Object.values(item).flatMap((op) => {
    const schema = (op.responses['200']?.content as Json | undefined)?.['application/json'] as
      { schema?: Json } | undefined;
    if (!schema?.schema) return [];
    const forms = branchesOf(schema.schema).filter(
      (b) => b.type === 'object' || b.type === 'array',
    );
    return forms.map((form, i) => ({
      name: `${op.operationId}${forms.length > 1 ? ` (form ${i + 1})` : ''}`,
      operationId: op.operationId,
      whole: schema.schema as Json,
      schema: form,
    }));
  }),
);

const parse = (operationId: string, body: unknown) =>
  readAnswer(answerFor(operationId, catalogue), body);

describe('schema/openapi.json and the console’s answer schemas', () => {
  it('cover answers with fields', () => {
    expect(
      answers.filter((a) => fields(a.schema, sample(a.schema)).length > 0).length,
    ).toBeGreaterThan(20);
  });

  describe.each(answers)('$name', ({ operationId, whole, schema }) => {
    const full = sample(schema);
    const validate = ajv.compile(whole);
    const all = fields(schema, full);

    it('a full answer is accepted by both, every value read', () => {
      expect(validate(full), ajv.errorsText(validate.errors)).toBe(true);
      expect(parse(operationId, full).unread).toBeNull();
    });

    it('an answer of its required fields alone is accepted by both, without a report', () => {
      // Deepest first, so a removed part's own fields are gone with it.
      const optional = all.filter((f) => !f.required).sort((a, b) => b.path.length - a.path.length);
      const bare = optional.reduce<unknown>((body, f) => without(body, f.path), full);
      expect(validate(bare), ajv.errorsText(validate.errors)).toBe(true);
      expect(parse(operationId, bare).unread).toBeNull();
    });

    it.each(all.filter((f) => !f.required).map((f) => ({ ...f, at: f.path.join('.') })))(
      'optional $at: removing it is no load failure, and it reads as its default',
      ({ path, schema: prop }) => {
        const body = without(full, path);
        expect(validate(body), ajv.errorsText(validate.errors)).toBe(true);
        const read = parse(operationId, body);
        expect(read.unread).toBeNull();
        expect(at(read.value, path)).toEqual(prop.default);
      },
    );

    it.each(all.filter((f) => f.required).map((f) => ({ ...f, at: f.path.join('.') })))(
      'required $at: removing it is refused, and the part it sits in cannot be shown',
      ({ path }) => {
        const body = without(full, path);
        expect(validate(body)).toBe(false);
        // The nearest optional part holding it reads as that part's default; with none, the
        // answer is a load failure.
        const holder = all
          .filter((f) => !f.required && f.path.length < path.length)
          .filter((f) => f.path.every((step, i) => step === path[i]))
          .sort((a, b) => b.path.length - a.path.length)[0];
        if (!holder) {
          expect(() => parse(operationId, body)).toThrow(/does not match the contract/);
        } else {
          expect(at(parse(operationId, body).value, holder.path)).toEqual(holder.schema.default);
        }
      },
    );

    it('every optional field says what the console shows without it', () => {
      const silent = all.filter((f) => !f.required && typeof f.schema.description !== 'string');
      expect(silent.map((f) => f.path.join('.'))).toEqual([]);
    });
  });
});
