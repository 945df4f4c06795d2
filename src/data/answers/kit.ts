/**
 * The building blocks of the answer schemas (issue 27). §7 says bodies are used as returned, so
 * every object is loose: keys the console does not know pass through untouched. A field the
 * console can do without is lenient: missing, null or of the wrong type, it takes its default and
 * the part goes on. Only a field without which the part makes no sense is strict; without it the
 * answer is malformed (./parse).
 *
 * `v.fallback` keeps the wrapped schema's JSON Schema (the published contract names what the API
 * should send) while the console accepts less.
 */
import * as v from 'valibot';

/** Any answer schema: what it accepts is unknown JSON, what it gives is typed. */
export type Answer<T = unknown> = v.GenericSchema<unknown, T>;

/** The schema with its description for the contract (a pipe gives and takes what it wraps). */
const described = <S extends v.GenericSchema>(schema: S, about?: string): S =>
  about ? (v.pipe(schema, v.description(about)) as unknown as S) : schema;

/** A field the API should send; anything else there reads as `fallback`. */
export function field<S extends v.GenericSchema>(
  schema: S,
  fallback: v.InferOutput<S>,
  about?: string,
) {
  return v.fallback(described(schema, about), fallback as v.Fallback<S>);
}

/** A field the API may leave out; missing, null or of the wrong type it reads as absent. */
export function maybe<S extends v.GenericSchema>(schema: S, about?: string) {
  return v.fallback(described(v.optional(schema), about), undefined);
}

/** A field that may be null on purpose (e.g. no internal currency); anything else reads as null. */
export function nullable<S extends v.GenericSchema>(schema: S, about?: string) {
  return v.fallback(described(v.nullable(schema), about), null);
}

export const text = (fallback = '', about?: string) => field(v.string(), fallback, about);
export const count = (fallback = 0, about?: string) => field(v.number(), fallback, about);
export const flag = (fallback = false, about?: string) => field(v.boolean(), fallback, about);
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

/** Every answer schema of one area, by endpoint name. */
export type Answers = Readonly<Record<string, Answer>>;
