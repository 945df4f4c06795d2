import isEmail from 'validator/es/lib/isEmail';
import isIP from 'validator/es/lib/isIP';
import isURL from 'validator/es/lib/isURL';

/** react-admin's validator result: a catalogue key with its arguments. */
export interface ValidationMessage {
  readonly message: string;
  readonly args?: Readonly<Record<string, string | number>>;
}
export type Result = ValidationMessage | undefined;

const msg = (key: string, args?: Record<string, string | number>): ValidationMessage =>
  args ? { message: `validation.${key}`, args } : { message: `validation.${key}` };

/** Empty: undefined, null, or a string of white space only. 0 and "0" are values (§5). */
export const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value));

/** Decimal notation only: optional sign, digits, optional fraction with digits ("1." is not a number). */
const NUMBER = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;
const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const s = text(value).trim();
  return NUMBER.test(s) ? Number(s) : undefined;
};

export const required = (value: unknown, label = 'Value'): Result =>
  isEmpty(value) ? msg('required', { label }) : undefined;

export const positiveNumber = (value: unknown, allowZero = false): Result => {
  if (isEmpty(value)) return undefined;
  const n = asNumber(value);
  const ok = n !== undefined && (allowZero ? n >= 0 : n > 0);
  return ok ? undefined : msg('positiveNumber');
};

/** A custom message is shown as given (it is already the text). */
export const validNumber = (value: unknown, message?: string): Result => {
  if (value === undefined || value === null || value === '') return undefined;
  return asNumber(value) === undefined ? (message ? { message } : msg('validNumber')) : undefined;
};

export const minLength = (value: unknown, min = 3): Result =>
  isEmpty(value) || [...text(value)].length >= min ? undefined : msg('minLength', { n: min });

export const maxLength = (value: unknown, max: number): Result =>
  isEmpty(value) || [...text(value)].length <= max ? undefined : msg('maxLength', { n: max });

export const integer = (value: unknown): Result => {
  if (isEmpty(value)) return undefined;
  const n = asNumber(value);
  return n !== undefined && Number.isInteger(n) ? undefined : msg('integer');
};

export const minValue = (value: unknown, min = 0): Result => {
  if (isEmpty(value)) return undefined;
  const n = asNumber(value);
  return n !== undefined && n >= min ? undefined : msg('minValue', { n: min });
};

export const maxValue = (value: unknown, max = 1000): Result => {
  if (isEmpty(value)) return undefined;
  const n = asNumber(value);
  return n !== undefined && n <= max ? undefined : msg('maxValue', { n: max });
};

export const maxDecimals = (value: unknown, max: number): Result => {
  if (isEmpty(value)) return undefined;
  const fraction = text(value).trim().split('.')[1] ?? '';
  return fraction.length <= max ? undefined : msg('maxDecimals', { n: max });
};

/** http(s) or another scheme, with a host; localhost and IPs allowed for staging widgets. */
export const url = (value: unknown): Result => {
  if (isEmpty(value)) return undefined;
  const ok = isURL(text(value).trim(), {
    require_protocol: true,
    require_valid_protocol: false,
    require_tld: false,
    allow_underscores: true,
  });
  return ok ? undefined : msg('url');
};

/** "/" followed by URL path characters, then an optional ?query and #fragment. */
const URL_PATH =
  /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*(\?[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?(#[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?$/;
export const urlPath = (value: unknown): Result =>
  isEmpty(value) || URL_PATH.test(text(value).trim()) ? undefined : msg('urlPath');

export const refererUrl = (value: unknown): Result => {
  if (isEmpty(value)) return undefined;
  const s = text(value).trim();
  const ok =
    s.endsWith('/') &&
    isURL(s, { protocols: ['http', 'https'], require_protocol: true, require_tld: false });
  return ok ? undefined : msg('refererUrl');
};

/**
 * IPv4 or IPv6 with an optional CIDR prefix (/0–/32, /0–/128). Zone ids (fe80::1%eth0) are
 * refused: they only mean something on one host, never in an allow-list.
 */
export const ip = (value: unknown): Result => {
  if (isEmpty(value)) return undefined;
  const [address = '', prefix, ...rest] = text(value).trim().split('/');
  if (rest.length > 0 || address.includes('%')) return msg('ip');
  const version = isIP(address, 4) ? 4 : isIP(address, 6) ? 6 : 0;
  if (version === 0) return msg('ip');
  if (prefix === undefined) return undefined;
  const max = version === 4 ? 32 : 128;
  const ok = /^(0|[1-9]\d{0,2})$/.test(prefix) && Number(prefix) <= max;
  return ok ? undefined : msg('ip');
};

export const email = (value: unknown): Result =>
  isEmpty(value) || isEmail(text(value).trim()) ? undefined : msg('email');

export const latinDigitsHyphen = (value: unknown): Result =>
  isEmpty(value) || /^[A-Za-z0-9-]+$/.test(text(value)) ? undefined : msg('latinDigitsHyphen');

export const telegramChannel = (value: unknown): Result =>
  isEmpty(value) || /^@[A-Za-z0-9_-]+$/.test(text(value).trim())
    ? undefined
    : msg('telegramChannel');

/** §5 password: the first unmet rule, in the order §5 lists them. */
export const password = (value: unknown): Result => {
  if (isEmpty(value)) return undefined;
  const s = text(value);
  if (/\s/.test(s)) return msg('password.noSpaces');
  if (!/\d/.test(s)) return msg('password.digit');
  if (!/[a-z]/.test(s) || !/[A-Z]/.test(s)) return msg('password.cases');
  if (s.length < 8) return msg('password.length');
  return undefined;
};

/**
 * Brand points symbol ticker: required (label 'Brand points symbol'), no spaces, then 3 to 5 latin
 * letters or digits once a trailing _s, _d or _t suffix (with an optional digit) is removed. The
 * length and alphabet rules reuse §5's min/max length and latin-letters messages.
 */
export const ticker = (value: unknown): Result => {
  if (isEmpty(value)) return msg('required', { label: 'Brand points symbol' });
  const s = text(value);
  if (/\s/.test(s)) return msg('ticker.noSpaces');
  const core = s.replace(/_[sdt]\d?$/, '');
  if (!/^[A-Za-z0-9]*$/.test(core)) return msg('latinDigitsHyphen');
  if (core.length < 3) return msg('minLength', { n: 3 });
  if (core.length > 5) return msg('maxLength', { n: 5 });
  return undefined;
};

/**
 * Uniqueness over a list input: `field` picks the compared value of object items. Blank items are
 * left to `required`.
 */
export const unique = (value: unknown, label = 'Value', field?: string): Result => {
  if (!Array.isArray(value)) return undefined;
  const seen = new Set<string>();
  for (const item of value) {
    const v =
      field && item && typeof item === 'object' ? (item as Record<string, unknown>)[field] : item;
    if (isEmpty(v)) continue;
    const key = text(v).trim().toLowerCase();
    if (seen.has(key)) return msg('unique', { label });
    seen.add(key);
  }
  return undefined;
};
