import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { didYouMean } from './problems.js';
import type { Problem } from './problems.js';
import type { Segment, SourceFile } from './source.js';
import { cachedValidators } from './shapeValidators.js';
import { buildValidatorSchema } from './validator-schema.js';

/** The JSON Schema (under generators/schema/) each kind of schema file is checked against. */
export type FileKind =
  'app' | 'roles' | 'permissions' | 'features' | 'endpoints' | 'menus' | 'section' | 'departures';

// import.meta.dirname where the runtime gives it (Node 20.11+, Vitest in any environment), else the URL.
export const SHAPE_SCHEMA_DIR = join(
  import.meta.dirname ?? dirname(fileURLToPath(import.meta.url)),
  'schema',
);
/** The kinds of schema file, each checked against `<kind>.schema.json`. */
export const FILE_KINDS: readonly FileKind[] = [
  'app',
  'roles',
  'permissions',
  'features',
  'endpoints',
  'menus',
  'section',
  'departures',
];
/** Every JSON Schema the checks read: the kinds' and the definitions they share. */
export const SHAPE_FILES: readonly string[] = ['common', ...FILE_KINDS];

let compiled: Map<FileKind, ValidateFunction> | undefined;

function validators(): Map<FileKind, ValidateFunction> {
  if (compiled) return compiled;
  const fns = cachedValidators(SHAPE_SCHEMA_DIR, SHAPE_FILES, FILE_KINDS);
  compiled = new Map(FILE_KINDS.map((k) => [k, fns[k]!]));
  return compiled;
}

export function checkShape(src: SourceFile, kind: FileKind): Problem[] {
  const validate = validators().get(kind);
  if (!validate || validate(src.data)) return [];
  const all = dropNoise(validate.errors ?? []);
  // A missing discriminator key is also reported as a missing required key; keep that one.
  const errors = all.filter(
    (e) =>
      e.keyword !== 'discriminator' ||
      (e.params as Record<string, unknown>).tagValue !== undefined ||
      !all.some(
        (o) =>
          o.keyword === 'required' &&
          o.instancePath === e.instancePath &&
          (o.params as Record<string, unknown>).missingProperty ===
            (e.params as Record<string, unknown>).tag,
      ),
  );
  const moves = new Map<ErrorObject, Move>();
  for (const e of errors) {
    const move = e.keyword === 'additionalProperties' ? misplaced(src, validate, e) : undefined;
    if (move) moves.set(e, move);
  }
  return errors.map((e) => toProblem(src, e, moves, errors));
}

/** An unknown key that the schema accepts one level up or down: a likely indentation slip. */
interface Move {
  readonly key: string;
  /** Pointer of the object the key belongs in. */
  readonly target: string;
  readonly targetPath: readonly Segment[];
  readonly direction: 'up' | 'down';
  readonly spaces: number | undefined;
}

function pointer(path: readonly Segment[]): string {
  return path.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The object one indentation level up: a list item's parent is the object holding the list. */
function parentObject(path: readonly Segment[]): Segment[] | undefined {
  const p = [...path];
  while (typeof p[p.length - 1] === 'number') p.pop();
  if (p.length === 0) return undefined;
  p.pop();
  return p;
}

function misplaced(src: SourceFile, validate: ValidateFunction, e: ErrorObject): Move | undefined {
  const path = segments(e.instancePath);
  const key = String((e.params as Record<string, unknown>).additionalProperty);
  const here = valueAt(src.data, path) as Record<string, unknown>;
  const accepts = (targetPath: readonly Segment[]): boolean => {
    const copy = structuredClone(src.data);
    const from = valueAt(copy, path) as Record<string, unknown>;
    const to = valueAt(copy, targetPath);
    if (!isObject(to) || key in to) return false;
    to[key] = from[key];
    delete from[key];
    if (validate(copy)) return true;
    const target = pointer(targetPath);
    return !(validate.errors ?? []).some(
      (o) =>
        o.instancePath === target &&
        o.keyword === 'additionalProperties' &&
        (o.params as Record<string, unknown>).additionalProperty === key,
    );
  };
  const keyCol = src.at([...path, key], true).col;
  const up = parentObject(path);
  if (up && accepts(up)) {
    const spaces = keyCol - src.at(path.length > 0 ? keyOwner(path) : path, true).col;
    return {
      key,
      target: pointer(up),
      targetPath: up,
      direction: 'up',
      spaces: spaces > 0 ? spaces : undefined,
    };
  }
  for (const [child, value] of Object.entries(here)) {
    if (child === key || !isObject(value)) continue;
    if (!accepts([...path, child])) continue;
    const first = Object.keys(value)[0];
    const childCol = first !== undefined ? src.at([...path, child, first], true).col : undefined;
    const spaces = childCol !== undefined ? childCol - keyCol : undefined;
    return {
      key,
      target: pointer([...path, child]),
      targetPath: [...path, child],
      direction: 'down',
      spaces: spaces !== undefined && spaces > 0 ? spaces : undefined,
    };
  }
  return undefined;
}

/** The path whose key starts the object at `path` (a list item counts from its list's key). */
function keyOwner(path: readonly Segment[]): Segment[] {
  const p = [...path];
  while (typeof p[p.length - 1] === 'number') p.pop();
  return p;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

const SINGULAR: Readonly<Record<string, string>> = {
  routes: 'route',
  fields: 'field',
  columns: 'column',
  filters: 'filter',
  tabs: 'tab',
  items: 'menu item',
  children: 'menu item',
  groups: 'group',
  validators: 'validator',
  choices: 'choice',
  home: 'home rule',
  roles: 'role',
  sections: 'section',
};

/** What a person calls the object at `path`: 'a page', 'a route', 'the file'. */
function noun(path: readonly Segment[]): string {
  const named = [...path].reverse().find((s): s is string => typeof s === 'string');
  if (named === undefined) return 'the top level of the file';
  const listItem = typeof path[path.length - 1] === 'number';
  const base = listItem ? (SINGULAR[named] ?? `${named} entry`) : named;
  return `a ${base === 'page' ? 'page' : base}`;
}

function spacesText(n: number | undefined, more: boolean): string {
  if (n === undefined) return more ? 'indent it more' : 'indent it less';
  return `indent it ${n} space${n === 1 ? '' : 's'} ${more ? 'more' : 'less'}`;
}

function segments(pointerText: string): Segment[] {
  if (pointerText === '') return [];
  return pointerText
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** `[..., 'validators', 1, 'params', ...]` → the validator's name and where its params sit. */
function validatorAt(
  data: unknown,
  path: readonly Segment[],
): { name: string; params: readonly Segment[] } | undefined {
  for (let i = path.length - 2; i >= 0; i--) {
    if (path[i] === 'validators' && typeof path[i + 1] === 'number') {
      const item = path.slice(0, i + 2);
      const name = valueAt(data, [...item, 'name']);
      return typeof name === 'string' ? { name, params: [...item, 'params'] } : undefined;
    }
  }
  return undefined;
}

function toProblem(
  src: SourceFile,
  e: ErrorObject,
  moves: ReadonlyMap<ErrorObject, Move>,
  siblings: readonly ErrorObject[],
): Problem {
  const path = segments(e.instancePath);
  const params = e.params as Record<string, unknown>;
  const validator = validatorAt(src.data, [...path, '']);
  const inParams = validator !== undefined && pointer(path).startsWith(pointer(validator.params));
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = allowedKeys(e);
      const guess = didYouMean(key, allowed);
      if (inParams && validator) {
        return src.problem(
          [...path, key],
          'badValidator',
          `validator '${validator.name}' has no parameter '${key}'`,
          {
            hint: guess
              ? `did you mean '${guess}'?`
              : allowed.length
                ? `its parameters: ${allowed.join(', ')}`
                : 'it takes no parameters',
            key: true,
          },
        );
      }
      const move = moves.get(e);
      if (move) {
        return src.problem([...path, key], 'unknownKey', `'${key}' is not a key of ${noun(path)}`, {
          hint:
            move.direction === 'up'
              ? `${move.targetPath.length === 0 ? 'it is a top-level key' : `it is a key of ${noun(move.targetPath).replace(/^a /, 'the ')} one level up`}: ${spacesText(move.spaces, false)}`
              : `it is a key of the ${String(move.targetPath[move.targetPath.length - 1])} one level down: ${move.spaces === undefined ? 'move it inside' : `${spacesText(move.spaces, true)}, under`} '${String(move.targetPath[move.targetPath.length - 1])}'`,
          key: true,
        });
      }
      return src.problem([...path, key], 'unknownKey', `unknown key '${key}'`, {
        hint: guess
          ? `did you mean '${guess}'?`
          : allowed.length
            ? `allowed keys: ${allowed.join(', ')}`
            : undefined,
        key: true,
      });
    }
    case 'required': {
      const missing = String(params.missingProperty);
      if (validator && (inParams || missing === 'params'))
        return src.problem(
          path,
          'badValidator',
          `validator '${validator.name}' needs the parameter${missing === 'params' ? 's' : ` '${missing}'`}`,
          {
            hint: 'see its parameters in src/validation/catalogue.ts',
          },
        );
      const typo = siblings.find(
        (o) =>
          o.keyword === 'additionalProperties' &&
          o.instancePath === e.instancePath &&
          didYouMean(String((o.params as Record<string, unknown>).additionalProperty), [
            missing,
          ]) === missing,
      );
      if (typo)
        return src.problem(
          path,
          'missingKey',
          `missing required key '${missing}' because it is misspelled '${String((typo.params as Record<string, unknown>).additionalProperty)}' (see above)`,
          { cause: 'unknownKey' },
        );
      const cause = [...moves.values()].find(
        (m) => m.key === missing && m.target === e.instancePath,
      );
      if (cause)
        return src.problem(
          path,
          'missingKey',
          `missing required key '${missing}' because '${missing}' ${cause.direction === 'up' ? 'is indented too deep' : 'is not indented enough'} (see above)`,
          { cause: 'unknownKey' },
        );
      return src.problem(path, 'missingKey', `missing required key '${missing}'`, {
        hint: 'add the key',
      });
    }
    case 'enum':
    case 'const': {
      const allowed = (
        e.keyword === 'enum' ? (params.allowedValues as unknown[]) : [params.allowedValue]
      ).map(String);
      const value = valueAt(src.data, path);
      const guess = typeof value === 'string' ? didYouMean(value, allowed) : undefined;
      return src.problem(
        path,
        'valueNotAllowed',
        `${JSON.stringify(value)} is not one of ${allowed.join(', ')}`,
        {
          hint: guess ? `did you mean '${guess}'?` : undefined,
        },
      );
    }
    case 'type': {
      const value = valueAt(src.data, path);
      const key = String(path[path.length - 1]);
      const hint = typeHint(key, String(params.type), value);
      if (inParams && validator)
        return src.problem(
          path,
          'badValidator',
          `validator '${validator.name}': parameter '${key}' must be ${String(params.type)}, not ${shown(value)}`,
          { hint },
        );
      return src.problem(path, 'wrongType', `must be ${String(params.type)}, not ${shown(value)}`, {
        hint,
      });
    }
    case 'discriminator': {
      const tag = String(params.tag);
      const value = params.tagValue;
      if (tag === 'name') {
        const names = validatorNames();
        const guess = typeof value === 'string' ? didYouMean(value, names) : undefined;
        return src.problem(
          [...path, tag],
          'badValidator',
          `unknown validator ${JSON.stringify(value)}`,
          {
            hint: guess
              ? `did you mean '${guess}'?`
              : `known validators are in src/validation/catalogue.ts`,
          },
        );
      }
      return src.problem(
        [...path, tag],
        'valueNotAllowed',
        `unknown ${tag} ${JSON.stringify(value)}`,
        {
          hint: `one of ${pageKinds().join(', ')}`,
        },
      );
    }
    default:
      return src.problem(path, inParams ? 'badValidator' : 'badValue', e.message ?? 'is invalid');
  }
}

function validatorNames(): string[] {
  return (buildValidatorSchema().oneOf as { properties: { name: { const: string } } }[]).map(
    (b) => b.properties.name.const,
  );
}

function pageKinds(): string[] {
  return ['list', 'show', 'create', 'edit', 'settings', 'tabs', 'component'];
}

function allowedKeys(e: ErrorObject): string[] {
  const schema = e.parentSchema as { properties?: Record<string, unknown> } | undefined;
  return schema?.properties ? Object.keys(schema.properties) : [];
}

function valueAt(data: unknown, path: readonly Segment[]): unknown {
  let v: unknown = data;
  for (const s of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[String(s)];
  }
  return v;
}

/**
 * oneOf/discriminator failures repeat what a more precise error already said; keep the precise
 * one so an editor sees one line per mistake.
 */
function dropNoise(errors: readonly ErrorObject[]): ErrorObject[] {
  const out = errors.filter(
    (e) =>
      e.keyword !== 'oneOf' ||
      !errors.some(
        (o) => o !== e && o.instancePath.startsWith(e.instancePath) && o.keyword !== 'oneOf',
      ),
  );
  const seen = new Set<string>();
  return out.filter((e) => {
    const k = `${e.instancePath}|${e.keyword}|${e.message ?? ''}|${JSON.stringify(e.params)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** A value as the message quotes it: a text in quotes, a list or an object by its kind. */
function shown(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'empty';
  if (typeof value === 'object') return 'a mapping';
  return JSON.stringify(value);
}

/** How to write a value of the type asked for, from the value written. */
function typeHint(key: string, type: string, value: unknown): string {
  const numeric = type === 'number' || type === 'integer';
  if (numeric && typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)))
    return `write the number without quotes: ${key}: ${Number(value)}`;
  if (type === 'boolean' && (value === 'true' || value === 'false'))
    return `write it without quotes: ${key}: ${value}`;
  if (type === 'string' && (typeof value === 'number' || typeof value === 'boolean'))
    return `put it in quotes: ${key}: '${String(value)}'`;
  if (type === 'array') return `write a list: ${key}: [${shown(value)}]`;
  return `write ${type === 'integer' ? 'a whole number' : `a ${type}`} for '${key}'`;
}
