/**
 * The small framework every mock endpoint goes through: fault injection, token checks (401/403),
 * operator scoping, body parsing, `{message, errors}` error bodies, and a change notification after
 * each mutation (the browser persists the database on it).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { ROLE_CODES } from '../../generated/roles';
import { operatorData, ROLES, type MockDb, type OperatorData, type Role } from '../db';
import { faultFor, mutateBody, type Mutation } from '../faults';
import { verifyToken, type MockClaims } from '../jwt';
import { applyListQuery, parseListQuery, QueryError } from '../listQuery';
import { endpointGranted, grantedBySchema } from '../schemaAccess';
import { catalogueMatch } from '../schemaDeclared';
import { schemaReply } from '../schemaEndpoint';
import type { Row } from '../db';

export const TEAM: readonly Role[] = [
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN',
  'ROLE_DEVELOPMENT',
  'ROLE_PRODUCT',
  'ROLE_MARKETING',
  'ROLE_SUPPORT',
];
export const TEAM_AND_MODERATOR: readonly Role[] = [...TEAM, 'ROLE_MODERATOR'];
export const ADMINS: readonly Role[] = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'];
export const SUPER_ADMIN: readonly Role[] = ['ROLE_SUPER_ADMIN'];
/**
 * Any session of a schema role except the reset-password one, which may only change its password
 * (so a role added in schema/roles.yaml loads the start-up data).
 */
export const SIGNED_IN: readonly string[] = ROLE_CODES.filter((r) => r !== 'ROLE_RESET_PASSWORD');

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

/** Throws a 400 with every field message at once, like a form-aware API. */
export function check(errors: Record<string, string | undefined>): void {
  const found = Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  if (Object.keys(found).length > 0) throw new HttpError(400, 'Validation failed', found);
}

export interface Context {
  readonly request: Request;
  readonly url: URL;
  readonly params: Readonly<Record<string, string>>;
  readonly db: MockDb;
  readonly now: number;
  /** Present on authenticated routes. */
  readonly claims: MockClaims;
  /** Present on routes under {operatorId}. */
  readonly operatorId: string;
  readonly op: OperatorData;
  /** The JSON body; a malformed body is a 400. */
  body(): Promise<unknown>;
  /** A body that must be a JSON object. */
  object(): Promise<Record<string, unknown>>;
  /** Marks the database as changed (GETs that advance state call it). */
  touch(): void;
}

export interface RouteOptions {
  /** 'public': no token; otherwise the roles that may call it. */
  access: 'public' | readonly string[];
  /** A POST that changes nothing (login): no change notification, so nothing is saved. */
  readOnly?: boolean;
}

export type Resolver = (ctx: Context) => Response | Promise<Response>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteEnv {
  db: MockDb;
  baseUrl: string;
  now: () => number;
  onChange: () => void;
}

const ALLOW: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Content-Range',
};

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  HttpResponse.json(body as never, { status, headers: { ...ALLOW, ...headers } });

export const noContent = () => new HttpResponse(null, { status: 204, headers: ALLOW });

const errorResponse = (status: number, message: string, errors?: Record<string, string>) =>
  json(errors ? { message, errors } : { message }, status);

/** A list response: the page of rows, and Content-Range for the total. */
export function list(ctx: Context, rows: readonly Row[], resource: string): Response {
  const page = applyListQuery(rows, parseListQuery(ctx.url.searchParams), resource);
  return json(page.items, 200, { 'Content-Range': page.contentRange });
}

function bearer(request: Request): string | null {
  const header = request.headers.get('Authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match ? match[1]!.trim() : null;
}

function basePath(baseUrl: string): string {
  if (!baseUrl) return '';
  try {
    return new URL(baseUrl).pathname.replace(/\/$/, '');
  } catch {
    return baseUrl.replace(/\/$/, '');
  }
}

/** A JSON answer with one field changed; any other answer (an error, no body) as it was. */
async function mutated(response: Response, mutation: Mutation): Promise<Response> {
  if (!response.ok || !response.headers.get('Content-Type')?.includes('json')) return response;
  const body = mutateBody(await response.json(), mutation);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'content-length') headers[key] = value;
  });
  return new HttpResponse(body === undefined ? null : JSON.stringify(body), {
    status: response.status,
    headers,
  });
}

export function createRoute(env: RouteEnv) {
  const prefix = `${env.baseUrl.replace(/\/$/, '')}/api/v1`;
  const stripped = basePath(env.baseUrl);

  return function route(
    method: Method,
    path: string,
    options: RouteOptions,
    resolve: Resolver,
  ): HttpHandler {
    return http[method](`${prefix}${path}`, async ({ request, params }) => {
      const url = new URL(request.url);
      const apiPath = url.pathname.slice(stripped.length);
      const fault = faultFor(request.method, apiPath);
      if (fault.delayMs) await delay(fault.delayMs);
      if (fault.noResponse) return HttpResponse.error();
      if (fault.malformedJson) {
        return new HttpResponse('{"message": "cut off', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      if (fault.status !== undefined) {
        return errorResponse(fault.status, `Injected fault: HTTP ${fault.status}`);
      }
      const stringParams = Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, decodeURIComponent(String(v ?? ''))]),
      );
      let changed = request.method !== 'GET' && !options.readOnly;
      try {
        const ctx = await buildContext(env, request, url, stringParams, options, () => {
          changed = true;
        });
        const response = await resolve(ctx);
        if (!response.ok) changed = false;
        return fault.mutate ? await mutated(response, fault.mutate) : response;
      } catch (error) {
        changed = false;
        if (error instanceof HttpError)
          return errorResponse(error.status, error.message, error.errors);
        if (error instanceof QueryError) return errorResponse(400, error.message);
        console.error('Mock API handler failed', error);
        return errorResponse(500, 'Internal server error');
      } finally {
        if (changed) env.onChange();
      }
    });
  };
}

async function buildContext(
  env: RouteEnv,
  request: Request,
  url: URL,
  params: Record<string, string>,
  options: RouteOptions,
  touch: () => void,
): Promise<Context> {
  const now = env.now();
  let claims: MockClaims | undefined;
  if (options.access !== 'public') {
    const token = bearer(request);
    if (!token) throw new HttpError(401, 'Authentication required');
    const verified = verifyToken(token, now);
    if (!verified.ok) {
      throw new HttpError(401, verified.reason === 'expired' ? 'Token expired' : 'Invalid token');
    }
    claims = verified.claims;
    const apiPath = url.pathname.slice(basePath(env.baseUrl).length);
    if (
      !options.access.includes(claims.role) &&
      // §3's roles keep the handlers' lists (INVITE, BILLING…); a role added in YAML gets its grants.
      ((ROLES as readonly string[]).includes(claims.role) ||
        !grantedBySchema(claims.role, request.method, apiPath))
    ) {
      throw new HttpError(403, 'You do not have permission to do this');
    }
  }
  let op: OperatorData | undefined;
  const operatorId = params.operatorId;
  if (operatorId !== undefined && claims) {
    // A real API never tells a foreign operator whether an id exists: scope first, then look up.
    if (claims.role !== 'ROLE_SUPER_ADMIN' && claims.id_operator !== operatorId) {
      throw new HttpError(403, 'You may not access another operator');
    }
    op = operatorData(env.db, operatorId);
    if (!op) throw notFound('Operator');
  }
  let parsed: { value: unknown } | undefined;
  const body = async (): Promise<unknown> => {
    if (!parsed) {
      const text = await request.text();
      try {
        parsed = { value: text.trim() === '' ? undefined : JSON.parse(text) };
      } catch {
        throw new HttpError(400, 'Malformed JSON body');
      }
    }
    return parsed.value;
  };
  const missing = (what: string) => () => {
    throw new Error(`${what} used on a route without it`);
  };
  return {
    request,
    url,
    params,
    db: env.db,
    now,
    get claims() {
      return claims ?? missing('claims')();
    },
    get operatorId() {
      return operatorId ?? missing('operatorId')();
    },
    get op() {
      return op ?? missing('op')();
    },
    body,
    async object() {
      const value = await body();
      if (!value || typeof value !== 'object' || Array.isArray(value)) {
        throw new HttpError(400, 'The request body must be a JSON object');
      }
      return value as Record<string, unknown>;
    },
    touch,
  };
}

/** Finds a row by id or throws a 404 naming it. */
export function byId<T extends Row>(rows: readonly T[], id: string, what: string): T {
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound(what);
  return row;
}

/**
 * Anything no handler took. An endpoint of schema/endpoints.yaml the mock does not model yet (a
 * page a product person just added in YAML) answers, after the usual token and operator checks
 * and the schema's grants, what its pages declare (schemaEndpoint.ts): a list's rows (paged,
 * sorted and filtered as any list), a record, a settings form's values and their save, a
 * dashboard's figures; the rest is a 404.
 */
export function fallback(env: RouteEnv): HttpHandler {
  const prefix = `${env.baseUrl.replace(/\/$/, '')}/api/v1`;
  const stripped = basePath(env.baseUrl);
  return http.all(`${prefix}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const match = catalogueMatch(request.method, url.pathname.slice(stripped.length));
    if (!match) return errorResponse(404, `No such endpoint: ${request.method} ${url.pathname}`);
    const name = match.endpoint.name;
    try {
      const ctx = await buildContext(
        env,
        request,
        url,
        match.params,
        { access: match.endpoint.public ? 'public' : schemaRoles(name) },
        () => undefined,
      );
      const scoped = match.params.operatorId !== undefined;
      const reply = await schemaReply(match, {
        query: url.searchParams,
        now: ctx.now,
        body: () => ctx.body(),
        store: schemaStore(env.db, scoped ? ctx.operatorId : ''),
        seed: scoped ? ctx.operatorId : '',
      });
      console.info(
        `Mock API: ${name} (schema/endpoints.yaml) has no mock data yet; answering from what its pages declare.`,
      );
      if (reply.kind === 'error') return errorResponse(reply.status, reply.message, reply.errors);
      if (reply.kind === 'rows') return list(ctx, reply.rows, reply.resource);
      if (reply.changed) env.onChange();
      return json(reply.body);
    } catch (error) {
      if (error instanceof HttpError)
        return errorResponse(error.status, error.message, error.errors);
      if (error instanceof QueryError) return errorResponse(400, error.message);
      throw error;
    }
  });
}

/** An operator's saved schema settings ('' for calls of no operator), made on first use. */
function schemaStore(db: MockDb, operatorId: string): Record<string, Record<string, unknown>> {
  const all = (db.schemaAnswers ??= {});
  return (all[operatorId] ??= {});
}

/** The signed-in roles the schema's grants let call the endpoint. */
const schemaRoles = (name: string): readonly string[] =>
  SIGNED_IN.filter((role) => endpointGranted(role, name));
