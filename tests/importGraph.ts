/**
 * The project's import graph, read statically (TypeScript's import scanner, no type check): which
 * project files a test file reaches through its imports. The unit test configuration sorts test
 * files with it (vite.config.ts, tests/testPools.ts) and `npm run test:copy` picks the tests that
 * can see a schema edit (tests/schemaEdits/schemaDependent.ts), so a new test file is sorted the
 * same way as the others without a list to keep.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type TypeScript from 'typescript';

// Loaded on first use: vite.config.ts imports this file, and only Vitest needs the scanner.
let ts: typeof TypeScript | undefined;
const scanner = () => (ts ??= createRequire(import.meta.url)('typescript') as typeof TypeScript);

const SOURCE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const TRIED = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

const posix = (path: string) => path.split(sep).join('/');

/** The project file a relative specifier names (`./a.js` may be `./a.ts`), or null for a package. */
export function resolveSpecifier(from: string, specifier: string): string | null {
  const bare = specifier.replace(/[?#].*$/, '');
  if (!bare.startsWith('.')) return null;
  const base = resolve(dirname(from), bare);
  const candidates = [
    ...TRIED.map((ext) => base + ext),
    ...(/\.(?:js|jsx|mjs)$/.test(base)
      ? ['.ts', '.tsx', '.mts'].map((ext) => base.replace(/\.(?:js|jsx|mjs)$/, ext))
      : []),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** The specifiers a source imports: static, dynamic, re-exports, and `vi.mock`/`vi.importActual`. */
export function importsOf(text: string): string[] {
  const found = scanner()
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName);
  const mocked = /\bvi\.(?:mock|doMock|importActual|importMock)\(\s*(['"`])([^'"`]+)\1/g;
  for (const m of text.matchAll(mocked)) found.push(m[2]!);
  return found;
}

/**
 * Tells, for test files, the first project file reachable through imports (the file itself
 * included) that `marks` says yes to, given its path from the root and its text (null for a
 * file that is not source). Packages are not followed, nor the imports of a file `follows`
 * says no to (its path from the root; every file by default).
 */
export function reachFinder(
  root: string,
  marks: (rel: string, text: string | null) => boolean,
  follows: (rel: string) => boolean = () => true,
): (file: string) => string | null {
  const nodes = new Map<string, { rel: string; marked: boolean; imports: string[] }>();
  const node = (file: string) => {
    let known = nodes.get(file);
    if (!known) {
      const rel = posix(relative(root, file));
      const text = SOURCE.test(file) ? readFileSync(file, 'utf8') : null;
      const imports =
        text === null
          ? []
          : importsOf(text).flatMap((s) => {
              const target = resolveSpecifier(file, s);
              return target === null ? [] : [target];
            });
      known = { rel, marked: marks(rel, text), imports };
      nodes.set(file, known);
    }
    return known;
  };

  return (file) => {
    // Breadth first: the file itself, then what it imports, and so on, each file once.
    const queue = [resolve(root, file)];
    const seen = new Set(queue);
    for (let i = 0; i < queue.length; i += 1) {
      const at = node(queue[i]!);
      if (at.marked) return at.rel;
      if (!follows(at.rel)) continue;
      for (const next of at.imports)
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
    }
    return null;
  };
}

/** The unit test files (`tests/**\/*.test.ts(x)`, not the browser suite), paths from the root. */
export function unitTestFiles(root: string, leftOut: readonly string[] = []): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (path !== 'tests/e2e') walk(path);
      } else if (/\.test\.tsx?$/.test(entry.name) && !leftOut.includes(path)) out.push(path);
    }
  };
  walk('tests');
  return out.sort();
}
