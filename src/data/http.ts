import { getRuntimeConfig } from '../config/runtimeConfig';
import type { EndpointDef } from '../model/types';
import { clearSession, decodeToken, getOperatorId, getToken } from '../session';
import { type AnswerMismatch, HttpError, noResponseError } from './HttpError';
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
  /** Sent ahead of its page: its failure, a 401 too, is the page's to act on. */
  readonly ahead?: boolean;
}

export interface RawResponse<T> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

let onUnauthorized: () => void = () => undefined;
let reportAnswer: (error: Error) => void = (error) => console.error(error);

/**
 * The session's own operator: the stored id, else the token's (a token stored by another tab or
 * tool has no id beside it). Calls for another operator (the super admin's operator view) name it
 * in `pathParams.operatorId`; the console's dataProvider always does.
 */
export function sessionOperatorId(): string | null {
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

/** Where a malformed answer is reported (§8 error reporting; the app wires it, data cannot). */
export function setAnswerReporter(report: (error: Error) => void): void {
  reportAnswer = report;
}

/** An answer that left the contract, reported (the console may still have gone on with it). */
export function reportDeviation(label: string, mismatch: AnswerMismatch): void {
  reportAnswer(Object.assign(new Error(`${label}: ${mismatch.message}`), { name: mismatch.name }));
}

/** What decides whether a failure of a call is shown: the endpoint's rule and the caller's. */
export interface FailureRules {
  readonly label: string;
  readonly silent?: boolean;
  readonly skipNotificationStatus?: RequestOptions['skipNotificationStatus'];
}

/** §8's generic toast for a part that could not use all of its answer, unless the call is quiet. */
function toastUnusable(call: FailureRules, status: number): void {
  const skip = call.skipNotificationStatus;
  if (!call.silent && skip !== 'all' && skip !== status) {
    notify({ message: GENERIC_ERROR, type: 'error' });
  }
}

/**
 * A success answer that left the contract where its part needs it: reported, then
 * failed like a call that got an unusable answer, so the part shows its §8 load failure (a
 * silent endpoint only logs it; any other shows the generic toast). Returns the error to throw.
 */
export function malformedAnswer(
  call: FailureRules,
  mismatch: AnswerMismatch,
  status = 200,
): HttpError {
  reportDeviation(call.label, mismatch);
  toastUnusable(call, status);
  return new HttpError(GENERIC_ERROR, status, null);
}

/**
 * A success answer the part can show, holding figures or dates it could not read (shown as
 * "—", never as a made-up 0): reported, and told as the part's §8 load failure would be (a silent
 * endpoint only logs it), so no figure is unknown without a word.
 */
export function unreadValues(call: FailureRules, mismatch: AnswerMismatch, status = 200): void {
  reportDeviation(call.label, mismatch);
  toastUnusable(call, status);
}

/**
 * The failure rules of a call to an endpoint. The client takes definitions, not names: the name
 * lookup is the catalogue's (./endpoints), which the login route does not download.
 */
export function failureRules(def: EndpointDef, opts: RequestOptions = {}): FailureRules {
  return {
    label: `${def.method} ${def.path}`,
    ...(def.silent ? { silent: true } : {}),
    ...(opts.skipNotificationStatus !== undefined
      ? { skipNotificationStatus: opts.skipNotificationStatus }
      : {}),
  };
}

/** The endpoint's URL with its placeholders filled (each value URL-encoded). */
export function buildUrl(def: EndpointDef, opts: RequestOptions = {}): string {
  const values: Record<string, string | number> = { ...opts.pathParams };
  const path = def.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = key === 'operatorId' ? (values.operatorId ?? sessionOperatorId()) : values[key];
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
    return new NotJson(text);
  }
}

/** A body that should have been JSON and is not: its text. */
class NotJson {
  constructor(readonly text: string) {}
}

/** One call as the client sends it: where, how, and the §8 rules that apply to it. */
interface Call {
  readonly url: string;
  readonly method: string;
  /** For the log: the endpoint's method and path. */
  readonly label: string;
  readonly public?: boolean;
  readonly silent?: boolean;
  readonly headers?: HeadersInit;
  /** Already serialised (JSON text). */
  readonly body?: BodyInit;
  readonly skipAuth?: boolean;
  readonly skipNotificationStatus?: RequestOptions['skipNotificationStatus'];
  readonly responseType?: RequestOptions['responseType'];
  readonly signal?: AbortSignal | null;
  /** A call made ahead of its page: its failure is the page's to act on, a 401 too. */
  readonly ahead?: boolean;
}

/**
 * The one HTTP client: the bearer token on every call to the API (never to another host), a 60 s
 * time-out, and the §8 error catalogue. Both entry points below go through it.
 */
async function send<T>(call: Call): Promise<RawResponse<T>> {
  const headers = new Headers({ Accept: 'application/json' });
  new Headers(call.headers).forEach((value, key) => headers.set(key, value));
  const token = getToken();
  if (token && !call.public && !call.skipAuth && new URL(call.url).origin === apiOrigin()) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  if (call.body !== undefined && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), HTTP_TIMEOUT_MS);
  const signal = call.signal ? AbortSignal.any([call.signal, timeout.signal]) : timeout.signal;
  const skip = call.skipNotificationStatus;
  const toast = (message: string, status: number) => {
    if (call.silent) return;
    if (skip === 'all' || skip === status) return;
    notify({ message, type: 'error' });
  };

  let response: Response;
  try {
    // A user-timing mark per call: `npm run bench` reads the first one to time the start-up.
    performance.mark(API_CALL_MARK);
    response = await fetch(call.url, { method: call.method, headers, body: call.body, signal });
  } catch (error) {
    clearTimeout(timer);
    if (call.signal?.aborted) throw error; // the caller cancelled: nothing to report
    const timedOut = timeout.signal.aborted;
    console.error(`${call.label}: ${timedOut ? 'timed out' : 'no response'}`, error);
    toast(NO_RESPONSE_ERROR, 0);
    throw noResponseError(timedOut);
  }
  clearTimeout(timer);

  const read = await readBody(response, response.ok ? call.responseType : 'json');
  if (response.ok && read instanceof NotJson) {
    // A success status with a body that is not JSON (a proxy's page, a cut-off answer) is no
    // answer the console can use: §8's generic text, never a string where data was expected.
    console.error(`${call.label}: ${response.status} with a body that is not JSON`);
    toast(GENERIC_ERROR, response.status);
    throw new HttpError(GENERIC_ERROR, response.status, null);
  }
  // An error page that is not JSON still says something: its text is the body.
  const parsed = read instanceof NotJson ? read.text : read;
  if (response.ok) return { status: response.status, headers: response.headers, body: parsed as T };

  const message = serverMessage(parsed) ?? (response.statusText || GENERIC_ERROR);
  console.error(`${call.label}: ${response.status} ${message}`);
  if (response.status === 401 && !call.public && !call.ahead) {
    // Startup fires several calls at once; only the one that ends the session tells the user, and
    // it does so even for the quiet startup loads, since the user is being sent to Login (§8).
    const endedSession = getToken() !== null;
    clearSession();
    onUnauthorized();
    // Ending the session is news about the session, not the call: even a caller that reports
    // its own failures ('all') leaves this one to the client.
    if (endedSession && skip !== 401) {
      notify({ message: serverMessage(parsed) ?? SESSION_EXPIRED, type: 'error' });
    }
    throw new HttpError(message, response.status, parsed);
  }
  toast(message, response.status);
  throw new HttpError(message, response.status, parsed);
}

/** A call to an endpoint: its URL from the definition, its body sent as JSON. */
export async function requestRaw<T = unknown>(
  def: EndpointDef,
  opts: RequestOptions = {},
): Promise<RawResponse<T>> {
  return send<T>({
    url: buildUrl(def, opts),
    method: def.method,
    label: `${def.method} ${def.path}`,
    ...(def.public ? { public: true } : {}),
    ...(def.silent ? { silent: true } : {}),
    ...(opts.headers ? { headers: opts.headers } : {}),
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    ...(opts.skipAuth ? { skipAuth: true } : {}),
    ...(opts.skipNotificationStatus !== undefined
      ? { skipNotificationStatus: opts.skipNotificationStatus }
      : {}),
    ...(opts.responseType ? { responseType: opts.responseType } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.ahead ? { ahead: true } : {}),
  });
}

/** The response body of a call (JSON, Blob or text), or undefined for 204. */
export async function request<T = unknown>(
  def: EndpointDef,
  opts: RequestOptions = {},
): Promise<T> {
  return (await requestRaw<T>(def, opts)).body;
}

/** What react-admin's `fetchUtils.fetchJson` answers, and so what ra-data-simple-rest reads. */
export interface JsonResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
  readonly json: unknown;
}

export interface HttpClientOptions {
  readonly method?: string;
  readonly headers?: HeadersInit;
  readonly body?: BodyInit | null;
  readonly signal?: AbortSignal | null;
  /** As RequestOptions: a caller that shows the failure itself (once, after retries) passes 'all'. */
  readonly skipNotificationStatus?: number | 'all';
  /**
   * Sent ahead of its page (a hover, the start-up): quiet, and a 401 does not end the session
   * here; the page asks again when it opens and acts on what it gets then.
   */
  readonly ahead?: boolean;
}

/**
 * The same client in react-admin's `httpClient` shape (`fetchUtils.fetchJson`), for
 * ra-data-simple-rest: it builds the URL, the query and the body; this one adds the token, the
 * time-out and the §8 catalogue.
 */
export async function httpClient(
  url: string,
  options: HttpClientOptions = {},
): Promise<JsonResponse> {
  const method = (options.method ?? 'GET').toUpperCase();
  const res = await send<unknown>({
    url,
    method,
    label: `${method} ${new URL(url, window.location.origin).pathname}`,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body != null ? { body: options.body } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.skipNotificationStatus !== undefined
      ? { skipNotificationStatus: options.skipNotificationStatus }
      : {}),
    ...(options.ahead ? { ahead: true, skipNotificationStatus: 'all' as const } : {}),
  });
  const body = typeof res.body === 'string' ? res.body : (JSON.stringify(res.body) ?? '');
  return { status: res.status, headers: res.headers, body, json: res.body };
}
