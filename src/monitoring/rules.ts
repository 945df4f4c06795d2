/**
 * §8 "Error reporting" as pure functions over Sentry's event shapes: which events are dropped, and
 * what is scrubbed from those that are sent. Only types come from the SDK, so tests run these
 * without starting it, and the SDK itself stays in the lazy chunk of ./start.
 */
import type { Breadcrumb, ErrorEvent, Event, EventHint, StackFrame } from '@sentry/react';
import { CHUNK_LOAD_PATTERNS } from './chunkErrors';
import { isLocalhost } from './host';

/** §9: the admin UI release and the share of transactions traced (all). */
export const RELEASE = '1.48.1';
export const TRACES_SAMPLE_RATE = 1;

/** §8: request failures with these statuses are expected outcomes, not bugs (0: no response). */
export const IGNORED_HTTP_STATUSES: readonly number[] = [0, 400, 401, 403, 404, 500, 501, 502, 503];

const statuses = IGNORED_HTTP_STATUSES.join('|');

/**
 * §8's ignore list, one entry per item, each with the messages browsers and libraries actually
 * produce for it. Matched against the event's message, its exception value, and "Type: value"
 * (how Sentry's `ignoreErrors` matches), so type-only rules are written as "^Type:".
 */
export const IGNORE_RULES = {
  requestFailure: [new RegExp(`Request failed with status code (?:${statuses})$`)],
  networkError: [
    /^Network ?Error$/i,
    /NetworkError when attempting to fetch resource/,
    /^(?:TypeError: )?Failed to fetch(?: \([^)]*\))?$/,
    /^(?:TypeError: )?Network request failed$/,
  ],
  abort: [
    /^AbortError:/,
    /^(?:Request|Fetch is) aborted$/,
    /The (?:user|operation) (?:was )?aborted/,
    /signal is aborted without reason/,
    /^CanceledError:/,
  ],
  notAllowed: [/^NotAllowedError:/],
  redundantNavigation: [
    /Avoided redundant navigation to current location/,
    /^NavigationDuplicated:/,
  ],
  guardRedirectOrCancel: [
    /Redirected when going from .+ to .+ via a navigation guard/,
    /Navigation cancelled from .+ to .+ with a new navigation/,
    /Navigation aborted from .+ to .+ via a navigation guard/,
  ],
  timeout: [/timeout of \d+ms exceeded/i, /^TimeoutError:/, /^Request timed out$/],
  ...CHUNK_LOAD_PATTERNS,
  loadFailed: [/^(?:TypeError: )?Load failed$/],
  localStorageRead: [/Failed to read the 'localStorage' property from 'Window'/],
  mediaPlayInterrupted: [/The play\(\) request was interrupted by/],
  fullscreenDenied: [
    /Failed to execute 'requestFullscreen' on 'Element'/,
    /Request for fullscreen was denied/,
    /^(?:TypeError: )?Fullscreen request denied$/,
  ],
  crossOriginFrame: [
    /Blocked a frame with origin ".+" from accessing a (?:cross-origin )?frame/,
    /Permission denied to access property ".+" on cross-origin object/,
  ],
  nonErrorRejection: [
    /^Non-Error promise rejection captured with value:/,
    /^Object captured as promise rejection with keys:/,
  ],
} as const satisfies Record<string, readonly RegExp[]>;

export type IgnoreRule = keyof typeof IGNORE_RULES;

/** The list handed to Sentry's `ignoreErrors` (the same patterns `beforeSend` applies itself). */
export const IGNORE_ERRORS: RegExp[] = Object.values(IGNORE_RULES).flat();

/** §8: events from browser extensions are denied (matched on the file the error was thrown in). */
export const DENY_URLS: RegExp[] = [
  /^(?:chrome|moz|ms-browser|safari(?:-web)?)-extension:\/\//i,
  /^chrome:\/\//i,
  /^webkit-masked-url:\/\//i,
];

/** Which §8 rule ignores this message, if any. */
export function ignoredBy(message: string): IgnoreRule | null {
  for (const [rule, patterns] of Object.entries(IGNORE_RULES) as [
    IgnoreRule,
    readonly RegExp[],
  ][]) {
    if (patterns.some((p) => p.test(message))) return rule;
  }
  return null;
}

export function isDeniedUrl(url: string): boolean {
  return DENY_URLS.some((p) => p.test(url));
}

/** The strings Sentry's own filter matches against: message, exception value, "Type: value". */
export function eventMessages(event: Event): string[] {
  const out: string[] = [];
  if (event.message) out.push(event.message);
  const values = event.exception?.values ?? [];
  const last = values[values.length - 1];
  if (last?.value) {
    out.push(last.value);
    if (last.type) out.push(`${last.type}: ${last.value}`);
  }
  return out;
}

/** A failed API call (our HttpError, react-admin's, or any error carrying an HTTP status) with an ignored status. */
export function isIgnoredRequestFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && IGNORED_HTTP_STATUSES.includes(status);
}

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

function firstException(event: Event) {
  return event.exception?.values?.[0];
}

/**
 * §8 "raised on localhost": the page the event came from (Sentry puts it in `request.url`); an
 * event without one is judged by the file of its innermost frame.
 */
export function raisedOnLocalhost(event: Event): boolean {
  const page = hostOf(event.request?.url);
  if (page !== null) return isLocalhost(page);
  const frames = firstException(event)?.stacktrace?.frames ?? [];
  const innermost = hostOf(frames[frames.length - 1]?.filename);
  return innermost !== null && isLocalhost(innermost);
}

/**
 * §8 "the first stack frame is anonymous": Sentry lists frames outermost first, so frame 0 is
 * where the call chain started. `<anonymous>` there means code with no file: an eval, a console
 * paste, a script a browser extension injected. Nothing the console ships starts that way.
 */
export function firstFrameIsAnonymous(event: Event): boolean {
  const frame: StackFrame | undefined = firstException(event)?.stacktrace?.frames?.[0];
  return (
    frame !== undefined && (frame.filename === '<anonymous>' || frame.abs_path === '<anonymous>')
  );
}

// ---- scrubbing ---------------------------------------------------------------------------------

export const FILTERED = '[Filtered]';

/** Keys whose whole value is a secret, wherever they appear (headers, data, extra, contexts). */
const SECRET_KEY = /authorization|auth_token|token|password|secret|cookie/i;

const SCRUBBERS: [RegExp, string][] = [
  // "Bearer <anything>" first, so the JWT rule below does not leave the scheme dangling.
  [/\bBearer\s+[\w.~+/-]+=*/gi, `Bearer ${FILTERED}`],
  // A JWT: base64url header and payload that start with '{"' (eyJ), and a signature.
  [/\beyJ[\w-]*\.eyJ[\w-]*\.[\w-]*/g, FILTERED],
  // auth_token=…, "auth_token":"…", token=, access_token=, recoveryToken=… (URLs, storage dumps, logs).
  [/\b(\w*token["']?\s*[:=]\s*["']?)[^"'&\s,;}#]+/gi, `$1${FILTERED}`],
  // E-mail addresses, also URL-encoded (%40).
  [/[\w.%+-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi, '[email]'],
];

export function scrubString(value: string): string {
  return SCRUBBERS.reduce((s, [pattern, replacement]) => s.replace(pattern, replacement), value);
}

/** A copy of `value` with secrets and e-mails removed from every string and every secret-named key. */
export function scrub<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubString(value) as T;
  if (value === null || typeof value !== 'object' || depth > 12) return value;
  if (Array.isArray(value)) return value.map((v: unknown) => scrub(v, depth + 1)) as T;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] = SECRET_KEY.test(key) ? filterSecret(v, depth) : scrub(v, depth + 1);
  }
  return out as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * The value of a secret-named key. Span attributes carry theirs wrapped (`{ value, unit }` before
 * sending, `{ value, type }` in the envelope), so the wrapper stays and its value goes; the type
 * becomes string, as the value now is.
 */
function filterSecret(value: unknown, depth: number): unknown {
  if (typeof value === 'string' || typeof value === 'number') return FILTERED;
  if (Array.isArray(value)) return value.map((v: unknown) => filterSecret(v, depth + 1));
  if (isPlainObject(value) && 'value' in value) {
    const wrapped: Record<string, unknown> = { ...value, value: FILTERED };
    if ('type' in value) wrapped.type = 'string';
    return wrapped;
  }
  return scrub(value, depth + 1);
}

/** Why an event is dropped (null: it is sent). */
export function dropReason(event: Event, hint: EventHint = {}): string | null {
  if (raisedOnLocalhost(event)) return 'localhost';
  if (firstFrameIsAnonymous(event)) return 'anonymous first frame';
  if (isIgnoredRequestFailure(hint.originalException)) return 'requestFailure';
  for (const message of eventMessages(event)) {
    const rule = ignoredBy(message);
    if (rule) return rule;
  }
  const frames = firstException(event)?.stacktrace?.frames ?? [];
  const thrownIn = frames[frames.length - 1]?.filename;
  if (thrownIn && isDeniedUrl(thrownIn)) return 'browser extension';
  return null;
}

/** Sentry's `beforeSend`: drops what §8 drops, and sends the rest scrubbed. */
export function beforeSend(event: ErrorEvent, hint: EventHint = {}): ErrorEvent | null {
  if (dropReason(event, hint) !== null) return null;
  const clean = scrub(event);
  if (clean.user) clean.user = { id: clean.user.id };
  return clean;
}

/** Sentry's `beforeBreadcrumb`: breadcrumbs (navigations, fetches, console lines) leave scrubbed. */
export function beforeBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return scrub(breadcrumb);
}
