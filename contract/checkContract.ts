/**
 * Calls every read endpoint the token's role may read, as the console would, and checks each
 * answer against schema/openapi.json (docs/contract.md).
 */
import { ENDPOINTS } from '../src/generated/endpoints';
import type { EndpointDef } from '../src/model/types';
import { answerCheck, type Difference } from './answerCheck';
import { readEndpoints, usesFor, type Use } from './usage';

export type Verdict = 'conforms' | 'differs' | 'skipped';

export interface ContractLine {
  readonly endpoint: string;
  /** The path called ({placeholders} left in when skipped). */
  readonly path: string;
  readonly status: number | null;
  readonly verdict: Verdict;
  /** Where and how it differs, or why it was skipped; '' when it conforms. */
  readonly detail: string;
  /** What the console does with this answer, in its words. */
  readonly consequence: string;
}

export interface ContractReport {
  readonly role: string;
  readonly operator: string | null;
  readonly lines: readonly ContractLine[];
  /** Read endpoints not called: the role may read no place that uses them. */
  readonly notReadable: readonly string[];
}

export interface CheckOptions {
  /** The API's origin, e.g. https://api.example.com. */
  readonly api: string;
  readonly token: string;
  /** schema/openapi.json, parsed. */
  readonly document: Record<string, unknown>;
  readonly fetchImpl?: typeof fetch;
  /** Only the endpoints whose name starts with one of these (all when empty). */
  readonly only?: readonly string[];
  /** "Today" for date query values (the last 30 days up to it). */
  readonly now?: Date;
}

/** The token's claims the console reads (src/session/token.ts): role and operator. */
export function claimsOf(token: string): { role: string; operator: string | null } {
  const part = token.split('.')[1];
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
  } catch {
    payload = null;
  }
  const claims = (payload ?? {}) as Record<string, unknown>;
  if (typeof claims.role !== 'string') {
    throw new Error('--token is not a console JWT: its payload has no "role"');
  }
  const op = claims.id_operator;
  return {
    role: claims.role,
    operator: typeof op === 'string' || typeof op === 'number' ? String(op) : null,
  };
}

const endpoints = ENDPOINTS as Readonly<Record<string, EndpointDef>>;
const bare = (path: string) => path.split('?')[0] as string;

/** A value for a required query parameter, from what the document says about it. */
function queryValue(param: Record<string, unknown>, now: Date): string | undefined {
  const schema = (param.schema ?? {}) as Record<string, unknown>;
  if (param.example !== undefined) return String(param.example);
  if (schema.example !== undefined) return String(schema.example);
  if (schema.default !== undefined) return String(schema.default);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return String(schema.enum[0]);
  const dateLike = schema.format === 'date' || /YYYY-MM-DD/.test(String(param.description ?? ''));
  if (dateLike) {
    const day = (d: Date) => d.toISOString().slice(0, 10);
    // A 30-day range ending today: `from` the start, anything else the end.
    return param.name === 'from' ? day(new Date(now.getTime() - 29 * 86_400_000)) : day(now);
  }
  return undefined;
}

function consequence(
  def: EndpointDef,
  uses: readonly Use[],
  status: number | null,
  ok: boolean,
): string {
  const where = uses.map((u) => u.where).join('; ');
  const verb = uses.length > 1 ? 'show' : 'shows';
  if (ok) return `${where} ${verb} it`;
  if (status === 401) return 'the console ends the session and goes to Login (§8)';
  if (def.silent) return `only logged, no message (§8): ${where}`;
  if (status === 403) return `${where}: refused, though the role's permissions offer it`;
  return `${where} ${verb} the §8 load failure`;
}

function describeDifference(d: Difference): string {
  const at = d.at === '' ? '"" (the whole answer)' : d.at;
  return `differs at ${at}: ${d.expected}${d.more > 0 ? ` (+${d.more} more)` : ''}`;
}

/** A simple-rest list's total: `Content-Range: <resource> <first>-<last>/<total>`. */
const CONTENT_RANGE = /^\S+ (\d+-\d+|\*)\/(\d+|\*)$/;

export async function checkContract(opts: CheckOptions): Promise<ContractReport> {
  const { role, operator } = claimsOf(opts.token);
  const fetchImpl = opts.fetchImpl ?? fetch;
  const now = opts.now ?? new Date();
  const checker = answerCheck(opts.document);
  const uses = usesFor(role);
  const origin = opts.api.replace(/\/+$/, '');
  /** Answers of list calls, by path, for the records they name. */
  const answers = new Map<string, unknown>();

  async function call(
    path: string,
  ): Promise<{ status: number | null; headers: Headers; body: string; error?: string }> {
    try {
      const res = await fetchImpl(`${origin}${path}`, {
        headers: { Authorization: `Bearer ${opts.token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(20_000),
      });
      return { status: res.status, headers: res.headers, body: await res.text() };
    } catch (e) {
      const cause = (e as { cause?: { code?: string } }).cause?.code;
      return {
        status: null,
        headers: new Headers(),
        body: '',
        error: cause ?? (e as Error).message,
      };
    }
  }

  /** The first record's id of the list whose path ends where `{name}` begins, or why there is none. */
  async function firstId(prefix: string, name: string): Promise<string | { skip: string }> {
    const list = Object.values(endpoints).find(
      (e) =>
        e.method === 'GET' &&
        e.list &&
        bare(e.path).replace('{operatorId}', operator ?? '') === prefix,
    );
    if (!list) return { skip: `no list gives a {${name}}` };
    if (!uses.get(list.name)?.some((u) => u.readable)) {
      return { skip: `no list the role may read gives a {${name}}` };
    }
    if (!answers.has(prefix)) {
      const answer = await call(prefix);
      let rows: unknown = null;
      try {
        rows = answer.status === 200 ? JSON.parse(answer.body) : null;
      } catch {
        rows = null;
      }
      answers.set(prefix, rows);
    }
    const rows = answers.get(prefix);
    const first = Array.isArray(rows)
      ? (rows[0] as Record<string, unknown> | undefined)
      : undefined;
    const id = first?.id;
    return typeof id === 'string' || typeof id === 'number'
      ? String(id)
      : { skip: 'no record to read' };
  }

  const lines: ContractLine[] = [];
  const notReadable: string[] = [];
  const chosen = (name: string) =>
    !opts.only || opts.only.length === 0 || opts.only.some((prefix) => name.startsWith(prefix));
  for (const def of readEndpoints().filter((e) => chosen(e.name))) {
    const places = (uses.get(def.name) ?? []).filter((u) => u.readable);
    if (places.length === 0) {
      notReadable.push(def.name);
      continue;
    }
    const line = (l: Omit<ContractLine, 'endpoint' | 'consequence'>, ok: boolean) =>
      lines.push({ endpoint: def.name, ...l, consequence: consequence(def, places, l.status, ok) });
    const skip = (path: string, why: string) =>
      lines.push({
        endpoint: def.name,
        path,
        status: null,
        verdict: 'skipped',
        detail: `skipped: ${why}`,
        consequence: '',
      });

    // Path placeholders, left to right: the operator from the token, a record from its list.
    let path = bare(def.path);
    let skipped: string | undefined;
    for (const [whole, name] of path.matchAll(/\{(\w+)\}/g)) {
      if (name === 'operatorId') {
        if (operator === null) {
          skipped = 'the token names no operator';
          break;
        }
        path = path.replace(whole, encodeURIComponent(operator));
        continue;
      }
      const prefix = path.slice(0, path.indexOf(whole) - 1);
      const id = await firstId(prefix, name as string);
      if (typeof id !== 'string') {
        skipped = id.skip;
        break;
      }
      path = path.replace(whole, encodeURIComponent(id));
    }
    if (skipped) {
      skip(def.path, skipped);
      continue;
    }

    const op = checker.operation(def.name, 'GET', def.path);
    if (!op) {
      line(
        {
          path,
          status: null,
          verdict: 'differs',
          detail: 'differs: schema/openapi.json has no GET operation for it',
        },
        false,
      );
      continue;
    }
    // Query values: the ones the endpoint's path carries, then the document's required ones.
    const query = new URLSearchParams();
    const pathQuery = def.path.split('?')[1];
    const needs: string[] = [];
    for (const [key, value] of new URLSearchParams(pathQuery ?? '')) {
      const placeholder = /^\{(\w+)\}$/.exec(value);
      if (placeholder) needs.push(placeholder[1] as string);
      else query.set(key, value);
    }
    const params = (op.operation.parameters ?? []) as Record<string, unknown>[];
    for (const p of params) {
      if (p.in !== 'query' || typeof p.name !== 'string' || query.has(p.name)) continue;
      if (p.required === true || (def.list && p.name === 'range')) {
        const value = def.list && p.name === 'range' ? '[0,9]' : queryValue(p, now);
        if (value === undefined) needs.push(p.name);
        else query.set(p.name, value);
      }
    }
    if (needs.length > 0) {
      skip(
        def.path,
        `needs ${[...new Set(needs)].map((n) => `{${n}}`).join(', ')}, which no list answer gives`,
      );
      continue;
    }
    const full = query.size > 0 ? `${path}?${query}` : path;
    const answer = await call(full);
    if (answer.status === null) {
      line(
        {
          path: full,
          status: null,
          verdict: 'differs',
          detail: `differs: no answer (${answer.error})`,
        },
        false,
      );
      continue;
    }
    let difference = checker.check(op, answer.status, answer.headers, answer.body);
    if (!difference && def.list && !CONTENT_RANGE.test(answer.headers.get('Content-Range') ?? '')) {
      const got = answer.headers.get('Content-Range');
      difference = {
        at: 'header Content-Range',
        expected: `expected "<resource> <first>-<last>/<total>" (a list's total), got ${got === null ? 'none' : JSON.stringify(got)}`,
        more: 0,
      };
    }
    if (difference) {
      const detail =
        difference.at === 'status'
          ? `differs: ${difference.expected}`
          : describeDifference(difference);
      line({ path: full, status: answer.status, verdict: 'differs', detail }, false);
    } else {
      line({ path: full, status: answer.status, verdict: 'conforms', detail: '' }, true);
    }
  }
  return { role, operator, lines, notReadable };
}

/** The report as printed: one line per endpoint, then a summary. */
export function formatReport(report: ContractReport): string {
  const width = Math.max(0, ...report.lines.map((l) => l.endpoint.length));
  const out = report.lines.map((l) => {
    const status = l.status === null ? '---' : String(l.status);
    const verdict = l.verdict === 'conforms' ? 'conforms' : l.detail;
    const then = l.consequence ? ` → ${l.consequence}` : '';
    return `${l.endpoint.padEnd(width)}  ${status}  ${verdict}${then}`;
  });
  const count = (v: Verdict) => report.lines.filter((l) => l.verdict === v).length;
  out.push(
    '',
    `${report.role}, operator ${report.operator ?? '(none)'}: ${count('conforms')} conform, ${count('differs')} differ, ${count('skipped')} skipped; ` +
      (report.notReadable.length > 0
        ? `not called, the role reads no page that uses them: ${report.notReadable.join(', ')}.`
        : 'every read endpoint called.'),
  );
  return `${out.join('\n')}\n`;
}
