/**
 * An API answer against schema/openapi.json, read generically: whatever operation, status,
 * headers and JSON Schema the document declares (OpenAPI 3.0 or 3.1, `$ref`s resolved by ajv
 * against the document itself), so the check follows the document as it changes.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

export interface OpenApiOperation {
  readonly path: string;
  readonly method: string;
  readonly operation: Json;
}

/** Where the answer first leaves the document, and how. */
export interface Difference {
  /** JSON pointer into the answer's body ('' = the whole body), or a header / status marker. */
  readonly at: string;
  readonly expected: string;
  /** How many more places differ. */
  readonly more: number;
}

export interface AnswerCheck {
  /** The operation of the document the console's endpoint `name` is, by operationId, else by path. */
  operation(name: string, method: string, path: string): OpenApiOperation | undefined;
  /** null: the answer conforms. */
  check(op: OpenApiOperation, status: number, headers: Headers, body: string): Difference | null;
}

const DOC_ID = 'openapi.json';

/** A JSON pointer segment (RFC 6901). */
const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function valueAt(body: unknown, pointer: string): unknown {
  if (pointer === '') return body;
  let here: unknown = body;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Json)[key];
  }
  return here;
}

const shown = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

/** What was there, for a type difference: a string's length, never its text (it may be a secret). */
function got(value: unknown): string {
  const type = typeOf(value);
  if (typeof value === 'string') return `string (${value.length} characters)`;
  if (value === null || typeof value === 'object') return type;
  return `${type} ${shown(value)}`;
}

/** One ajv error as "expected …, got …" at a pointer into the answer. */
function describe(error: ErrorObject, body: unknown): { at: string; expected: string } {
  const at = error.instancePath;
  const actual = valueAt(body, at);
  const p = error.params as Json;
  switch (error.keyword) {
    case 'type':
      return { at, expected: `expected ${String(p.type)}, got ${got(actual)}` };
    case 'required':
      return {
        at: `${at}/${escape(String(p.missingProperty))}`,
        expected: 'expected this property (required), got none',
      };
    case 'additionalProperties':
      return {
        at: `${at}/${escape(String(p.additionalProperty))}`,
        expected: 'expected no such property (additionalProperties: false)',
      };
    case 'enum':
      return {
        at,
        expected: `expected one of ${shown(p.allowedValues)}, got ${shown(actual)}`,
      };
    case 'const':
      return { at, expected: `expected ${shown(p.allowedValue)}, got ${shown(actual)}` };
    default:
      return {
        at,
        expected: `expected it ${error.message ?? error.keyword}, got ${shown(actual)}`,
      };
  }
}

/** The most telling of ajv's errors: a branch of anyOf/oneOf says more than "must match a schema". */
function firstTelling(errors: readonly ErrorObject[]): ErrorObject {
  const outer = new Set(['anyOf', 'oneOf', 'if', 'not']);
  return errors.find((e) => !outer.has(e.keyword)) ?? (errors[0] as ErrorObject);
}

export function answerCheck(document: Json): AnswerCheck {
  const version = String(document.openapi ?? '');
  if (!/^3\.[01]\./.test(version)) {
    throw new Error(`schema/openapi.json: OpenAPI 3.0 or 3.1 expected, found "${version}"`);
  }
  const options = { strict: false, allErrors: true, validateFormats: true } as const;
  // 3.1 schemas are JSON Schema 2020-12; 3.0's are draft-04-like, which ajv's default reads
  // (its `nullable` keyword included).
  const ajv = version.startsWith('3.1') ? new Ajv2020(options) : new Ajv(options);
  addFormats.default(ajv);
  ajv.addSchema({ ...document, $id: DOC_ID });
  const compiled = new Map<string, ValidateFunction>();
  const paths = (document.paths ?? {}) as Record<string, Json>;

  return {
    operation(name, method, path) {
      const m = method.toLowerCase();
      const bare = path.split('?')[0] as string;
      for (const [p, item] of Object.entries(paths)) {
        const op = item[m] as Json | undefined;
        if (op?.operationId === name) return { path: p, method: m, operation: op };
      }
      const op = paths[bare]?.[m] as Json | undefined;
      return op ? { path: bare, method: m, operation: op } : undefined;
    },

    check(op, status, headers, body) {
      const responses = (op.operation.responses ?? {}) as Record<string, Json>;
      const declared = Object.keys(responses).filter((k) => /^2/.test(k));
      if (status < 200 || status > 299) {
        return {
          at: 'status',
          expected: `expected ${declared.join(' or ') || '2xx'}, got ${status}`,
          more: 0,
        };
      }
      const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
      if (!key) {
        return {
          at: 'status',
          expected: `expected ${declared.join(' or ')}, got ${status}`,
          more: 0,
        };
      }
      const response = responses[key] as Json;
      for (const [name, header] of Object.entries(
        (response.headers ?? {}) as Record<string, Json>,
      )) {
        if (header.required === true && !headers.has(name)) {
          return {
            at: `header ${name}`,
            expected: 'expected this header (required), got none',
            more: 0,
          };
        }
      }
      const content = (response.content ?? {}) as Record<string, Json>;
      const json = Object.keys(content).find((t) => /json/i.test(t));
      if (!json) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return { at: 'body', expected: `expected JSON, got ${shown(body.slice(0, 40))}`, more: 0 };
      }
      if (!content[json]?.schema) return null;
      const ref = `${DOC_ID}#/paths/${escape(op.path)}/${op.method}/responses/${escape(key)}/content/${escape(json)}/schema`;
      let validate = compiled.get(ref);
      if (!validate) {
        validate = ajv.compile({ $ref: ref });
        compiled.set(ref, validate);
      }
      if (validate(parsed)) return null;
      const errors = validate.errors ?? [];
      const first = firstTelling(errors);
      // anyOf's branches each say their type: "expected string or number", not the first only.
      const types = errors
        .filter((e) => e.keyword === 'type' && e.instancePath === first.instancePath)
        .map((e) => String((e.params as Json).type));
      const telling =
        first.keyword === 'type'
          ? { ...first, params: { type: [...new Set(types)].join(' or ') } }
          : first;
      const { at, expected } = describe(telling, parsed);
      const places = new Set(errors.map((e) => e.instancePath));
      return { at, expected, more: Math.max(0, places.size - 1) };
    },
  };
}
