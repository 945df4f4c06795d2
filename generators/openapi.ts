/**
 * The published API contract: an OpenAPI 3.1 document of every endpoint of
 * schema/endpoints.yaml, its answers being the JSON Schema of the console's own answer schemas
 * (src/data/answers), so what a backend team builds to is what the console parses. Written by
 * `npm run generate` to schema/openapi.json (only when it changes); `--check` fails when stale.
 *
 * It reads the catalogue from the YAML being generated, not from src/generated, so one run
 * after a YAML edit gives the matching document.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { answerFor, FILES, resourceOf, type Catalogue } from '../src/data/answers/catalogue.js';
import { QUERIES, REQUEST_BODIES, REQUEST_EXAMPLES } from './openapi-requests.js';
import { yamlData } from './yamlData.js';

export const OPENAPI_FILE = 'openapi.json';

type Json = Record<string, unknown>;

const readYaml = (path: string): unknown => yamlData(readFileSync(path, 'utf8'));
interface RawEndpoint {
  readonly method: Catalogue['endpoints'][string]['method'];
  readonly path: string;
  readonly public?: boolean;
  readonly silent?: boolean;
  readonly list?: boolean;
}

const ERROR_BODY = {
  type: 'object',
  description: 'A failed call (status ≥ 400), api-contract.md and §8.',
  properties: {
    message: {
      type: 'string',
      description:
        'What the user is shown (§8). Absent or empty: the status text, else the generic text.',
    },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Field-level messages a form shows next to its inputs. Absent: none.',
    },
  },
};

/** §8's texts as the user reads them (src/i18n/en/data.ts). */
const GENERIC = '“Oops! Something went wrong! Please try again!”';
const NO_RESPONSE = '“Oops, something went wrong”';
const SESSION_EXPIRED = '“Your session has expired. Please log in again.”';

/**
 * The front door's forms (src/data/accountCalls.ts, completing a registration in
 * src/data/sessionAccountCalls.ts): they show a failure inline, never as a toast.
 */
const INLINE_FORMS = new Set([
  'auth.login',
  'auth.registration',
  'auth.forgotPassword',
  'auth.passwordRecovery',
  'auth.accountVerify',
  'operator.completeRegistration',
]);

/** How a failure reaches the user (§8), by the endpoint's rules. */
type Shown = 'Toast' | 'Logged' | 'Inline';

const SHOWN: Readonly<Record<Shown, string>> = {
  Toast: `An error toast shows \`message\` (else the status text, else ${GENERIC}) (§8).`,
  Logged: 'Only logged (§8): the user sees no message.',
  Inline: `The form shows \`message\` under its fields (else ${GENERIC}); no toast.`,
};

function shownBy(name: string, def: RawEndpoint): Shown {
  if (def.silent) return 'Logged';
  return INLINE_FORMS.has(name) ? 'Inline' : 'Toast';
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The failure answers of the operations: one per status class and way of showing it. */
const FAILURES: Readonly<Record<string, Json>> = {
  SessionEnded: errorAnswer(
    'The session has ended: the console clears it, goes to Login and shows `message` ' +
      `(else ${SESSION_EXPIRED}) as an error notification (§8).`,
  ),
  ...Object.fromEntries(
    (Object.keys(SHOWN) as Shown[]).flatMap((how) => [
      [
        `Refused${how}`,
        errorAnswer(`Refused. ${SHOWN[how]} A form also shows \`errors\` next to its fields.`),
      ],
      [
        `Failed${how}`,
        errorAnswer(
          `Failed on the server. ${SHOWN[how]} 500, 502, 503 and 504 are retried first (§8); ` +
            `no answer at all shows ${NO_RESPONSE}.`,
        ),
      ],
    ]),
  ),
};

function failures(name: string, def: RawEndpoint): Json {
  const how = shownBy(name, def);
  // Written out, not referenced: a reader (or a contract check) finds the answer where it looks.
  const ref = (key: string) => FAILURES[key];
  return {
    ...(def.public ? {} : { '401': ref('SessionEnded') }),
    '4XX': ref(`Refused${how}`),
    '5XX': ref(`Failed${how}`),
    default: ref(`Refused${how}`),
  };
}

const LIST_QUERY = [
  ['sort', 'JSON: ["field","ASC"|"DESC"].', '["createdAt","DESC"]'],
  ['range', 'JSON: [first, last], both included (0-based).', '[0,24]'],
  ['filter', 'JSON object: {"q": text, <field>: value, "id": [ids]}.', '{"status":"PENDING"}'],
] as const;

/**
 * `anyOf` whose branches are of distinct JSON types (a list or an object; a number, a numeric
 * string or null) is exactly `oneOf`: written so, the document says one form or the other.
 */
function exclusive(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(exclusive);
  if (!node || typeof node !== 'object') return node;
  const out: Json = Object.fromEntries(
    Object.entries(node as Json).map(([key, value]) => [key, exclusive(value)]),
  );
  if (Array.isArray(out.required) && out.required.length === 0) delete out.required;
  const branches = out.anyOf;
  if (Array.isArray(branches)) {
    const types = branches.map((b) => (b as Json).type);
    const distinct =
      types.every((t) => typeof t === 'string') && new Set(types).size === types.length;
    if (distinct) {
      delete out.anyOf;
      out.oneOf = branches;
    }
  }
  return out;
}

/** JSON Schema of an answer schema, without the draft marker (the document's dialect rules). */
function jsonSchema(name: string, catalogue: Catalogue): Json {
  const { $schema: _drop, ...schema } = toJsonSchema(answerFor(name, catalogue), {
    target: 'draft-2020-12',
    // What the API sends: the last schema of a pipe (an object's starts by refusing lists).
    typeMode: 'output',
    errorMode: 'throw',
  }) as Json;
  return exclusive(schema) as Json;
}

/** An answer schema that takes no body at all: the call may answer 204. */
const takesNothing = (name: string, catalogue: Catalogue): boolean =>
  v.safeParse(answerFor(name, catalogue), undefined).success;

/** Every endpoint a `kind: dashboard` page of schema/sections reads: they take `from`/`to`. */
function dashboardEndpoints(schemaDir: string): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const o = node as Json;
      if (o.kind === 'dashboard' && typeof o.endpoint === 'string') found.add(o.endpoint);
      Object.values(o).forEach(visit);
    }
  };
  const dir = join(schemaDir, 'sections');
  for (const file of readdirSync(dir)
    .filter((n) => n.endsWith('.yaml'))
    .sort()) {
    visit(readYaml(join(dir, file)));
  }
  return found;
}

function parameter(name: string, where: 'path' | 'query', required: boolean, description?: string) {
  return {
    name,
    in: where,
    required,
    schema: { type: 'string' },
    ...(description ? { description } : {}),
  };
}

/** `/a/{x}?k={y}` → the path `/a/{x}`, its path parameters and the templated query values. */
function splitPath(template: string) {
  const [path = '', query = ''] = template.split('?');
  const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) =>
    parameter(
      m[1] ?? '',
      'path',
      true,
      m[1] === 'operatorId' ? 'The operator in view.' : undefined,
    ),
  );
  const queries = [...new URLSearchParams(query).keys()].map((key) =>
    parameter(key, 'query', true),
  );
  return { path, params: [...params, ...queries] };
}

function responses(name: string, def: RawEndpoint, catalogue: Catalogue): Json {
  const file = FILES[name];
  const schema = file ? null : jsonSchema(name, catalogue);
  const body = file
    ? { content: { [file]: { schema: { type: 'string', contentMediaType: file } } } }
    : { content: { 'application/json': { schema } } };
  const listed = def.list || resourceOf(name, catalogue)?.op === 'list';
  const ok = {
    description: 'The answer.',
    ...body,
    ...(listed
      ? {
          headers: {
            'Content-Range': {
              description: '`<resource> <first>-<last>/<total>`; the console reads the total.',
              schema: { type: 'string' },
            },
          },
        }
      : {}),
  };
  const out: Json = { '200': ok };
  if (def.method === 'POST') out['201'] = { ...ok, description: 'Created.' };
  if (!file && takesNothing(name, catalogue)) {
    out['204'] = { description: 'No body.' };
  }
  return { ...out, ...failures(name, def) };
}

/**
 * The invite example names a role roles.yaml lets a member be given (the last invitable one), so
 * the contract's example stays valid when a product person narrows the invite list.
 */
function examplesFor(schemaDir: string): Readonly<Record<string, unknown>> {
  const raw = readYaml(join(schemaDir, 'roles.yaml')) as {
    roles?: { code?: string; invitable?: boolean }[];
  };
  const role = (raw.roles ?? []).filter((r) => r.invitable && r.code).at(-1)?.code;
  const invite = REQUEST_EXAMPLES['members.invite'] as Record<string, unknown>;
  return role ? { ...REQUEST_EXAMPLES, 'members.invite': { ...invite, role } } : REQUEST_EXAMPLES;
}

function requestBody(
  name: string,
  def: RawEndpoint,
  catalogue: Catalogue,
  examples: Readonly<Record<string, unknown>>,
): Json | null {
  if (def.method === 'GET' || def.method === 'DELETE') return null;
  const known = REQUEST_BODIES[name];
  const op = resourceOf(name, catalogue)?.op;
  const schema =
    known ??
    (op === 'create' || op === 'update'
      ? { type: 'object', description: 'The record’s fields, as its form edits them.' }
      : null);
  if (!schema) return null;
  const example = examples[name];
  const media = example === undefined ? { schema } : { schema, example };
  // A change carried in the query (`?memberRole={role}`) needs no body: the record may come along.
  const inQuery = /\?.*\{\w+\}/.test(def.path);
  return {
    required: !inQuery,
    ...(inQuery
      ? {
          description:
            'Optional: the console sends the record’s fields; the change itself is the query value.',
        }
      : {}),
    content: { 'application/json': media },
  };
}

/** The catalogue of schema/endpoints.yaml, as the generator has already validated it. */
export function readCatalogue(schemaDir: string): Catalogue & {
  readonly endpoints: Readonly<Record<string, RawEndpoint>>;
} {
  const raw = readYaml(join(schemaDir, 'endpoints.yaml')) as {
    endpoints?: Record<string, RawEndpoint>;
    resources?: Catalogue['resources'];
  };
  return { endpoints: raw.endpoints ?? {}, resources: raw.resources ?? {} };
}

export function buildOpenApi(schemaDir: string): Json {
  const catalogue = readCatalogue(schemaDir);
  const dashboards = dashboardEndpoints(schemaDir);
  const examples = examplesFor(schemaDir);
  const paths: Record<string, Json> = {};
  for (const name of Object.keys(catalogue.endpoints).sort()) {
    const def = catalogue.endpoints[name] as RawEndpoint;
    const { path, params } = splitPath(def.path);
    const method = def.method.toLowerCase();
    const listed = def.list || resourceOf(name, catalogue)?.op === 'list';
    const query = [
      ...(listed
        ? LIST_QUERY.map(([key, description, example]) => ({
            ...parameter(key, 'query', false, description),
            example,
          }))
        : []),
      ...(dashboards.has(name)
        ? [
            parameter('from', 'query', true, 'First day, YYYY-MM-DD (included).'),
            parameter('to', 'query', true, 'Last day, YYYY-MM-DD (included).'),
          ]
        : []),
      ...(QUERIES[name] ?? []).map((q) =>
        parameter(q.name, 'query', q.required === true, q.description),
      ),
    ];
    const body = requestBody(name, def, catalogue, examples);
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`${name}: ${def.method} ${path} is declared twice`);
    item[method] = {
      operationId: name,
      summary: name,
      ...(def.silent ? { description: 'Its failures are only logged (§8 silent).' } : {}),
      ...(def.public ? { security: [] } : {}),
      parameters: [...params, ...query],
      ...(body ? { requestBody: body } : {}),
      responses: responses(name, def, catalogue),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Loyalty admin console: the API it reads',
      version: '1',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description:
        'Generated by `npm run generate` from schema/endpoints.yaml and the console’s answer ' +
        'schemas (src/data/answers), the same schemas the console checks every answer with. ' +
        'A required field is one without which the console cannot show that part: an answer ' +
        'without it is a load failure (§8). Every other field is optional: missing, null or of ' +
        'another type it takes its default and the description says what the console shows ' +
        'without it. Objects may hold more keys than named. Money, credits, usage, balances and ' +
        'counts may be numbers or numeric strings; anything else there shows “—” and is ' +
        'reported. Dates the spec does not fix may be ISO 8601 or epoch seconds or milliseconds. ' +
        'Every failure answers the Error body; each operation says what the user sees. See ' +
        'README “API contract”.',
    },
    servers: [{ url: '/', description: 'The runtime config’s apiUrl.' }],
    security: [{ bearer: [] }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: ERROR_BODY },
    },
  };
}

export function openApiText(schemaDir: string): string {
  return `${JSON.stringify(buildOpenApi(schemaDir), null, 2)}\n`;
}

/** Compares by content, so formatting the committed file does not make it stale. */
export function openApiMatches(text: string | undefined, schemaDir: string): boolean {
  if (text === undefined) return false;
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(buildOpenApi(schemaDir));
  } catch {
    return false;
  }
}
