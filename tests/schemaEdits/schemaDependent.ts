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

const isSchemaPath = (rel: string) =>
  SCHEMA_PATHS.some((p) => (p.endsWith('/') ? rel.startsWith(p) : rel === p));

/** Splits test files (paths from `root`) by whether they reach the schema or generated data. */
export function selectSchemaDependent(root: string, tests: readonly string[]): Selection {
  return split(
    tests,
    reachFinder(
      root,
      (rel, text) => isSchemaPath(rel) || (text !== null && NAMES_SCHEMA_PATH.test(text)),
    ),
  );
}

/**
 * Splits test files by whether their own code reads the schema or generated data: the test file
 * or what it imports outside the console's code (test helpers, the generators, the contract
 * checker, the build config) is, imports or names one of SCHEMA_PATHS. The console's own modules
 * (`src/`, generated data aside) are not followed: a test that meets the schema only through them
 * sees it as the console does. These are the tests that enumerate the schema or read its files,
 * the ones a schema edit most often trips when they pin today's content; `npm test` runs them on
 * the edited copy, `npm run test:all` every test there.
 */
export function selectSchemaReaders(root: string, tests: readonly string[]): Selection {
  return split(
    tests,
    reachFinder(
      root,
      (rel, text) =>
        isSchemaPath(rel) ||
        (!rel.startsWith('src/') && text !== null && NAMES_SCHEMA_PATH.test(text)),
      (rel) => !rel.startsWith('src/'),
    ),
  );
}

function split(tests: readonly string[], reach: (file: string) => string | null): Selection {
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
