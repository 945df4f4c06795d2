/**
 * A copy of the project whose schema/ a product person has edited, built the way they would build
 * it: `vite build` in the copy, whose schema plugin regenerates src/generated from the edited YAML.
 * Only the copy changes; the checkout's schema/ and src/generated stay as committed.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const COPIED = [
  'src',
  'schema',
  'generators',
  'deploy',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  // vite.config.ts reads the unit suite's layout from these when Vitest loads it.
  'tests/importGraph.ts',
  'tests/testPools.ts',
  'tests/schemaEdits/schemaDependent.ts',
];

export function withoutVitest(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([k]) => !k.startsWith('VITEST')));
}

/** Copies what the console is made of into `root`, node_modules linked. */
export function copyProject(root: string): void {
  for (const entry of COPIED) {
    mkdirSync(dirname(join(root, entry)), { recursive: true });
    cpSync(join(ROOT, entry), join(root, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
}

export interface EditedProject {
  readonly root: string;
  readonly dist: string;
  remove(): void;
}

/** Copies the project, lets `edit` change the copy's schema/, and builds the copy. */
export async function buildEditedProject(
  edit: (schemaDir: string) => void,
): Promise<EditedProject> {
  const root = mkdtempSync(join(tmpdir(), 'edited-console-'));
  copyProject(root);
  edit(join(root, 'schema'));
  await run(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    maxBuffer: 32 * 1024 * 1024,
    // Without VITEST: the schema plugin stands aside under vitest, and here it must regenerate.
    env: { ...withoutVitest(process.env), NODE_ENV: 'production' },
  });
  return {
    root,
    dist: join(root, 'dist'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
