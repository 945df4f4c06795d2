// @vitest-environment node
/**
 * Every dependency's install script is approved or denied in package.json's allowScripts, so
 * `npm ci` prints no "install scripts not yet covered" warning. Asked of npm itself: the list it
 * warns with after an install is the one `approve-scripts --allow-scripts-pending` prints.
 */
import { execFile } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { npmCli } from './npmCli';

const run = promisify(execFile);

describe('install scripts', () => {
  it('npm finds none that package.json has not approved or denied', async () => {
    const { stdout } = await run(
      process.execPath,
      [npmCli(), 'approve-scripts', '--allow-scripts-pending', '--json', '--offline'],
      // The folder that holds the install itself: npm reads a linked node_modules (the edited copy's)
      // as packages it has not placed.
      { cwd: dirname(realpathSync(resolve('node_modules'))) },
    );
    expect((JSON.parse(stdout) as { allowScripts: unknown[] }).allowScripts).toEqual([]);
  }, 60_000);

  it('each decision is an explicit true or false, by name (the lockfile has no URLs to pin to)', () => {
    const pkg = JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as {
      allowScripts?: Record<string, unknown>;
    };
    const decisions = Object.entries(pkg.allowScripts ?? {});
    expect(decisions.length).toBeGreaterThan(0);
    for (const [name, allowed] of decisions) {
      expect(typeof allowed, name).toBe('boolean');
      expect(name).not.toMatch(/.@/);
    }
  });
});
