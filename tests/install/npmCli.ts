import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The npm that runs the tests, as its JavaScript entry (run with this Node, so a test can preload
 * a module into it). npm scripts and npx name it in npm_execpath; otherwise it sits beside node
 * (Linux and macOS: <prefix>/lib/node_modules/npm; Windows: <prefix>/node_modules/npm).
 */
export function npmCli(): string {
  const fromNpm = process.env.npm_execpath;
  const candidates = [
    ...(fromNpm && /npm-cli\.c?js$/.test(fromNpm) ? [fromNpm] : []),
    join(dirname(process.execPath), '../lib/node_modules/npm/bin/npm-cli.js'),
    join(dirname(process.execPath), 'node_modules/npm/bin/npm-cli.js'),
  ];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`npm's npm-cli.js not found (looked at ${candidates.join(', ')})`);
  return found;
}
