import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import ajvFormats from 'ajv-formats';
import { didYouMean } from './problems.js';
import type { Problem } from './problems.js';
import type { Segment, SourceFile } from './source.js';
import { buildValidatorSchema } from './validator-schema.js';

/** The JSON Schema (under generators/schema/) each kind of schema file is checked against. */
export type FileKind =
  'app' | 'roles' | 'permissions' | 'features' | 'endpoints' | 'menus' | 'section';

// import.meta.dirname where the runtime gives it (Node 20.11+, Vitest in any environment), else the URL.
const SCHEMA_DIR = join(import.meta.dirname ?? dirname(fileURLToPath(import.meta.url)), 'schema');
const FILES = [
  'common',
  'app',
  'roles',
  'permissions',
  'features',
  'endpoints',
  'menus',
  'section',
];

let compiled: Map<FileKind, ValidateFunction> | undefined;

function validators(): Map<FileKind, ValidateFunction> {
  if (compiled) return compiled;
  // allErrors: one run reports every problem; the input is our own build-time YAML, not untrusted data.
  const ajv = new Ajv({ strict: true, allErrors: true, discriminator: true, verbose: true });
  ajvFormats(ajv);
  ajvErrors(ajv);
  ajv.addSchema(buildValidatorSchema());
  for (const f of FILES) {
    ajv.addSchema(JSON.parse(readFileSync(join(SCHEMA_DIR, `${f}.schema.json`), 'utf8')) as object);
  }
  compiled = new Map(
    (FILES.filter((f) => f !== 'common') as FileKind[]).map((k) => {
      const fn = ajv.getSchema(`${k}.schema.json`);
      if (!fn) throw new Error(`missing JSON Schema ${k}.schema.json`);
      return [k, fn];
    }),
  );
  return compiled;
}

export function checkShape(src: SourceFile, kind: FileKind): Problem[] {
  const validate = validators().get(kind);
  if (!validate || validate(src.data)) return [];
  const errors = dropNoise(validate.errors ?? []);
  return errors.map((e) => toProblem(src, e));
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

function segments(pointer: string): Segment[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function show(path: readonly Segment[]): string {
  return path.length === 0 ? '(top level)' : path.join('.');
}

function toProblem(src: SourceFile, e: ErrorObject): Problem {
  const path = segments(e.instancePath);
  const where = show(path);
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = allowedKeys(e);
      const guess = didYouMean(key, allowed);
      return src.problem(
        [...path, key],
        'S002',
        `${where === '(top level)' ? '' : `${where}: `}unknown key '${key}'`,
        guess
          ? `did you mean '${guess}'?`
          : allowed.length
            ? `allowed keys: ${allowed.join(', ')}`
            : undefined,
        true,
      );
    }
    case 'required':
      return src.problem(
        path,
        'S003',
        `${where}: missing required key '${String(params.missingProperty)}'`,
        'add the key',
      );
    case 'enum':
    case 'const': {
      const allowed = (
        e.keyword === 'enum' ? (params.allowedValues as unknown[]) : [params.allowedValue]
      ).map(String);
      const value = valueAt(src.data, path);
      const guess = typeof value === 'string' ? didYouMean(value, allowed) : undefined;
      return src.problem(
        path,
        'S004',
        `${where}: ${JSON.stringify(value)} is not one of ${allowed.join(', ')}`,
        guess ? `did you mean '${guess}'?` : undefined,
      );
    }
    case 'type':
      return src.problem(path, 'S001', `${where}: must be ${String(params.type)}`);
    case 'discriminator': {
      const tag = String(params.tag);
      const value = params.tagValue;
      if (tag === 'name') {
        const names = validatorNames();
        const guess = typeof value === 'string' ? didYouMean(value, names) : undefined;
        return src.problem(
          [...path, tag],
          'E006',
          `${where}: unknown validator ${JSON.stringify(value)}`,
          guess
            ? `did you mean '${guess}'?`
            : `known validators are in src/validation/catalogue.ts`,
        );
      }
      return src.problem(
        [...path, tag],
        'S004',
        `${where}: unknown ${tag} ${JSON.stringify(value)}`,
        `one of ${pageKinds().join(', ')}`,
      );
    }
    case 'errorMessage':
      return src.problem(path, 'S005', `${where}: ${e.message ?? 'is invalid'}`);
    default:
      return src.problem(path, 'S005', `${where}: ${e.message ?? 'is invalid'}`);
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
