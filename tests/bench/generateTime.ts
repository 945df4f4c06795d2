/**
 * `npm run generate` cold (a new process each run, as a developer types it) in
 * ≤ 1 s, and the dev plugin's in-process run as fast as before. Prints the medians, the budget
 * ratio and the floor measured in the same run (Node starting and exiting, and npm starting
 * Node). Prints; never fails on a number.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { generate } from '../../generators/generate';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 1000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

function wall(command: string, args: string[]): number {
  const start = performance.now();
  const r = spawnSync(command, args, { stdio: 'ignore' });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${r.status}`);
  return performance.now() - start;
}

function times(command: string, args: string[]): number[] {
  wall(command, args); // the bundle and the compiled checks are built once, then reused
  return Array.from({ length: RUNS }, () => wall(command, args));
}

export async function benchGenerate(): Promise<void> {
  const root = resolve('.');
  const nodeFloor = median(times(process.execPath, ['-e', '0']));
  const npmFloor = median(times('npm', ['run', '-s', 'generate:noop']));
  const cold = times('npm', ['run', '-s', 'generate', '--', '--check']);
  const options = {
    schemaDir: join(root, 'schema'),
    outDir: join(root, 'src', 'generated'),
    check: true,
  };
  await generate(options);
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await generate(options);
    warm.push(performance.now() - start);
  }
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(`\nnpm run generate -- --check, cold, ${RUNS} runs (≤ ${BUDGET_MS} ms):`);
  console.log(`  runs: ${cold.map(ms).join(', ')}`);
  console.log(
    `  median ${ms(median(cold))} = ${(median(cold) / BUDGET_MS).toFixed(2)}× the budget; ` +
      `floor: node starting ${ms(nodeFloor)}, npm starting node ${ms(npmFloor)} ` +
      `(${(median(cold) / npmFloor).toFixed(2)}× that floor)`,
  );
  console.log(`  in-process (the dev plugin's run), median ${ms(median(warm))}`);
}

if (process.argv[1]?.endsWith('generateTime.ts')) await benchGenerate();
