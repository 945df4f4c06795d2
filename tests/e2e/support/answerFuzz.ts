/**
 * The answer fuzz's plan, read from the published contract: for each answer
 * the console reads, the mutations of its response schema (every field removed, set to null, or
 * given another type), and a schedule that opens every route × role with mutated answers while
 * each mutation is met at least once by a page that reads that answer.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ENDPOINTS, type EndpointName } from '../../../src/generated/endpoints';
import type { Mutation } from '../../../src/mocks/faults';

/** The OpenAPI document `npm run generate` writes (README, "API contract"). */
export const OPENAPI_PATH = resolve('schema/openapi.json');

type Json = Record<string, unknown>;
const OPS: readonly Mutation['op'][] = ['remove', 'null', 'wrongType'];
/** Deeper fields are reached through their parents' mutations already. */
const MAX_DEPTH = 5;

export function readContract(): Json {
  return JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')) as Json;
}

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

function deref(doc: Json, schema: unknown, seen = new Set<string>()): Json {
  if (!isObject(schema)) return {};
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/') || seen.has(ref)) return schema;
  seen.add(ref);
  let target: unknown = doc;
  for (const key of ref.slice(2).split('/')) target = isObject(target) ? target[key] : undefined;
  return deref(doc, target, seen);
}

/** Every field path of a JSON Schema, `*` for an array's elements (as the mock's mutate reads them). */
export function fieldPaths(doc: Json, schema: unknown, prefix: readonly string[] = []): string[] {
  const found = new Set<string>();
  const walk = (node: unknown, path: readonly string[], depth: number) => {
    const s = deref(doc, node);
    const variants = [
      s,
      ...['anyOf', 'oneOf', 'allOf'].flatMap((k) => (Array.isArray(s[k]) ? s[k] : [])),
    ];
    for (const variant of variants.map((v) => deref(doc, v))) {
      if (isObject(variant.properties)) {
        for (const [key, sub] of Object.entries(variant.properties)) {
          found.add([...path, key].join('.'));
          if (depth < MAX_DEPTH) walk(sub, [...path, key], depth + 1);
        }
      }
      if (isObject(variant.items) && depth < MAX_DEPTH)
        walk(variant.items, [...path, '*'], depth + 1);
    }
  };
  walk(schema, prefix, 0);
  return [...found].sort();
}

/** The JSON schema of a GET's successful answer, or null when it answers no JSON. */
function answerSchema(doc: Json, path: string): unknown {
  const paths = isObject(doc.paths) ? doc.paths : {};
  const operation = deref(doc, (isObject(paths[path]) ? paths[path] : {}).get);
  const responses = isObject(operation.responses) ? operation.responses : {};
  for (const status of ['200', '201', '2XX', 'default']) {
    const content = deref(doc, responses[status]).content;
    const json = isObject(content) ? content['application/json'] : undefined;
    if (isObject(json) && json.schema) return json.schema;
  }
  return null;
}

/** The contract's path of an endpoint: its catalogue path without the query part. */
const contractPath = (name: EndpointName) => ENDPOINTS[name].path.split('?')[0]!;

/** A number from a text and the seed (FNV-1a): the same seed picks the same ops. */
function hash(seed: number, text: string): number {
  let h = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/**
 * The mutations of an endpoint's answer: the body itself null or mistyped, then each field once,
 * removed, set to null or given another type as the seed picks (`allOps`: each field all three
 * ways, three times the visits). The answer schemas read all three alike for most fields (a
 * lenient field takes its default, a strict one spoils the answer), so one op samples a field.
 */
export function mutationsOf(
  doc: Json,
  name: EndpointName,
  { allOps = false, seed = 0 }: { allOps?: boolean; seed?: number } = {},
): Mutation[] {
  const schema = answerSchema(doc, contractPath(name));
  if (schema === null) return [];
  const fields = fieldPaths(doc, schema);
  return [
    { at: '', op: 'null' },
    { at: '', op: 'wrongType' },
    ...(allOps
      ? fields.flatMap((at) => OPS.map((op) => ({ at, op })))
      : fields.map((at) => ({ at, op: OPS[hash(seed, `${name} ${at}`) % OPS.length]! }))),
  ];
}

/** The mock's fault key for one endpoint: `GET /api/v1/operator/:operatorId/...`. */
export const faultKey = (name: EndpointName): string =>
  `${ENDPOINTS[name].method} ${contractPath(name).replace(/\{(\w+)\}/g, ':$1')}`;

const MATCHERS = (Object.keys(ENDPOINTS) as EndpointName[])
  .filter((name) => ENDPOINTS[name].method === 'GET')
  .map((name) => ({
    name,
    re: new RegExp(
      `^${contractPath(name)
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+')}/?$`,
    ),
  }));

/** The GET endpoint a request path belongs to (a fixed path wins over a placeholder). */
export function endpointOf(pathname: string): EndpointName | null {
  const hits = MATCHERS.filter((m) => m.re.test(pathname));
  hits.sort(
    (a, b) =>
      (contractPath(b.name).match(/\{/g)?.length ?? 0) -
      (contractPath(a.name).match(/\{/g)?.length ?? 0),
  );
  return hits.at(-1)?.name ?? null;
}

export interface FuzzVisit<V> {
  readonly visit: V;
  /** The mutation applied to each answer the visit reads. */
  readonly faults: ReadonlyMap<EndpointName, Mutation>;
}

/**
 * Rounds over the visits until every mutation of every answer is met once by a visit that reads
 * that answer: each visit takes, for every answer it reads, that answer's next unmet mutation (or,
 * once all are met, the next in turn). `everyVisitOnce`: the first round opens every visit, met
 * mutations or not; later rounds open only visits that read an answer with mutations still unmet.
 * The cursors start where `met` says (mutations already met elsewhere).
 */
export function schedule<V>(
  visits: readonly { readonly visit: V; readonly reads: readonly EndpointName[] }[],
  mutations: ReadonlyMap<EndpointName, readonly Mutation[]>,
  { everyVisitOnce = true, met = new Map<EndpointName, number>() } = {},
): FuzzVisit<V>[] {
  const next = new Map(met);
  const unmet = (name: EndpointName) => (next.get(name) ?? 0) < (mutations.get(name)?.length ?? 0);
  const plan: FuzzVisit<V>[] = [];
  for (let round = 0; ; round++) {
    const due = visits.filter((v) => (everyVisitOnce && round === 0) || v.reads.some(unmet));
    if (due.length === 0) return plan;
    for (const { visit, reads } of due) plan.push({ visit, faults: take(reads, mutations, next) });
  }
}

/** For each answer read, its next mutation (cycling once all are met); advances the cursors. */
export function take(
  reads: readonly EndpointName[],
  mutations: ReadonlyMap<EndpointName, readonly Mutation[]>,
  next: Map<EndpointName, number>,
): Map<EndpointName, Mutation> {
  const faults = new Map<EndpointName, Mutation>();
  for (const name of reads) {
    const list = mutations.get(name) ?? [];
    if (list.length === 0) continue;
    const at = next.get(name) ?? 0;
    faults.set(name, list[at % list.length]!);
    next.set(name, at + 1);
  }
  return faults;
}
