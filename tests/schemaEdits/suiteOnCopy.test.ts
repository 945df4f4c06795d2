// @vitest-environment node
/**
 * "Green after any valid YAML change": the edits of edits.ts (a menu order, a back
 * target, a new resource and its page, a new read-only role in a group, …) applied together to a
 * copy of the whole project, regenerated as `npm run generate` would (src/generated and
 * docs/access.md, deliberate departures recorded), then the type check and the unit tests whose
 * own code reads schema or generated data (schemaDependent.ts, selectSchemaReaders) run on the
 * copy, once; `SUITE_ON_COPY=all` (`npm run test:all`) runs the whole unit suite there. It must
 * pass there as it does here. The copy's type check starts from this checkout's (`npm run
 * typecheck` leaves it in node_modules/.cache/tsc) and checks again what the edits reach.
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { basename, dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../generators/generate';
import { applyEdits, recordDepartures } from './edits';

const SELF = 'tests/schemaEdits/suiteOnCopy.test.ts';
const WHOLE_SUITE = process.env.SUITE_ON_COPY === 'all';
/** `npm run typecheck`'s record of this checkout, paths in it relative to its folder. */
const TYPES_RECORD = 'node_modules/.cache/tsc/tsconfig.tsbuildinfo';
/** The copy's record, as deep in the copy (the copy's node_modules is this checkout's own). */
const COPY_TYPES_RECORD = '.cache/copy/tsc/tsconfig.tsbuildinfo';
/** Left out of the copy: dependencies (linked instead), history and build output. */
const LEFT_OUT = new Set(['node_modules', '.git', 'dist', 'coverage', '.vite', '.artifacts']);
const root = resolve('.');
const work = mkdtempSync(join(tmpdir(), 'suite-on-copy-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function run(
  cmd: string,
  args: readonly string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ code: number; out: string }> {
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, CI: '1', FORCE_COLOR: '0', ...env },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => done({ code: code ?? 1, out }));
  });
}

/** What failed (each failing test's line), then the summary: enough to find it without the copy. */
const tail = (text: string) => {
  const lines = text.split('\n');
  const failed = lines.filter((l) => /\bFAIL\b|×|error TS/.test(l)).slice(0, 80);
  return [...failed, '…', ...lines.slice(-25)].join('\n');
};

describe(`${WHOLE_SUITE ? 'the whole unit suite' : 'the unit tests that read the schema'} on an edited copy of the project`, () => {
  it(
    'type-checks and passes',
    async () => {
      const steps: string[] = [];
      let since = performance.now();
      const lap = (step: string) => {
        steps.push(`${step} ${((performance.now() - since) / 1000).toFixed(1)} s`);
        console.log(`edited copy: ${steps.at(-1)}`);
        since = performance.now();
      };
      const copy = join(work, 'project');
      cpSync(root, copy, { recursive: true, filter: (src) => !LEFT_OUT.has(basename(src)) });
      symlinkSync(realpathSync(join(root, 'node_modules')), join(copy, 'node_modules'), 'dir');

      const schemaDir = join(copy, 'schema');
      expect(applyEdits(schemaDir)).toEqual([]);
      const options = { schemaDir, outDir: join(copy, 'src', 'generated') };
      const first = await generate({ ...options, check: true });
      expect(first.problems).toEqual([]);
      recordDepartures(
        schemaDir,
        first.warnings.flatMap((w) => (w.what ? [w.what] : [])),
      );
      const result = await generate({ ...options, check: true });
      expect(result.problems).toEqual([]);
      expect(result.warnings).toEqual([]);
      lap('copied and edited');

      const bin = (name: string) => join(copy, 'node_modules', '.bin', name);
      // The copy's own `npm run generate`: everything it writes (src/generated, the access report,
      // the OpenAPI document) follows the edits, as it would for a product person.
      const generated = await run(process.execPath, ['generators/run.mjs'], copy);
      expect(generated.code, tail(generated.out)).toBe(0);
      const fresh = await run(process.execPath, ['generators/run.mjs', '--check'], copy);
      expect(fresh.code, tail(fresh.out)).toBe(0);
      lap('generated');
      if (existsSync(join(root, TYPES_RECORD))) {
        mkdirSync(dirname(join(copy, COPY_TYPES_RECORD)), { recursive: true });
        cpSync(join(root, TYPES_RECORD), join(copy, COPY_TYPES_RECORD));
      }
      // Side by side: the type check is one process, the tests take every core and lose little to it.
      const [types, suite] = await Promise.all([
        run(
          bin('tsc'),
          ['--noEmit', '-p', '.', '--incremental', '--tsBuildInfoFile', COPY_TYPES_RECORD],
          copy,
        ),
        run(bin('vitest'), ['run', '--exclude', SELF], copy, {
          UNIT_TESTS: WHOLE_SUITE ? '' : 'readers',
        }),
      ]);
      expect(types.code, tail(types.out)).toBe(0);
      expect(suite.code, tail(suite.out)).toBe(0);
      lap('type check and unit tests side by side');
      // The copy's own count and steps, for the test command's summary (tests/testCommand.mjs).
      const count = /^\s*Tests\s+(.+)$/m.exec(stripVTControlCharacters(suite.out))?.[1]?.trim();
      if (count) console.log(`tests on the edited copy: ${count} (${steps.join(', ')})`);
    },
    45 * 60_000,
  );
});
