import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { format } from 'prettier';

/** Pinned, not read from the project's config, so output never depends on who runs the generator. */
const PRETTIER = {
  parser: 'typescript',
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
  printWidth: 100,
} as const;

/**
 * Formatting is most of a run's time; in a long-lived process (the dev server, --watch) a schema
 * edit changes few files, so the others come from here. Keyed by the unformatted text, so a hit
 * is exactly what Prettier would return.
 */
const formatted = new Map<string, string>();
const FORMAT_CACHE_LIMIT = 500;

export async function formatSource(text: string): Promise<string> {
  const hit = formatted.get(text);
  if (hit !== undefined) return hit;
  const out = await format(text, PRETTIER);
  if (formatted.size >= FORMAT_CACHE_LIMIT) formatted.clear();
  formatted.set(text, out);
  return out;
}

/** Every file under dir, as paths relative to it with forward slashes. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const abs = join(d, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else out.push(relative(dir, abs).split('\\').join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

export function readIfExists(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/** Temp file + rename, so a watcher or a dev server never reads half a file. */
export function writeAtomic(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

export function remove(path: string): void {
  rmSync(path, { force: true });
}
