import isEmail from 'validator/es/lib/isEmail';
import isIP from 'validator/es/lib/isIP';
import isURL from 'validator/es/lib/isURL';
import type { ParamsOf } from './params';

/**
 * The §5 rules as pure functions `(value, params) → message | undefined`.
 *
 * Empty values (undefined, null, white space only, an empty list) pass every rule except
 * `required` and `ticker` (which §5 makes required), and `validNumber`, which §5 says refuses
 * blank-only text. A field that must be filled names `required` as well.
 *
 * Format rules (url, urlPath, refererUrl, ip, email, telegram, latin, password, ticker) do not trim:
 * the form submits the value as typed, so a value the server would refuse must not pass here.
 * Numeric rules trim, as Number() and number inputs do.
 */

/** react-admin's validator result: a catalogue key with its arguments. */
export interface ValidationMessage {
  readonly message: string;
  readonly args?: Readonly<Record<string, string | number>>;
}
export type Result = ValidationMessage | undefined;

/** What react-admin passes besides the value: the form's values and the input's source path. */
export interface RuleContext {
  readonly allValues?: unknown;
  readonly source?: string;
}

const msg = (key: string, args?: Record<string, string | number>): ValidationMessage =>
  args ? { message: `validation.${key}`, args } : { message: `validation.${key}` };

/** Empty: undefined, null, white space only, or an empty list. 0 and "0" are values (§5). */
export const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value));

/** Counted in characters as a user sees them, not UTF-16 units (an emoji is one symbol). */
const length = (value: unknown): number => [...text(value)].length;

/**
 * Plain decimal notation: optional sign, ASCII digits, optional fraction with digits. Refused on
 * purpose: "1." (§5), exponents ("1e3"), hex, decimal commas and non-ASCII digits — none is how
 * an operator types an amount, and the API expects decimal text.
 */
const DECIMAL = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;

const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const s = value.trim();
  return DECIMAL.test(s) ? Number(s) : undefined;
};

/** Digits after the point as written; a number in exponent form is counted from its value. */
const decimals = (value: unknown): number | undefined => {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    const [mantissa = '', exponent = '0'] = String(value).split('e');
    const fraction = mantissa.split('.')[1]?.length ?? 0;
    return Math.max(0, fraction - Number(exponent));
  }
  const s = text(value).trim();
  if (!DECIMAL.test(s)) return undefined;
  return s.split('.')[1]?.length ?? 0;
};

export const required = (value: unknown, { label = 'Value' }: ParamsOf<'required'> = {}): Result =>
  isEmpty(value) ? msg('required', { label }) : undefined;

/** Text that is not a number fails too: the message says the value must be a positive number. */
export const positiveNumber = (
  value: unknown,
  { allowZero = false }: ParamsOf<'positiveNumber'> = {},
): Result => {
  if (isEmpty(value)) return undefined;
  const n = asNumber(value);
  const ok = n !== undefined && (allowZero ? n >= 0 : n > 0);
  return ok ? undefined : msg('positiveNumber');
};

/** A custom message is returned as given: react-admin translates it with itself as fallback. */
export const validNumber = (value: unknown, { message }: ParamsOf<'validNumber'> = {}): Result => {
  if (value === undefined || value === null || value === '') return undefined;
  if (asNumber(value) !== undefined) return undefined;
  return message ? { message } : msg('validNumber');
};

export const minLength = (value: unknown, { min = 3 }: ParamsOf<'minLength'> = {}): Result =>
  isEmpty(value) || length(value) >= min ? undefined : msg('minLength', { n: min });

export const maxLength = (value: unknown, { max }: ParamsOf<'maxLength'>): Result =>
  isEmpty(value) || length(value) <= max ? undefined : msg('maxLength', { n: max });

/** "10.0" is an integer value; non-numbers fail, as the message asks for an integer number. */
export const integer = (value: unknown): Result => {
  if (isEmpty(value)) return undefined;
  const n = asNumber(value);
  return n !== undefined && Number.isInteger(n) ? undefined : msg('integer');
};

/**
 * Bounds and decimals let non-numbers pass: their messages would mislead ("must be ≥ 0" for
 * "abc"), and the fields that take numbers name `validNumber` for that.
 */
export const minValue = (value: unknown, { min = 0 }: ParamsOf<'minValue'> = {}): Result => {
  const n = isEmpty(value) ? undefined : asNumber(value);
  return n === undefined || n >= min ? undefined : msg('minValue', { n: min });
};

export const maxValue = (value: unknown, { max = 1000 }: ParamsOf<'maxValue'> = {}): Result => {
  const n = isEmpty(value) ? undefined : asNumber(value);
  return n === undefined || n <= max ? undefined : msg('maxValue', { n: max });
};

export const maxDecimals = (value: unknown, { max }: ParamsOf<'maxDecimals'>): Result => {
  const d = isEmpty(value) ? undefined : decimals(value);
  return d === undefined || d <= max ? undefined : msg('maxDecimals', { n: max });
};

/** Schemes that run code when a link is followed; a URL field must never store one. */
const SCRIPT_SCHEMES = /^(javascript|vbscript|data|file):/i;

/**
 * Any scheme with "://" and a host (https, but also app links such as tg://), so staging hosts
 * (localhost, IPs, no TLD) pass too.
 */
export const url = (value: unknown): Result => {
  if (isEmpty(value)) return undefined;
  const s = text(value);
  const ok =
    !SCRIPT_SCHEMES.test(s) &&
    isURL(s, {
      require_protocol: true,
      require_valid_protocol: false,
      require_tld: false,
      allow_underscores: true,
    });
  return ok ? undefined : msg('url');
};

/** RFC 3986 path characters (pct-encoding needs two hex digits), then optional ?query and #fragment. */
const PCHAR = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})";
const URL_PATH = new RegExp(
  `^/(?!/)(?:${PCHAR}|/)*(?:\\?(?:${PCHAR}|[/?])*)?(?:#(?:${PCHAR}|[/?])*)?$`,
);

/** "//host" is refused: browsers read it as another site, not a path. Non-ASCII must be encoded. */
export const urlPath = (value: unknown): Result =>
  isEmpty(value) || URL_PATH.test(text(value)) ? undefined : msg('urlPath');

export const refererUrl = (value: unknown): Result => {
  if (isEmpty(value)) return undefined;
  const s = text(value);
  const ok =
    s.endsWith('/') &&
    isURL(s, { protocols: ['http', 'https'], require_protocol: true, require_tld: false });
  return ok ? undefined : msg('refererUrl');
};

/**
 * IPv4 or IPv6 with an optional CIDR prefix (/0–/32, /0–/128, no leading zeros). Zone ids
 * (fe80::1%eth0) are refused: they only mean something on one host, never in an allow-list.
 */
export const ip = (value: unknown): Result => {
  if (isEmpty(value)) return undefined;
  const [address = '', prefix, ...rest] = text(value).split('/');
  if (rest.length > 0 || address.includes('%')) return msg('ip');
  const version = isIP(address, 4) ? 4 : isIP(address, 6) ? 6 : 0;
  if (version === 0) return msg('ip');
  if (prefix === undefined) return undefined;
  const max = version === 4 ? 32 : 128;
  const ok = /^(0|[1-9]\d{0,2})$/.test(prefix) && Number(prefix) <= max;
  return ok ? undefined : msg('ip');
};

export const email = (value: unknown): Result =>
  isEmpty(value) || isEmail(text(value)) ? undefined : msg('email');

export const latinDigitsHyphen = (value: unknown): Result =>
  isEmpty(value) || /^[A-Za-z0-9-]+$/.test(text(value)) ? undefined : msg('latinDigitsHyphen');

export const telegramChannel = (value: unknown): Result =>
  isEmpty(value) || /^@[A-Za-z0-9_-]+$/.test(text(value)) ? undefined : msg('telegramChannel');

/**
 * §5 password: the first unmet rule, in the order §5 lists them (a field shows one message).
 * Any white space counts as a blank; letter case is Unicode-aware (an operator may type Cyrillic).
 */
export const password = (value: unknown): Result => {
  if (isEmpty(value)) return undefined;
  const s = text(value);
  if (/\s/u.test(s)) return msg('password.noSpaces');
  if (!/\d/.test(s)) return msg('password.digit');
  if (!/\p{Lu}/u.test(s) || !/\p{Ll}/u.test(s)) return msg('password.cases');
  if (length(s) < 8) return msg('password.length');
  return undefined;
};

/**
 * Brand points symbol: required, no spaces, then 3 to 5 latin letters or digits once a trailing
 * _s, _d or _t suffix (with an optional digit) is removed. §5 gives no text for the last two
 * rules, so they reuse its nearest ones: 'Only latin letters and number available', then
 * 'Minimum 3 characters length' / 'Max 5 symbols.' — the alphabet is checked first, as a length
 * message would be misleading for "AB$".
 */
export const ticker = (value: unknown): Result => {
  if (isEmpty(value)) return msg('ticker.required');
  const s = text(value);
  if (/\s/u.test(s)) return msg('ticker.noSpaces');
  const core = s.replace(/_[sdt]\d?$/, '');
  if (!/^[A-Za-z0-9]*$/.test(core)) return msg('latinDigitsHyphen');
  if (core.length < 3) return msg('minLength', { n: 3 });
  if (core.length > 5) return msg('maxLength', { n: 5 });
  return undefined;
};

/** Values compare trimmed and case-insensitively ("ABC" and "abc " clash); objects by content. */
const sameKey = (value: unknown): string =>
  value !== null && typeof value === 'object'
    ? JSON.stringify(value, (_k, v: unknown) =>
        v !== null && typeof v === 'object' && !Array.isArray(v)
          ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
          : v,
      )
    : text(value).trim().toLowerCase();

const at = (root: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object'
        ? (node as Record<string, unknown>)[key]
        : undefined,
    root,
  );

/** The other items' values for an input inside a list ("codes.2.value" → codes[*].value). */
function siblings(allValues: unknown, source: string): unknown[] | undefined {
  const parts = source.split('.');
  const i = parts.findLastIndex((p) => /^\d+$/.test(p));
  if (i < 0) return undefined;
  const list = at(allValues, parts.slice(0, i));
  if (!Array.isArray(list)) return undefined;
  const own = Number(parts[i]);
  const rest = parts.slice(i + 1);
  return list.filter((_, j) => j !== own).map((item) => at(item, rest));
}

/**
 * Works two ways: on a list input (the value is the array: fails when two items share a value),
 * or on an input inside a list (react-admin passes the form values and the input's source, so
 * each clashing row shows the message). Blank items are left to `required`.
 */
export const unique = (
  value: unknown,
  { label = 'Value' }: ParamsOf<'unique'> = {},
  context: RuleContext = {},
): Result => {
  if (Array.isArray(value)) {
    const seen = new Set<string>();
    for (const item of value) {
      if (isEmpty(item)) continue;
      const key = sameKey(item);
      if (seen.has(key)) return msg('unique', { label });
      seen.add(key);
    }
    return undefined;
  }
  if (isEmpty(value) || !context.source) return undefined;
  const others = siblings(context.allValues, context.source) ?? [];
  const key = sameKey(value);
  return others.some((o) => !isEmpty(o) && sameKey(o) === key)
    ? msg('unique', { label })
    : undefined;
};
