/**
 * `npm run dev` on a copy of the project, for journeys that edit its schema/ while a browser has
 * the console open. The copy's own schema plugin regenerates its src/generated; the
 * checkout stays as committed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyProject, ROOT, withoutVitest } from './editedProject';

export interface DevProject {
  readonly base: string;
  /** The copy's schema/ folder. */
  readonly schemaDir: string;
  /** Rewrites a schema file (path under schema/) through `edit`; returns the text it had. */
  editSchema(file: string, edit: (text: string) => string): string;
  /** Writes a schema file back as it was. */
  writeSchema(file: string, text: string): void;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Copies the project and starts its dev server on `port`; resolves once it answers. `force`: the
 * dependency cache is rebuilt, as on a newcomer's first `npm start`.
 */
export async function startDevProject(
  port: number,
  { force = false }: { force?: boolean } = {},
): Promise<DevProject> {
  const root = mkdtempSync(join(tmpdir(), 'dev-console-'));
  copyProject(root);
  const server: ChildProcess = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      '--port',
      String(port),
      '--strictPort',
      ...(force ? ['--force'] : []),
    ],
    // Without VITEST: the schema plugin stands aside under vitest, and here it must run.
    { cwd: root, env: withoutVitest(process.env), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  server.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  server.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await answers(`${base}/`))) {
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error(`the dev server did not start:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const schemaFile = (file: string) => join(root, 'schema', file);
  return {
    base,
    schemaDir: join(root, 'schema'),
    editSchema(file, edit) {
      const text = readFileSync(schemaFile(file), 'utf8');
      const next = edit(text);
      if (next === text) throw new Error(`the edit changed nothing in ${file}`);
      writeFileSync(schemaFile(file), next);
      return text;
    },
    writeSchema(file, text) {
      writeFileSync(schemaFile(file), text);
    },
    async stop() {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill();
      await exited;
      rmSync(root, { recursive: true, force: true });
    },
  };
}
