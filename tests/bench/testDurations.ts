/**
 * `npm run bench:tests`: how long the test commands take, as a newcomer and a product person meet
 * them. Cold runs first clear what a fresh clone does not have yet (the type check's and lint's
 * records, the generator's bundle, Vite's and Vitest's caches), then time each stage of the
 * command on its own and the whole. Prints the machine's cores and load before and after each
 * stage (durations mean little without them), the test counts, and never fails on a number.
 *
 * BENCH_ONLY=test,all,loop picks the parts (default: all three):
 * - test: `npm test` cold;
 * - all: `npm run test:all` cold (the whole run CI does before the browser tests);
 * - loop: a product person's check after a YAML change: `npm run generate`, then `npm run
 *   test:schema` (the tests that read schema or generated data), with the caches a first
 *   `npm test` left.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve('.');
const parts = new Set((process.env.BENCH_ONLY ?? 'test,all,loop').split(','));

/** What a fresh clone has not built yet; each is rebuilt by the command that uses it. */
const CACHES = [
  'node_modules/.cache/tsc',
  'node_modules/.cache/eslint',
  'node_modules/.cache/generate',
  'node_modules/.vite',
  'node_modules/.vite-temp',
];

interface Stage {
  readonly name: string;
  readonly command: string;
  readonly env?: Record<string, string>;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function run(stage: Stage): Promise<{ ms: number; code: number; out: string }> {
  const start = performance.now();
  return new Promise((done) => {
    const child = spawn('sh', ['-c', stage.command], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...stage.env },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => done({ ms: performance.now() - start, code: code ?? 1, out }));
  });
}

/** Vitest's summary lines ("Tests  7616 passed (7616)"), each run's. */
const counts = (out: string) =>
  [...out.matchAll(/^\s*Tests\s+(.+)$/gm)].map((m) => m[1]!.trim()).join('; ');

async function timed(title: string, stages: readonly Stage[], cold: boolean): Promise<void> {
  if (cold) for (const dir of CACHES) rmSync(join(root, dir), { recursive: true, force: true });
  console.log(`\n${title}${cold ? ' (cold: caches cleared)' : ''}`);
  let total = 0;
  for (const stage of stages) {
    const before = load();
    const r = await run(stage);
    total += r.ms;
    const tests = counts(r.out);
    console.log(
      `  ${stage.name.padEnd(34)} ${seconds(r.ms).padStart(9)}  load ${before} → ${load()}` +
        (tests ? `  tests: ${tests}` : '') +
        (r.code === 0 ? '' : `  FAILED (exit ${r.code})`),
    );
    // The command's own table of stages (tests/testCommand.mjs), indented under its line.
    const table = r.out.lastIndexOf('cores; load');
    if (table >= 0)
      console.log(
        r.out
          .slice(r.out.lastIndexOf('\n', table) + 1)
          .trimEnd()
          .replace(/^/gm, '    '),
      );
    if (r.code !== 0) {
      console.log(r.out.split('\n').slice(-40).join('\n'));
      break;
    }
  }
  console.log(`  ${'total'.padEnd(34)} ${seconds(total).padStart(9)}`);
}

// The test commands themselves (tests/testCommand.mjs), which time their own stages side by side.
const command = (mode: string): Stage => ({
  name: `node tests/testCommand.mjs ${mode}`,
  command: `node tests/testCommand.mjs ${mode}`,
});

console.log(`${availableParallelism()} cores, load ${load()} (1, 5, 15 min)`);
if (parts.has('test')) await timed('npm test', [command('test')], true);
if (parts.has('all')) await timed('npm run test:all', [command('all')], true);
if (parts.has('loop'))
  await timed(
    "a product person's loop after a YAML change",
    [
      { name: 'npm run generate', command: 'npm run -s generate' },
      { name: 'npm run test:schema', command: 'npm run -s test:schema' },
    ],
    false,
  );
