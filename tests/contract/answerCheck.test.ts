// @vitest-environment node
/** An answer against an OpenAPI document, read generically (3.0 and 3.1, $refs resolved). */
import { describe, expect, it } from 'vitest';
import { answerCheck, type OpenApiOperation } from '../../contract/answerCheck';

const json = (schema: object, headers?: object) => ({
  description: 'ok',
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema } },
});

function document(version: string) {
  return {
    openapi: version,
    info: { title: 't', version: '1' },
    paths: {
      '/things/{id}': {
        get: {
          operationId: 'things.one',
          responses: {
            '200': json({ $ref: '#/components/schemas/Thing' }),
            default: json({ type: 'object' }),
          },
        },
      },
      '/things': {
        get: {
          operationId: 'things.list',
          responses: {
            '200': json(
              { type: 'array', items: { $ref: '#/components/schemas/Thing' } },
              { 'Content-Range': { required: true, schema: { type: 'string' } } },
            ),
          },
        },
      },
    },
    components: {
      schemas: {
        Thing: {
          type: 'object',
          required: ['id', 'price'],
          properties: {
            id: { anyOf: [{ type: 'string' }, { type: 'number' }] },
            price: { type: 'number' },
            status: { enum: ['ACTIVE', 'BLOCKED'] },
            note: { type: 'string', nullable: true },
          },
        },
      },
    },
  };
}

const headers = (h: Record<string, string> = {}) => new Headers(h);

describe.each(['3.1.0', '3.0.3'])('answerCheck, OpenAPI %s', (version) => {
  const checker = answerCheck(document(version));
  const one = checker.operation('things.one', 'GET', '/things/{id}') as OpenApiOperation;
  const list = checker.operation('things.list', 'GET', '/things') as OpenApiOperation;
  const check = (body: unknown, status = 200, op = one, h = headers()) =>
    checker.check(op, status, h, JSON.stringify(body));

  it('finds the operation by operationId, else by path without its query', () => {
    expect(one.path).toBe('/things/{id}');
    expect(checker.operation('renamed', 'GET', '/things?range={r}')?.path).toBe('/things');
    expect(checker.operation('renamed', 'GET', '/nowhere')).toBeUndefined();
  });

  it('a conforming answer, through a $ref, is no difference', () => {
    expect(check({ id: 7, price: 2.5, status: 'ACTIVE' })).toBeNull();
  });

  it.each([
    ['the whole answer of the wrong kind', [], '', /^expected object, got array$/],
    [
      'a field of the wrong type',
      { id: 1, price: '12' },
      '/price',
      /expected number, got string \(2 characters\)/,
    ],
    ['a missing required field', { id: 1 }, '/price', /required/],
    [
      'a value outside its enum',
      { id: 1, price: 1, status: 'GONE' },
      '/status',
      /one of \["ACTIVE","BLOCKED"\], got "GONE"/,
    ],
    [
      'an id of neither allowed type',
      { id: true, price: 1 },
      '/id',
      /expected string or number, got boolean true/,
    ],
  ])('%s: the pointer and what was expected', (_, body, at, expected) => {
    const d = check(body);
    expect(d?.at).toBe(at);
    expect(d?.expected).toMatch(expected);
  });

  it('never prints a string it was not expecting (it may be a secret)', () => {
    expect(JSON.stringify(check({ id: 1, price: 'seed words here' }))).not.toContain('seed');
  });

  it('counts the other places that differ', () => {
    expect(check({ id: null, price: 'x', status: 'GONE' })?.more).toBe(2);
  });

  it('an error status is a difference, whatever its body', () => {
    expect(check({ message: 'down' }, 500)).toMatchObject({
      at: 'status',
      expected: 'expected 200, got 500',
    });
  });

  it('a body that is not JSON is a difference', () => {
    expect(checker.check(one, 200, headers(), '<html>')).toMatchObject({ at: 'body' });
  });

  it('a header the document requires must be there', () => {
    const row = { id: 1, price: 1 };
    expect(check([row], 200, list)).toMatchObject({ at: 'header Content-Range' });
    expect(check([row], 200, list, headers({ 'Content-Range': 'things 0-0/1' }))).toBeNull();
    expect(check([{ id: 1 }], 200, list, headers({ 'Content-Range': 'things 0-0/1' }))?.at).toBe(
      '/0/price',
    );
  });
});

it('3.0 reads nullable: null where the document allows it', () => {
  const checker = answerCheck(document('3.0.3'));
  const op = checker.operation('things.one', 'GET', '') as OpenApiOperation;
  expect(
    checker.check(op, 200, headers(), JSON.stringify({ id: 1, price: 1, note: null })),
  ).toBeNull();
});

it('refuses a document that is not OpenAPI 3.0 or 3.1', () => {
  expect(() => answerCheck({ swagger: '2.0' })).toThrow(/OpenAPI 3\.0 or 3\.1/);
});
