// @vitest-environment node
/**
 * Issue 29, "green after any valid YAML change": the edits of edits.ts (a menu order, a back
 * target, a new resource and its page, a new read-only role in a group, …) applied together to a
 * copy of the whole project, regenerated as `npm run generate` would (src/generated and
 * docs/access.md, deliberate departures recorded), then the type check and the whole unit suite
 * run on the copy, once. It must pass there as it does here.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../generators/generate';
import { applyEdits, recordDepartures } from './edits';

const SELF = 'tests/schemaEdits/suiteOnCopy.test.ts';
/** Left out of the copy: dependencies (linked instead), history and build output. */
const LEFT_OUT = new Set(['node_modules', '.git', 'dist', 'coverage', '.vite', '.artifacts']);
const root = resolve('.');
const work = mkdtempSync(join(tmpdir(), 'suite-on-copy-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function run(
  cmd: string,
  args: readonly string[],
  cwd: string,
): Promise<{ code: number; out: string }> {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, CI: '1', FORCE_COLOR: '0' } });
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

describe('the whole unit suite on an edited copy of the project', () => {
  it(
    'type-checks and passes',
    async () => {
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

      const bin = (name: string) => join(copy, 'node_modules', '.bin', name);
      // The copy's own `npm run generate`: everything it writes (src/generated, the access report,
      // the OpenAPI document) follows the edits, as it would for a product person.
      const generated = await run(process.execPath, ['generators/run.mjs'], copy);
      expect(generated.code, tail(generated.out)).toBe(0);
      const fresh = await run(process.execPath, ['generators/run.mjs', '--check'], copy);
      expect(fresh.code, tail(fresh.out)).toBe(0);
      const types = await run(bin('tsc'), ['--noEmit', '-p', '.'], copy);
      expect(types.code, tail(types.out)).toBe(0);
      const suite = await run(bin('vitest'), ['run', '--exclude', SELF], copy);
      expect(suite.code, tail(suite.out)).toBe(0);
    },
    45 * 60_000,
  );
});
