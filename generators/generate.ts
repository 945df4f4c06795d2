import { dirname, join, resolve as resolvePath } from 'node:path';
import { accessReport } from './accessReport.js';
import { loadSchema } from './load.js';
import { sortProblems } from './problems.js';
import type { Problem } from './problems.js';
import { emit } from './emit.js';
import { registeredComponents, REGISTRY_FILE } from './registry.js';
import { resolve } from './resolve.js';
import { listFiles, readIfExists, remove, writeAtomic } from './write.js';

export interface GenerateOptions {
  /** Folder holding app.yaml, roles.yaml, ... and sections/. */
  readonly schemaDir: string;
  /** Output folder (src/generated). */
  readonly outDir: string;
  /** true: compare only, never write. */
  readonly check?: boolean;
  /** The hand-written page registry; default: <schemaDir>/../src/app/pageRegistry.ts. */
  readonly registryFile?: string;
}

export interface GenerateResult {
  /** Every problem found, sorted; when not empty nothing was written. */
  readonly problems: readonly Problem[];
  /** Departures from the spec's defaults not recorded in schema/departures.yaml (generators/spec), sorted. */
  readonly warnings: readonly Problem[];
  /** Output files written (relative to outDir); empty in check mode. */
  readonly written: readonly string[];
  /** Output files that differ from what the schema generates, or should not exist (relative to outDir). */
  readonly stale: readonly string[];
  /** The formatted output, by path relative to outDir (empty when there are problems). */
  readonly files: ReadonlyMap<string, string>;
  /** The access review for docs/access.md (generators/accessReport.ts); absent when there are problems. */
  readonly accessReport?: string;
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const schemaDir = resolvePath(options.schemaDir);
  const registryFile = options.registryFile ?? join(dirname(schemaDir), REGISTRY_FILE);
  const loaded = loadSchema(schemaDir);
  if (!('files' in loaded))
    return {
      problems: sortProblems(loaded.problems),
      warnings: [],
      written: [],
      stale: [],
      files: new Map(),
    };
  const { model, problems, warnings = [] } = resolve(loaded, registeredComponents(registryFile));
  if (!model)
    return {
      problems: sortProblems(problems),
      warnings: [],
      written: [],
      stale: [],
      files: new Map(),
    };

  const files = new Map([...emit(model)].sort(([a], [b]) => a.localeCompare(b)));

  const outDir = resolvePath(options.outDir);
  const stale: string[] = [];
  for (const [path, text] of files) if (readIfExists(join(outDir, path)) !== text) stale.push(path);
  const extra = listFiles(outDir).filter((p) => !files.has(p));
  stale.push(...extra);
  stale.sort();

  const written: string[] = [];
  if (!options.check) {
    for (const path of stale) {
      const text = files.get(path);
      if (text === undefined) remove(join(outDir, path));
      else {
        writeAtomic(join(outDir, path), text);
        written.push(path);
      }
    }
  }
  return {
    problems: [],
    warnings: sortProblems(warnings),
    written,
    stale,
    files,
    accessReport: accessReport(model),
  };
}
