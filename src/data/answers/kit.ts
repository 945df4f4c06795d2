/**
 * The building blocks of the answer schemas. §7 says bodies are used as returned, so
 * every object is loose: keys the console does not know pass through untouched. A field the
 * console can do without is lenient: missing, null or of the wrong type, it takes its default and
 * the part goes on. Only a field without which the part makes no sense is strict; without it the
 * answer is malformed (./parse).
 *
 * In the contract (generators/openapi.ts) a lenient field is optional, with its default and what
 * the console shows without it; only the strict ones are required. Figures and dates
 * (`figure`, `date`) are read from more than one form and note what they could not read, so the
 * part shows "—" and reports it instead of a wrong figure.
 */
import * as v from 'valibot';

/** Any answer schema: what it accepts is unknown JSON, what it gives is typed. */
export type Answer<T = unknown> = v.GenericSchema<unknown, T>;

/**
 * A value that reads as absent when it is unknown (./kit `figure`, `date`): in an object its key
 * is optional (`key?:`), as valibot marks only an optional schema's key, and an unknown value is
 * left out rather than set to undefined.
 */
export type Absentable<T> = v.OptionalSchema<Answer<T>, undefined>;

/** The schema with its description for the contract (a pipe gives and takes what it wraps). */
const described = <S extends v.GenericSchema>(schema: S, about?: string): S =>
  about ? (v.pipe(schema, v.description(about)) as unknown as S) : schema;

/**
 * Keeps a schema's answer when it could read it, with any deviation it noted (an unreadable
 * figure: typed, with an issue that ./parse reports), and gives `fallback` only when it could not.
 * valibot's own `fallback` would also drop a part whose figures were merely noted.
 */
function lenient<S extends v.GenericSchema>(schema: S, fallback: v.InferOutput<S>): S {
  const wrapped = v.fallback(schema, fallback as v.Fallback<S>);
  return {
    ...wrapped,
    '~run'(dataset: v.UnknownDataset, config: v.Config<v.BaseIssue<unknown>>) {
      const out = schema['~run'](dataset, config);
      return out.typed ? out : { typed: true, value: structuredClone(fallback) };
    },
  } as unknown as S;
}

/**
 * A field the API should send; missing, null or of the wrong type it reads as `fallback`, and the
 * contract gives `fallback` as its default (not required: the part shows without it).
 */
export function field<S extends v.GenericSchema>(
  schema: S,
  fallback: v.InferOutput<S>,
  about?: string,
) {
  const fresh = () => structuredClone(fallback);
  return lenient(described(v.optional(schema, fresh as never), about), fallback as never);
}

/** A field the API may leave out; missing, null or of the wrong type it reads as absent. */
export function maybe<S extends v.GenericSchema>(schema: S, about?: string) {
  return lenient(described(v.optional(schema), about), undefined);
}

/** A field that may be null on purpose (e.g. no internal currency); anything else reads as null. */
export function nullable<S extends v.GenericSchema>(schema: S, about?: string) {
  return lenient(described(v.optional(v.nullable(schema), null), about), null);
}

/**
 * A schema the contract documents as `wire` (what the API may send) and the console reads with
 * `read`: a figure parsed from text, a date from epoch seconds, a list in an object's place.
 */
export function readAs<S extends v.GenericSchema, T>(
  wire: S,
  read: (
    input: unknown,
    config: v.Config<v.BaseIssue<unknown>>,
  ) => v.OutputDataset<T, v.BaseIssue<unknown>>,
): v.GenericSchema<unknown, T> {
  return {
    ...wire,
    '~run'(dataset: v.UnknownDataset, config: v.Config<v.BaseIssue<unknown>>) {
      return read(dataset.value, config);
    },
  } as unknown as v.GenericSchema<unknown, T>;
}

/** A value the console could not read, noted: the part goes on without it, and it is reported. */
function unreadable(input: unknown, expected: string): v.BaseIssue<unknown> {
  const received = input === null ? 'null' : Array.isArray(input) ? 'Array' : typeof input;
  return {
    kind: 'schema',
    type: 'unreadable',
    input,
    expected,
    received,
    message: `expected ${expected}`,
  };
}

/** JSON's number syntax, as text: `12`, `-3.5`, `1e3` (no spaces, signs, separators or units). */
const NUMERIC = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
/** A double holds any figure of at most 15 significant digits exactly as written. */
const EXACT_DIGITS = 15;

/**
 * A figure read exactly: a JSON number, or a string of one (`"199.00"` is 199). A string of more
 * than 15 significant digits is not read (the console could only show it rounded). Anything else
 * is unknown: undefined, shown as "—".
 */
export function exactNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !NUMERIC.test(value)) return undefined;
  const mantissa = value.replace(/^-/, '').replace(/[eE].*$/, '');
  const significant = mantissa.replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  if (significant.length > EXACT_DIGITS) return undefined;
  const read = Number(value);
  return Number.isFinite(read) ? read : undefined;
}

const FIGURE_WIRE = v.optional(
  v.union([
    v.number(),
    v.pipe(v.string(), v.regex(NUMERIC), v.description('The number as text, e.g. "199.00".')),
    v.null(),
  ]),
);

/**
 * Money, credits, usage, balances and counts: a number or a numeric string, read exactly. Missing
 * or null it is unknown ("—"); anything else is unknown too and noted, so the part reports it
 * (its §8 report) instead of showing a wrong figure such as 0.
 */
export function figure(
  about?: string,
  without = 'Missing or unreadable: shown as “—”, never as 0.',
) {
  const text = `${about ? `${about} ` : ''}${without}`;
  return readAs(described(FIGURE_WIRE, text), (input) => {
    if (input === undefined || input === null) return { typed: true, value: undefined };
    const read = exactNumber(input);
    if (read !== undefined) return { typed: true, value: read };
    return {
      typed: true,
      value: undefined,
      issues: [unreadable(input, 'a number or a numeric string')],
    };
  }) as Absentable<number>;
}

/** Epoch seconds end before this (it is 5138 in seconds, 1973 in milliseconds). */
const EPOCH_MS_FROM = 1e11;
/** An ISO 8601 date or date-time: `2026-11-03`, `2026-11-03T14:05:00Z`, `…+02:00`. */
const ISO_8601 =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A date as the console reads it: ISO 8601 as sent, or epoch seconds or milliseconds (a number or
 * a numeric string) as an ISO 8601 date-time, so every formatter reads one form. Anything else is
 * unknown ("—") and noted.
 */
export function readDate(value: unknown): string | undefined {
  if (typeof value === 'string' && ISO_8601.test(value)) {
    return Number.isNaN(Date.parse(value.replace(' ', 'T'))) ? undefined : value;
  }
  const epoch = exactNumber(value);
  if (epoch === undefined) return undefined;
  const ms = Math.abs(epoch) < EPOCH_MS_FROM ? epoch * 1000 : epoch;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const DATE_WIRE = v.optional(
  v.union([
    v.pipe(v.string(), v.regex(ISO_8601), v.description('ISO 8601 date or date-time.')),
    v.pipe(v.number(), v.description('Epoch seconds, or milliseconds (from 1e11).')),
    v.null(),
  ]),
);

/** A date the spec does not fix the form of: ISO 8601, or epoch seconds or milliseconds. */
export function date(about?: string, without = 'Missing or unreadable: shown as “—”.') {
  const text = `${about ? `${about} ` : ''}${without}`;
  return readAs(described(DATE_WIRE, text), (input) => {
    if (input === undefined || input === null) return { typed: true, value: undefined };
    const read = readDate(input);
    if (read !== undefined) return { typed: true, value: read };
    return {
      typed: true,
      value: undefined,
      issues: [unreadable(input, 'an ISO 8601 date or epoch time')],
    };
  }) as Absentable<string>;
}

export const text = (fallback = '', about?: string) => field(v.string(), fallback, about);
export const flag = (fallback = false, about?: string) => field(v.boolean(), fallback, about);
/** An object that reads as `{}` (every field absent) when it is not one. */
export const lenientObject = <S extends v.GenericSchema>(schema: S) =>
  lenient(schema, {} as v.InferOutput<S>);

/** A list the part can show empty. */
export const items = <S extends v.GenericSchema>(item: S, about?: string) =>
  field(v.array(item), [], about);

/** A record id: the API's own, a string or a number. */
export const id = v.union([v.string(), v.number()]);

/** A JSON list is an object to a loose object schema (its items become keys): not one here. */
const notList = v.check<unknown, string>((value) => !Array.isArray(value), 'an object, not a list');

/**
 * An object; `about` becomes its description in the contract. A list in its place is of the
 * wrong type like any other value. Its entries stay readable (`.entries`) for schemas built on it.
 */
export function shape<E extends v.ObjectEntries>(entries: E, about?: string) {
  const object = described(v.looseObject(entries), about);
  return Object.assign(v.pipe(v.unknown(), notList, object), {
    entries,
  }) as unknown as v.LooseObjectSchema<E, undefined>;
}

/** A write that may answer 204 or a body the console does not read. */
export const nothing = v.pipe(
  v.optional(v.unknown()),
  v.description('No body (204), or a body the console does not read.'),
);

export const anyObject = shape({});
/** An answer the console reads no named key of (§7: used as returned). */
export type AnyObject = v.InferOutput<typeof anyObject>;

/** Every answer schema of one area, by endpoint name. */
export type Answers = Readonly<Record<string, Answer>>;
