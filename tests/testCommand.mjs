/**
 * The test commands (package.json): `npm test`, `npm run test:all`, `npm run test:schema`. A node
 * script rather than a chain of `&&` and inline variables so they run the same on every shell
 * (Windows' included), run independent checks side by side, and end with each stage's time, the
 * machine's load and the test counts.
 *
 * - `npm test`: the schema check, the type check and lint side by side (each one process, one core),
 *   then the unit suite with files sharing workers (vite.config.ts), then the tests whose own code
 *   reads schema or generated data on an edited copy of the project
 *   (tests/schemaEdits/suiteOnCopy.test.ts, selectSchemaReaders).
 * - `npm run test:all` (CI): the same checks, the unit suite with every file in a worker of its own
 *   (no file passes because of the one before it), then the whole unit suite on the edited copy.
 * - `npm run test:schema`: the unit tests that reach schema or generated data, through any code, on
 *   this checkout: a product person's check after `npm run generate`.
 *
 * Extra arguments after `--` go to the unit suite's Vitest run (`npm test -- --reporter=dot`).
 */
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { stripVTControlCharacters } from 'node:util';

const MODES = new Set(['test', 'all', 'schema']);
const mode = process.argv[2] ?? 'test';
if (!MODES.has(mode)) {
  console.error(`usage: node tests/testCommand.mjs [${[...MODES].join('|')}] [-- vitest options]`);
  process.exit(2);
}
const passOn = process.argv.slice(3).filter((a) => a !== '--');

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Vitest's summary line ("Tests  9322 passed (9322)"); for the edited copy, the count of the run
 * on the copy (suiteOnCopy.test.ts prints it), not the one test that drives it.
 */
const testCount = (out) => {
  const text = stripVTControlCharacters(out);
  const onCopy = /^tests on the edited copy: (.+)$/m.exec(text)?.[1];
  return onCopy ?? [...text.matchAll(/^\s*Tests\s+(.+)$/gm)].at(-1)?.[1]?.trim() ?? '';
};

/**
 * Runs one stage. `live` streams its output as it comes (a long stage shows progress); otherwise
 * the output is kept and shown only if the stage fails (stages side by side would interleave).
 */
function run({ name, command, args, env = {}, live = false }) {
  const start = performance.now();
  const loadBefore = load();
  return new Promise((done) => {
    const child = spawn(command, args, {
      // Output goes through a pipe: colours kept when this command's own output is a terminal.
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
      // npm and npx are .cmd files on Windows, started through a shell there.
      shell: process.platform === 'win32',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const take = (stream) => (chunk) => {
      out += chunk.toString();
      if (live) stream.write(chunk);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('close', (code) => {
      const result = {
        name,
        ms: performance.now() - start,
        code: code ?? 1,
        out,
        tests: testCount(out),
        load: `${loadBefore} → ${load()}`,
      };
      if (result.code !== 0 && !live) process.stdout.write(`\n── ${name} failed ──\n${out}\n`);
      done(result);
    });
  });
}

const npm = (script, extra = []) => ({ command: 'npm', args: ['run', '-s', script, ...extra] });
const vitest = (args) => ({ command: 'npx', args: ['vitest', 'run', ...args] });

const checks = [
  { name: 'schema check (generate --check)', ...npm('generate', ['--', '--check']) },
  { name: 'type check (tsc, incremental)', ...npm('typecheck') },
  { name: 'lint (eslint, cached)', ...npm('lint') },
];

const stages = {
  test: [
    checks,
    [
      {
        name: 'unit suite (files share workers)',
        ...vitest(passOn),
        env: { UNIT_ISOLATE: '', UNIT_TESTS: '' },
        live: true,
      },
    ],
    [
      {
        name: 'edited copy: tests reading schema',
        ...vitest(['--config', 'tests/schemaEdits/vitest.config.ts']),
        env: { SUITE_ON_COPY: '' },
        live: true,
      },
    ],
  ],
  all: [
    checks,
    [
      {
        name: 'unit suite (a worker per file)',
        ...vitest(passOn),
        env: { UNIT_ISOLATE: 'each', UNIT_TESTS: '' },
        live: true,
      },
    ],
    [
      {
        name: 'edited copy: whole unit suite',
        ...vitest(['--config', 'tests/schemaEdits/vitest.config.ts']),
        env: { SUITE_ON_COPY: 'all' },
        live: true,
      },
    ],
  ],
  schema: [
    [
      {
        name: 'unit tests reaching the schema',
        ...vitest(passOn),
        env: { UNIT_ISOLATE: '', UNIT_TESTS: 'schema' },
        live: true,
      },
    ],
  ],
}[mode];

const started = performance.now();
const results = [];
let failed = false;
for (const group of stages) {
  // Stages of a group run side by side; the next group starts when all of them passed.
  const done = await Promise.all(group.map(run));
  results.push(...done);
  if (done.some((r) => r.code !== 0)) {
    failed = true;
    break;
  }
}

const title = { test: 'npm test', all: 'npm run test:all', schema: 'npm run test:schema' }[mode];
console.log(
  `\n${title}: ${availableParallelism()} cores; load (1, 5, 15 min) before → after each stage`,
);
for (const r of results)
  console.log(
    `  ${r.name.padEnd(36)} ${seconds(r.ms).padStart(8)}  load ${r.load}` +
      (r.tests ? `  tests: ${r.tests}` : '') +
      (r.code === 0 ? '' : `  FAILED (exit ${r.code})`),
  );
console.log(`  ${'total'.padEnd(36)} ${seconds(performance.now() - started).padStart(8)}`);
process.exit(failed ? 1 : 0);
