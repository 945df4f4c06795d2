import { getRuntimeConfig } from '../config/runtimeConfig';
import { ENDPOINTS } from '../generated/endpoints';
import type { EndpointDef } from '../model/types';
import { clearSession, decodeToken, getOperatorId, getToken } from '../session';
import { HttpError, noResponseError } from './HttpError';
import { notify } from './notifications';

/** §7/§9: every call gives up after 60 seconds. */
/** Name of the performance mark set as each API call starts. */
export const API_CALL_MARK = 'api-call';

export const HTTP_TIMEOUT_MS = 60_000;
export const GENERIC_ERROR = 'errors.generic';
export const NO_RESPONSE_ERROR = 'errors.noResponse';
export const SESSION_EXPIRED = 'errors.sessionExpired';

export interface RequestOptions {
  /** Values for {placeholders} other than {operatorId}. */
  readonly pathParams?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number | boolean | null | undefined>>;
  readonly body?: unknown;
  /** The request's skip header: no Authorization. */
  readonly skipAuth?: boolean;
  /** The skip-notification header (§8): no toast when the response status equals it ('all': never). */
  readonly skipNotificationStatus?: number | 'all';
  readonly responseType?: 'json' | 'blob' | 'text';
  readonly signal?: AbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface RawResponse<T> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

let operatorInView: string | null = null;
let onUnauthorized: () => void = () => undefined;

/** The super admin's operator view sets the operator in view; null means the session's operator. */
export function setOperatorInView(id: string | null): void {
  operatorInView = id;
}

export function currentOperatorId(): string | null {
  if (operatorInView) return operatorInView;
  // The stored id, else the token's own (a token stored by another tab or tool has no id beside it).
  const stored = getOperatorId();
  if (stored) return stored;
  const token = getToken();
  const id = token ? decodeToken(token)?.id_operator : null;
  return id === null || id === undefined ? null : String(id);
}

/** The app navigates to Login when a call answers 401 (§8). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** A catalogue name, or a definition (tests, and calls outside the schema such as absolute URLs). */
export type EndpointRef = string | EndpointDef;

function endpoint(ref: EndpointRef): EndpointDef {
  if (typeof ref !== 'string') return ref;
  const name = ref;
  const def = (ENDPOINTS as Readonly<Record<string, EndpointDef>>)[name];
  if (!def) throw new Error(`Unknown endpoint '${name}': is it in schema/endpoints.yaml?`);
  return def;
}

/** The endpoint's URL with its placeholders filled (each value URL-encoded). */
export function buildUrl(def: EndpointDef, opts: RequestOptions = {}): string {
  const values: Record<string, string | number> = { ...opts.pathParams };
  const path = def.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = key === 'operatorId' ? (values.operatorId ?? currentOperatorId()) : values[key];
    if (value === undefined || value === null)
      throw new Error(`No value for {${key}} in ${def.name}`);
    return encodeURIComponent(String(value));
  });
  // An absolute path leaves the API; the auth header check below keeps the token off it.
  const base = /^https?:\/\//i.test(path) ? path : getRuntimeConfig().apiUrl + path;
  const url = new URL(base, window.location.origin);
  for (const [key, value] of Object.entries(opts.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function apiOrigin(): string {
  return new URL(getRuntimeConfig().apiUrl || window.location.origin, window.location.origin)
    .origin;
}

function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

async function readBody(
  response: Response,
  type: RequestOptions['responseType'],
): Promise<unknown> {
  if (response.status === 204) return undefined;
  if (type === 'blob') return response.blob();
  const text = await response.text();
  if (type === 'text') return text;
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one HTTP client: base URL from the runtime config, the bearer token on every call to the
 * API (never to another host), a 60 s time-out, and the §8 error catalogue.
 */
export async function requestRaw<T = unknown>(
  ref: EndpointRef,
  opts: RequestOptions = {},
): Promise<RawResponse<T>> {
  const def = endpoint(ref);
  const url = buildUrl(def, opts);
  const headers = new Headers({ Accept: 'application/json', ...opts.headers });
  const token = getToken();
  if (token && !def.public && !opts.skipAuth && new URL(url).origin === apiOrigin()) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  let body: BodyInit | undefined;
  if (opts.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(opts.body);
  }

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), HTTP_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
  const quiet = def.silent === true;
  const toast = (message: string, status: number) => {
    if (quiet) return;
    const skip = opts.skipNotificationStatus;
    if (skip === 'all' || skip === status) return;
    notify({ message, type: 'error' });
  };

  let response: Response;
  try {
    // A user-timing mark per call: `npm run bench` reads the first one to time the start-up.
    performance.mark(API_CALL_MARK);
    response = await fetch(url, { method: def.method, headers, body, signal });
  } catch (error) {
    clearTimeout(timer);
    if (opts.signal?.aborted) throw error; // the caller cancelled: nothing to report
    const timedOut = timeout.signal.aborted;
    console.error(`${def.method} ${def.path}: ${timedOut ? 'timed out' : 'no response'}`, error);
    toast(NO_RESPONSE_ERROR, 0);
    throw noResponseError(timedOut);
  }
  clearTimeout(timer);

  const parsed = await readBody(response, response.ok ? opts.responseType : 'json');
  if (response.ok) return { status: response.status, headers: response.headers, body: parsed as T };

  const message = serverMessage(parsed) ?? (response.statusText || GENERIC_ERROR);
  console.error(`${def.method} ${def.path}: ${response.status} ${message}`);
  if (response.status === 401 && !def.public) {
    // Startup fires several calls at once; only the one that ends the session tells the user, and
    // it does so even for the quiet startup loads, since the user is being sent to Login (§8).
    const endedSession = getToken() !== null;
    clearSession();
    onUnauthorized();
    const skip = opts.skipNotificationStatus;
    if (endedSession && skip !== 'all' && skip !== 401) {
      notify({ message: serverMessage(parsed) ?? SESSION_EXPIRED, type: 'error' });
    }
    throw new HttpError(message, response.status, parsed);
  }
  toast(message, response.status);
  throw new HttpError(message, response.status, parsed);
}

/** The response body of a call (JSON, Blob or text), or undefined for 204. */
export async function request<T = unknown>(
  ref: EndpointRef,
  opts: RequestOptions = {},
): Promise<T> {
  return (await requestRaw<T>(ref, opts)).body;
}
