import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type Ajv from 'ajv';
import type * as AjvModule from 'ajv';
import type { Plugin, ValidateFunction } from 'ajv';
import { buildValidatorSchema } from './validator-schema.js';

/**
 * The compiled checks of each kind of schema file. Compiling the JSON Schemas is most of a cold
 * `npm run generate` after start-up (the run ≤ 1 s), so the compiled code is kept in
 * node_modules/.cache/generate, named by a hash of what it was compiled from (the schemas, Ajv's
 * options and version): a changed schema compiles anew, an unchanged one is read back.
 */
export type Validators = Readonly<Record<string, ValidateFunction>>;

// allErrors: one run reports every problem; the input is our own build-time YAML, not untrusted data.
const OPTIONS = { strict: true, allErrors: true, discriminator: true, verbose: true } as const;
const require = createRequire(import.meta.url);

// Ajv and its plugins load only to compile: a run that finds its checks compiled never reads them.
const lazy = <T>(id: string): T => {
  const m = require(id) as { default?: T };
  return (m.default ?? m) as T;
};

function newAjv(source: boolean): Ajv {
  const { default: AjvClass, _ } = require('ajv') as typeof AjvModule;
  const ajv = new AjvClass({
    ...OPTIONS,
    ...(source
      ? { code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } }
      : {}),
  });
  lazy<Plugin<unknown>>('ajv-formats')(ajv);
  lazy<Plugin<unknown>>('ajv-errors')(ajv);
  return ajv;
}

function readSchemas(schemaDir: string, files: readonly string[]): object[] {
  return [
    buildValidatorSchema(),
    ...files.map(
      (f) => JSON.parse(readFileSync(join(schemaDir, `${f}.schema.json`), 'utf8')) as object,
    ),
  ];
}

/** Compiles the checks of `kinds` (each `<kind>.schema.json` among `files`), from scratch. */
export function compileValidators(
  schemaDir: string,
  files: readonly string[],
  kinds: readonly string[],
  source = false,
): { validators: Validators; ajv: Ajv } {
  const ajv = newAjv(source);
  for (const schema of readSchemas(schemaDir, files)) ajv.addSchema(schema);
  const validators = Object.fromEntries(
    kinds.map((k) => {
      const fn = ajv.getSchema(`${k}.schema.json`);
      if (!fn) throw new Error(`missing JSON Schema ${k}.schema.json`);
      return [k, fn];
    }),
  );
  return { validators, ajv };
}

/** The checks, read back from the cache when compiled before from the same schemas. */
export function cachedValidators(
  schemaDir: string,
  files: readonly string[],
  kinds: readonly string[],
): Validators {
  const version = (require('ajv/package.json') as { version: string }).version;
  const key = createHash('sha256')
    .update(JSON.stringify([version, OPTIONS, kinds, readSchemas(schemaDir, files)]))
    .digest('hex')
    .slice(0, 16);
  const dir = join(schemaDir, '..', '..', 'node_modules', '.cache', 'generate');
  const file = join(dir, `shape-${key}.cjs`);
  try {
    return require(file) as Validators;
  } catch {
    // Not compiled yet (or unreadable): compile below.
  }
  const { validators, ajv } = compileValidators(schemaDir, files, kinds, true);
  try {
    mkdirSync(dir, { recursive: true });
    const standaloneCode =
      lazy<(ajv: Ajv, refs: Record<string, string>) => string>('ajv/dist/standalone');
    const code = standaloneCode(ajv, Object.fromEntries(kinds.map((k) => [k, `${k}.schema.json`])));
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, code);
    renameSync(tmp, file);
  } catch {
    // A read-only checkout still generates; it compiles again next time.
  }
  return validators;
}
