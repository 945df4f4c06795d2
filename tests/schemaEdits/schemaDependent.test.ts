// @vitest-environment node
/**
 * The edited copy runs only the test files that can see a schema edit (suiteOnCopy.test.ts), and
 * test files that replace modules get a worker of their own (tests/testPools.ts): both sorted by
 * the import graph. Shared files are grouped by the environment they run in. Checked on small made-up projects (each way a file can reach the schema) and
 * on this one (what must hold whatever its tests are).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importsOf, reachFinder, unitTestFiles } from '../importGraph';
import { byEnvironment, testPools } from '../testPools';
import {
  NAMES_SCHEMA_PATH,
  SCHEMA_PATHS,
  selectSchemaDependent,
  selectSchemaReaders,
} from './schemaDependent';

const work = mkdtempSync(join(tmpdir(), 'schema-dependent-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let projects = 0;
/** A made-up project: its files by path, in a folder of its own. */
function project(files: Record<string, string>): string {
  const root = join(work, `p${(projects += 1)}`);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

// Written apart so this file itself names no module to replace.
const MOCK = 'vi.' + 'mock';

describe('the test files a schema edit can change', () => {
  const root = project({
    'src/generated/routes.ts': 'export const ROUTES = [];',
    'src/routing/guard.ts': "import { ROUTES } from '../generated/routes';\nexport const n = 1;",
    'src/routing/index.ts': "export * from './guard';",
    'src/ui/pure.ts': "import { useState } from 'react';\nexport const pure = useState;",
    'src/ui/cycleA.ts': "import { b } from './cycleB';\nexport const a = b;",
    'src/ui/cycleB.ts': "import { a } from './cycleA';\nexport const b = a;",
    'src/ui/lazy.ts': "export const load = () => import('../routing/index.js');",
    'generators/generate.ts': 'export const generate = () => 0;',
    'tests/support/fixture.ts': "import { n } from '../../src/routing';\nexport const f = n;",
    'tests/direct.test.ts': "import { ROUTES } from '../src/generated/routes';",
    'tests/deep.test.tsx': "import { f } from './support/fixture';",
    'tests/lazy.test.ts': "import { load } from '../src/ui/lazy';",
    'tests/generator.test.ts': "import { generate } from '../generators/generate';",
    'tests/readsYaml.test.ts':
      "import { join } from 'node:path';\nconst dir = join(process.cwd(), 'schema');",
    'tests/readsAccess.test.ts': "const text = readFileSync('docs/access.md', 'utf8');",
    'tests/mocked.test.ts': `${MOCK}('../src/routing/guard', () => ({ n: 2 }));`,
    'tests/pure.test.ts':
      "import { pure } from '../src/ui/pure';\nimport { a } from '../src/ui/cycleA';",
    'tests/words.test.ts': "it('names a schema and generated data in prose', () => {});",
  });
  const tests = unitTestFiles(root);
  const { dependent, independent, why } = selectSchemaDependent(root, tests);

  it('finds every test file under tests/, so a new one is sorted without a list', () => {
    expect(tests).toHaveLength(9);
    expect([...dependent, ...independent].sort()).toEqual(tests);
  });

  // Each with the first file found on its way that names or is a schema path.
  it.each([
    ['tests/direct.test.ts', 'tests/direct.test.ts'],
    ['tests/deep.test.tsx', 'src/routing/guard.ts'],
    ['tests/lazy.test.ts', 'src/routing/guard.ts'],
    ['tests/generator.test.ts', 'generators/generate.ts'],
    ['tests/readsYaml.test.ts', 'tests/readsYaml.test.ts'],
    ['tests/readsAccess.test.ts', 'tests/readsAccess.test.ts'],
    ['tests/mocked.test.ts', 'src/routing/guard.ts'],
  ])('runs %s, which reaches the schema through %s', (test, reached) => {
    expect(dependent).toContain(test);
    expect(why.get(test)).toBe(reached);
  });

  it('leaves out the files that reach neither the schema nor what is generated from it', () => {
    expect(independent).toEqual(['tests/pure.test.ts', 'tests/words.test.ts']);
  });

  it("names as readers the files whose own code reads it, not those that meet it in the console's code", () => {
    const readers = selectSchemaReaders(root, tests);
    expect([...readers.dependent].sort()).toEqual([
      'tests/direct.test.ts',
      'tests/generator.test.ts',
      'tests/readsAccess.test.ts',
      'tests/readsYaml.test.ts',
    ]);
    // Through a test helper into src/routing, lazily into it, or by replacing a module of it.
    for (const t of ['tests/deep.test.tsx', 'tests/lazy.test.ts', 'tests/mocked.test.ts'])
      expect(readers.independent).toContain(t);
  });

  it('names a reader through a test helper that imports generated data', () => {
    const root = project({
      'src/generated/menus.ts': 'export const MENUS = {};',
      'src/ui/names.ts': "export const fileName = 'schema/menus.yaml';",
      'tests/support/menus.ts': "export { MENUS } from '../../src/generated/menus';",
      'tests/helped.test.ts': "import { MENUS } from './support/menus';",
      'tests/console.test.ts': "import { fileName } from '../src/ui/names';",
    });
    const readers = selectSchemaReaders(root, unitTestFiles(root));
    expect(readers.dependent).toEqual(['tests/helped.test.ts']);
    expect(readers.why.get('tests/helped.test.ts')).toBe('tests/support/menus.ts');
    // A path named in the console's code is the console's reading, not the test's.
    expect(readers.independent).toEqual(['tests/console.test.ts']);
  });
});

describe('the made-up rules it reads by', () => {
  it('reads static, dynamic, re-exported, type-only and replaced imports', () => {
    const text = [
      "import a from './a';",
      "import type { B } from './b';",
      "export * from './c';",
      "const d = await import('./d');",
      `${MOCK}('./e', () => ({}));`,
      "vi.importActual('./f');",
    ].join('\n');
    expect(importsOf(text).sort()).toEqual(['./a', './b', './c', './d', './e', './f']);
  });

  it.each([
    ["'schema'", true],
    ["'../../schema/roles.yaml'", true],
    ["join(root, 'src', 'generated')", true],
    ['`docs/access.md`', true],
    ["'schema/openapi.json'", true],
    ["'schemaDir'", false],
    ["'@seriousme/openapi-schema-validator'", false],
    ["'a generated value'", false],
  ])('%s names a schema path: %s', (source, names) => {
    expect(NAMES_SCHEMA_PATH.test(source)).toBe(names);
  });
});

describe('this project', () => {
  const root = resolve('.');
  const tests = unitTestFiles(root, ['tests/schemaEdits/suiteOnCopy.test.ts']);
  const { dependent, independent } = selectSchemaDependent(root, tests);

  it('runs on the copy every test file that imports generated data or reads the schema itself', () => {
    const direct = tests.filter((t) => {
      const text = readFileSync(t, 'utf8');
      return /['"][./]*\/(?:src\/)?generated\//.test(text) || NAMES_SCHEMA_PATH.test(text);
    });
    expect(direct.length).toBeGreaterThan(0);
    for (const t of direct) expect([t, dependent.includes(t)]).toEqual([t, true]);
    expect(dependent).toContain('tests/schemaEdits/tenEdits.test.ts');
  });

  it('names as readers every file that imports generated data or reads the schema itself, all of them schema-dependent', () => {
    const readers = selectSchemaReaders(root, tests).dependent;
    const direct = tests.filter((t) => {
      const text = readFileSync(t, 'utf8');
      return /['"][./]*\/(?:src\/)?generated\//.test(text) || NAMES_SCHEMA_PATH.test(text);
    });
    for (const t of direct) expect([t, readers.includes(t)]).toEqual([t, true]);
    for (const t of readers) expect([t, dependent.includes(t)]).toEqual([t, true]);
  });

  it('leaves out only files none of whose imports, however deep, is generated or read from the schema', () => {
    const reachesSchema = reachFinder(root, (rel) =>
      SCHEMA_PATHS.some((p) => (p.endsWith('/') ? rel.startsWith(p) : rel === p)),
    );
    for (const t of independent) expect([t, reachesSchema(t)]).toEqual([t, null]);
  });

  it('gives a worker of its own to every test file that replaces a module, and shares the rest', () => {
    const { shared, isolated } = testPools(root, ['tests/schemaEdits/suiteOnCopy.test.ts']);
    expect([...shared, ...isolated].sort()).toEqual(tests);
    const replaces = new RegExp(`\\b${MOCK.replace('.', '\\.')}\\(`);
    for (const t of tests)
      if (replaces.test(readFileSync(t, 'utf8')))
        expect([t, isolated.includes(t)]).toEqual([t, true]);
  });
});

describe('test files that replace modules', () => {
  it('get a worker of their own, also when the replacing is done by a helper they import', () => {
    const root = project({
      'src/a.ts': 'export const a = 1;',
      'tests/support/replacing.ts': `${MOCK}('../../src/a', () => ({ a: 2 }));\nexport {};`,
      'tests/own.test.ts': `${MOCK}('../src/a', () => ({ a: 2 }));`,
      'tests/helper.test.ts': "import './support/replacing';",
      'tests/plain.test.ts': "import { a } from '../src/a';",
    });
    expect(testPools(root)).toEqual({
      shared: ['tests/plain.test.ts'],
      isolated: ['tests/helper.test.ts', 'tests/own.test.ts'],
    });
  });
});

describe('files that share workers', () => {
  // Written apart so this file's own environment comment stays the only one it has.
  const names = (environment: string) => `// @vitest-${'environment'} ${environment}`;

  it('are grouped by the environment each names, the configured one for those naming none', () => {
    const root = project({
      'tests/page.test.tsx': "import { it } from 'vitest';",
      'tests/server.test.ts': `${names('node')}\nimport { it } from 'vitest';`,
      'tests/other.test.ts': `/**\n * ${names('happy-dom').slice(3)}\n */`,
      'tests/page2.test.tsx': "it('names node only in words: @vitest environment');",
    });
    const files = [
      'tests/other.test.ts',
      'tests/page.test.tsx',
      'tests/page2.test.tsx',
      'tests/server.test.ts',
    ];
    expect(Object.fromEntries(byEnvironment(root, files, 'jsdom'))).toEqual({
      'happy-dom': ['tests/other.test.ts'],
      jsdom: ['tests/page.test.tsx', 'tests/page2.test.tsx'],
      node: ['tests/server.test.ts'],
    });
  });
});
