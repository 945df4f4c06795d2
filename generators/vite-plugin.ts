import { join, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { generate, type GenerateResult } from './generate.js';
import { formatProblem } from './problems.js';
import type { Problem } from './problems.js';

/** The error object Vite's overlay and terminal understand: message plus the file position. */
export interface SchemaError extends Error {
  id: string;
  loc: { file: string; line: number; column: number };
  plugin: string;
}

export function schemaError(root: string, problems: readonly Problem[]): SchemaError {
  const first = problems[0];
  const err = new Error(
    `${problems.length} problem(s) in schema/:\n${problems.map(formatProblem).join('\n')}`,
  ) as SchemaError;
  const file = resolve(root, first?.file ?? 'schema');
  err.id = file;
  err.loc = { file, line: first?.line ?? 1, column: first?.col ?? 1 };
  err.plugin = 'console-schema';
  err.stack = '';
  return err;
}

/** How long the schema folder must be quiet after a save before the generator reads it. */
export const SCHEMA_SETTLE_MS = 50;

/**
 * Runs the generator when Vite starts and whenever a schema file changes in dev. Writing
 * src/generated is enough: Vite hot-updates the modules that read it in the open page (no
 * reload; src/main.tsx hands the running mock its new handlers). A schema error goes to the
 * overlay, and the overlay goes once the schema is valid again.
 */
export function consoleSchema(options: { root?: string } = {}): Plugin {
  let root = options.root ?? process.cwd();
  let serving = false;
  /** The last schema error in dev, shown to every browser that connects until the schema is fixed. */
  let pending: SchemaError | undefined;
  const run = (): Promise<GenerateResult> =>
    generate({ schemaDir: join(root, 'schema'), outDir: join(root, 'src', 'generated') });
  return {
    name: 'console-schema',
    // Vitest loads vite.config.ts too; tests must read the committed output, never rewrite it.
    apply: () => !process.env.VITEST,
    configResolved(config) {
      root = options.root ?? config.root;
      serving = config.command === 'serve';
    },
    async buildStart() {
      const { problems } = await run();
      if (problems.length === 0) return;
      // A build must fail; a dev server stays up and shows the problem in the overlay instead.
      if (!serving) this.error(schemaError(root, problems));
      pending = schemaError(root, problems);
      console.error(pending.message);
    },
    configureServer(server: ViteDevServer) {
      const schemaDir = join(root, 'schema');
      server.watcher.add(schemaDir);
      const show = (err: SchemaError): void => {
        server.ws.send({
          type: 'error',
          err: { message: err.message, stack: '', id: err.id, loc: err.loc, plugin: err.plugin },
        });
      };
      server.ws.on('connection', () => {
        if (pending) show(pending);
      });
      const regenerate = async (): Promise<void> => {
        const { problems, written } = await run();
        const wasBroken = pending !== undefined;
        pending = problems.length > 0 ? schemaError(root, problems) : undefined;
        if (pending) {
          server.config.logger.error(pending.message);
          show(pending);
        } else if (wasBroken && written.length === 0) {
          // Fixed back to what src/generated already holds: nothing for Vite to update, but the
          // overlay must go (an empty update clears it, or reloads a page that never started).
          server.ws.send({ type: 'update', updates: [] });
        }
      };
      let timer: ReturnType<typeof setTimeout> | undefined;
      let queue = Promise.resolve();
      const onChange = (file: string): void => {
        if (!resolve(file).startsWith(schemaDir) || !file.endsWith('.yaml')) return;
        // An editor saves in steps (truncate, then write). Read at the first event and the schema
        // may look empty; the watcher can then drop the second event (same mtime), leaving a
        // false error and the real save unseen. So the generator runs once the folder is quiet.
        clearTimeout(timer);
        timer = setTimeout(() => {
          queue = queue
            .then(regenerate)
            .catch((err: unknown) => server.config.logger.error(String(err)));
        }, SCHEMA_SETTLE_MS);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
