/**
 * Injected latency and failures, for tests and the benchmark. A rule matches a request path (after
 * the API base) by pattern: '*' for every call, `:name` for one segment, a trailing `*` for the rest;
 * an optional method prefix ('GET /api/v1/...') narrows it to one method.
 */
export interface Fault {
  delayMs?: number;
  /** Answer with this status and `{message}` instead of the real response. */
  status?: number;
  /** Answer with a network error (no response at all). */
  noResponse?: boolean;
  /** Answer 200 with a body that is not valid JSON (a proxy's page, a cut-off answer). */
  malformedJson?: boolean;
  /** Answer with the real body, one field of it changed: an imperfect API (the answer fuzz). */
  mutate?: Mutation;
}

/**
 * One field of an answer changed. `at` is a dotted path into the JSON body; `*` stands for every
 * element of an array (`availablePlans.*.info`), and '' for the body itself.
 */
export interface Mutation {
  readonly at: string;
  readonly op: 'remove' | 'null' | 'wrongType';
}

/** A value of another JSON type than the one given (a string becomes a number, the rest text). */
const wrongTypeOf = (value: unknown): unknown => (typeof value === 'string' ? 7 : 'not-this-type');

/**
 * The body with the mutation applied wherever its path leads (a path that leads nowhere in this
 * answer changes nothing). The input is not modified.
 */
export function mutateBody(body: unknown, { at, op }: Mutation): unknown {
  const apply = (value: unknown, path: readonly string[]): unknown => {
    if (path.length === 0)
      return op === 'null' ? null : op === 'wrongType' ? wrongTypeOf(value) : undefined;
    const [head, ...rest] = path as [string, ...string[]];
    if (head === '*') return Array.isArray(value) ? value.map((item) => apply(item, rest)) : value;
    if (!value || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, head))
      return value;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const next = apply(copy[head], rest);
    if (rest.length === 0 && op === 'remove') delete copy[head];
    else copy[head] = next;
    return copy;
  };
  return apply(body, at === '' ? [] : at.split('.'));
}

/**
 * localStorage key the browser's mock reads: `{"*": {"delayMs": 150}, "GET /api/v1/...": {...}}`.
 * It is read at boot and again whenever its value changes, so a test can switch a fault between two
 * calls without reloading the page.
 */
export const FAULTS_STORAGE_KEY = 'mock_api_faults';

const faults = new Map<string, Fault>();
let globalDelayMs = 0;

/** Rules kept under FAULTS_STORAGE_KEY, re-read when the stored text changes. */
let stored: {
  source: Pick<Storage, 'getItem'>;
  text: string | null;
  rules: Map<string, Fault>;
} | null = null;

export function setFault(match: string, fault: Fault): void {
  faults.set(match, fault);
}

export function clearFaults(): void {
  faults.clear();
  globalDelayMs = 0;
  stored = null;
}

/** A delay added to every call (on top of any matching fault's delay). */
export function setGlobalDelay(ms: number): void {
  globalDelayMs = Math.max(0, ms);
}

function patternMatches(pattern: string, method: string, path: string): boolean {
  if (pattern === '*') return true;
  let wanted = pattern.trim();
  const space = wanted.indexOf(' ');
  if (space > 0) {
    if (wanted.slice(0, space).toUpperCase() !== method.toUpperCase()) return false;
    wanted = wanted.slice(space + 1).trim();
  }
  const source = wanted
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`).test(path);
}

/** Every matching rule, merged: delays add up, the first status, noResponse or mutation wins. */
export function faultFor(method: string, path: string): Fault {
  const result: Fault = { delayMs: globalDelayMs };
  for (const [pattern, fault] of [...storedRules(), ...faults]) {
    if (!patternMatches(pattern, method, path)) continue;
    result.delayMs = (result.delayMs ?? 0) + (fault.delayMs ?? 0);
    if (result.status === undefined && fault.status !== undefined) result.status = fault.status;
    if (fault.noResponse) result.noResponse = true;
    if (fault.malformedJson) result.malformedJson = true;
    if (result.mutate === undefined && fault.mutate !== undefined) result.mutate = fault.mutate;
  }
  return result;
}

function parseRules(text: string | null): Map<string, Fault> {
  const rules = new Map<string, Fault>();
  if (!text) return rules;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new Error('not an object');
    for (const [pattern, fault] of Object.entries(value as Record<string, unknown>)) {
      if (fault && typeof fault === 'object') rules.set(pattern, fault as Fault);
    }
  } catch (error) {
    console.warn(`Ignoring localStorage.${FAULTS_STORAGE_KEY}:`, error);
  }
  return rules;
}

/** The stored rules as they are now: parsed again only when the stored text has changed. */
function storedRules(): Map<string, Fault> {
  if (!stored) return new Map();
  const text = stored.source.getItem(FAULTS_STORAGE_KEY);
  if (text !== stored.text) stored = { ...stored, text, rules: parseRules(text) };
  return stored.rules;
}

/**
 * Follows the rules stored under FAULTS_STORAGE_KEY from now on (a broken value is ignored with a
 * warning); rules set with setFault apply beside them.
 */
export function loadFaultsFromStorage(storage: Pick<Storage, 'getItem'>): void {
  const text = storage.getItem(FAULTS_STORAGE_KEY);
  stored = { source: storage, text, rules: parseRules(text) };
}
