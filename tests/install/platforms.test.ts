// @vitest-environment node
/**
 * `npm ci` succeeds on every platform the team works on, by npm's own platform check: npm runs a dry
 * `ci` of this package.json and package-lock.json, believing it runs on that platform
 * (fakePlatform.cjs), with --os/--cpu naming it too. Offline, with an empty cache: the lockfile
 * alone decides, so nothing is downloaded and the answer does not depend on this machine's cache.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_PACKAGES } from '../e2e/support/anvil';
import { npmCli } from './npmCli';

const run = promisify(execFile);

/** [npm's os, npm's cpu] of each platform the README promises. */
const PLATFORMS = [
  ['linux', 'x64'],
  ['linux', 'arm64'],
  ['darwin', 'arm64'],
  ['darwin', 'x64'],
  ['win32', 'x64'],
] as const;

interface DryRun {
  code: number;
  out: string;
}

let work: string;
const runs = new Map<string, DryRun>();

async function dryCi(os: string, cpu: string): Promise<DryRun> {
  const dir = join(work, `${os}-${cpu}`);
  await run(process.execPath, ['-e', `require('fs').mkdirSync(${JSON.stringify(dir)})`]);
  for (const file of ['package.json', 'package-lock.json']) {
    await copyFile(resolve(file), join(dir, file));
  }
  const args = [
    '-r',
    resolve('tests/install/fakePlatform.cjs'),
    npmCli(),
    'ci',
    '--dry-run',
    `--os=${os}`,
    `--cpu=${cpu}`,
    '--offline',
    `--cache=${join(dir, '.cache')}`,
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ];
  try {
    const { stdout, stderr } = await run(process.execPath, args, {
      cwd: dir,
      env: { ...process.env, INSTALL_PLATFORM: `${os}-${cpu}` },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof e.code === 'number' ? e.code : 1,
      out: `${e.stdout ?? ''}${e.stderr ?? ''}`,
    };
  }
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'console-platforms-'));
  // All at once: each is a separate npm, mostly waiting on its own file reads.
  const results = await Promise.all(PLATFORMS.map(([os, cpu]) => dryCi(os, cpu)));
  PLATFORMS.forEach(([os, cpu], i) => runs.set(`${os}-${cpu}`, results[i] as DryRun));
}, 240_000);
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe("npm ci on each supported platform (npm's own platform check)", () => {
  it.each(PLATFORMS)('%s %s: installs, with nothing refused', (os, cpu) => {
    const result = runs.get(`${os}-${cpu}`);
    expect(result?.out).not.toMatch(/EBADPLATFORM|notsup|ENOTCACHED/);
    expect(result?.code, result?.out.slice(-2000)).toBe(0);
    expect(result?.out).toMatch(/added \d+ packages/);
  });

  it.each(PLATFORMS)(
    "%s %s: gets the local chain package the wallet journeys look for, and no other platform's",
    (os, cpu) => {
      const added = [
        ...(runs.get(`${os}-${cpu}`)?.out ?? '').matchAll(/^add (@foundry-rs\/\S+)/gm),
      ].map((m) => m[1]);
      expect(added).toEqual([ANVIL_PACKAGES[`${os}-${cpu}`]?.pkg]);
    },
  );
});
