// @vitest-environment node
import { EventEmitter } from 'node:events';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleSchema, SCHEMA_SETTLE_MS } from '../../generators/vite-plugin';

// A product person saves a schema file while `npm run dev` runs.
const here = join(import.meta.dirname, '..', '..');
const fixture = join(here, 'tests', 'generators', 'fixtures', 'valid-minimal', 'schema');

interface Sent {
  type: string;
}

let root: string;
let sent: Sent[];
let watcher: EventEmitter;

/** The plugin started as `vite` starts it, on a project holding the minimal valid schema. */
async function startPlugin(): Promise<void> {
  const plugin = consoleSchema() as Plugin & Record<string, (...args: unknown[]) => unknown>;
  (plugin.configResolved as (c: object) => void)({ root, command: 'serve' });
  await (plugin.buildStart as () => Promise<void>).call({});
  watcher = Object.assign(new EventEmitter(), { add: () => undefined });
  const server = {
    watcher,
    ws: { send: (message: Sent) => sent.push(message), on: () => undefined },
    config: { logger: { error: () => undefined } },
  } as unknown as ViteDevServer;
  (plugin.configureServer as (s: ViteDevServer) => void)(server);
}

const account = () => join(root, 'schema', 'sections', 'account.yaml');
const generated = () =>
  readdirSync(join(root, 'src', 'generated'))
    .map((f) => readFileSync(join(root, 'src', 'generated', f), 'utf8'))
    .join('\n');
/** Waits until `check` holds: the generator runs a quiet period after the last event. */
const settled = (check: () => void) =>
  vi.waitFor(check, { timeout: 5_000, interval: SCHEMA_SETTLE_MS });

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'console-plugin-'));
  cpSync(fixture, join(root, 'schema'), { recursive: true });
  mkdirSync(join(root, 'src', 'app'), { recursive: true });
  cpSync(join(here, 'src', 'app', 'pageRegistry.ts'), join(root, 'src', 'app', 'pageRegistry.ts'));
  sent = [];
  await startPlugin();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run dev: a saved schema file', () => {
  it('is read once the save is finished, even when the watcher saw only its first step', async () => {
    const text = readFileSync(account(), 'utf8');
    // An editor truncates, then writes; the watcher reports the truncation and, the mtime being
    // the same, not the write.
    writeFileSync(account(), '');
    watcher.emit('change', account());
    writeFileSync(account(), text.replace('    title: Login\n', '    title: Sign in here\n'));
    await settled(() => expect(generated()).toContain('Sign in here'));
    expect(sent.filter((m) => m.type === 'error')).toEqual([]);
  });

  it('still shows a broken save in the overlay, and clears it once fixed', async () => {
    const text = readFileSync(account(), 'utf8');
    writeFileSync(account(), text.replace('    title: Login\n', '    titel: Login\n'));
    watcher.emit('change', account());
    await settled(() => expect(sent.map((m) => m.type)).toEqual(['error']));
    writeFileSync(account(), text);
    watcher.emit('change', account());
    await settled(() => expect(sent.map((m) => m.type)).toEqual(['error', 'update']));
  });
});
