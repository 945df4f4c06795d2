/**
 * How the unit test files share workers (vite.config.ts). Most files run one after another in a
 * worker that keeps the libraries loaded (react-admin, MUI, jsdom: most of a file's time when
 * each file starts a fresh worker); tests/setup.ts gives each file fresh project modules and a
 * clean page. Files that replace modules (`vi.mock`) or reset the module registry themselves,
 * directly or through a helper they import, keep a worker of their own: a replaced module must
 * not reach the next file.
 *
 * Vitest hands a finished worker the next file only when that file asks for the same environment
 * (`// @vitest-environment node` or the configured one); otherwise it stops the worker and starts
 * another, loading the libraries again. Shared files are therefore grouped by environment, one
 * project each, so files of one environment follow each other.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reachFinder, unitTestFiles } from './importGraph.js';

/** Test code that changes which module an import gets. */
export const REPLACES_MODULES = /\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules)\(/;

/** A file's own environment, as Vitest reads it from a docblock comment. */
const ENVIRONMENT_COMMENT = /@vitest-environment\s+([\w-]+)/;

export interface TestPools {
  /** Files that share a worker with the files before them. */
  readonly shared: readonly string[];
  /** Files that run in a fresh worker each. */
  readonly isolated: readonly string[];
}

export function testPools(root: string, leftOut: readonly string[] = []): TestPools {
  const replaces = reachFinder(
    root,
    (rel, text) => rel.startsWith('tests/') && text !== null && REPLACES_MODULES.test(text),
  );
  const shared: string[] = [];
  const isolated: string[] = [];
  for (const file of unitTestFiles(root, leftOut))
    (replaces(file) === null ? shared : isolated).push(file);
  return { shared, isolated };
}

/** Files (paths from `root`) by the environment each runs in, `fallback` for those naming none. */
export function byEnvironment(
  root: string,
  files: readonly string[],
  fallback: string,
): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const file of files) {
    const environment =
      ENVIRONMENT_COMMENT.exec(readFileSync(join(root, file), 'utf8'))?.[1] ?? fallback;
    const group = groups.get(environment);
    if (group) group.push(file);
    else groups.set(environment, [file]);
  }
  return groups;
}
