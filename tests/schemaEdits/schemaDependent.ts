/**
 * Which unit test files can change when a product person edits `schema/`: those whose own source,
 * or a project file they reach through imports, is something `npm run generate` reads or writes,
 * or names one of those as a path in a string (a file read, a path joined). `npm run test:copy`
 * runs these on an edited copy of the project; the others cannot see the edit.
 *
 * The rule leans to running a test: a string naming `schema` or `generated` as a path counts as a
 * read whatever it is for, and the generators count as readers (they read `schema/` by default).
 */
import { reachFinder } from '../importGraph.js';

/** What `npm run generate` reads or writes (and the generator's own code), from the root. */
export const SCHEMA_PATHS: readonly string[] = [
  'schema/',
  'src/generated/',
  'generators/',
  'docs/access.md',
];

/**
 * A string literal naming one of those as a path: `'schema'`, `'../../schema/roles.yaml'`, the
 * `'generated'` of `join(root, 'src', 'generated')`, `'docs/access.md'`, `'openapi.json'`.
 */
export const NAMES_SCHEMA_PATH =
  /(['"`])(?:[^'"`\n]*\/)?(?:schema|generated|access\.md|openapi\.json)(?:\/[^'"`\n]*)?\1/;

export interface Selection {
  /** Test files (paths from the root) that reach schema or generated data. */
  readonly dependent: readonly string[];
  /** The others. */
  readonly independent: readonly string[];
  /** For each dependent test, the first file found on its way that reads the schema. */
  readonly why: ReadonlyMap<string, string>;
}

/** Splits test files (paths from `root`) by whether they reach the schema or generated data. */
export function selectSchemaDependent(root: string, tests: readonly string[]): Selection {
  const reach = reachFinder(
    root,
    (rel, text) =>
      SCHEMA_PATHS.some((p) => (p.endsWith('/') ? rel.startsWith(p) : rel === p)) ||
      (text !== null && NAMES_SCHEMA_PATH.test(text)),
  );
  const dependent: string[] = [];
  const independent: string[] = [];
  const why = new Map<string, string>();
  for (const test of tests) {
    const found = reach(test);
    if (found === null) independent.push(test);
    else {
      dependent.push(test);
      why.set(test, found);
    }
  }
  return { dependent, independent, why };
}
