import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeProblem } from './problems.js';
import type { Problem } from './problems.js';
import { checkShape } from './shape.js';
import type { FileKind } from './shape.js';
import { SourceFile } from './source.js';

/** The app-wide files every schema folder must have, by the JSON Schema they follow. */
export const APP_FILES: readonly AppFile[] = [
  'app',
  'roles',
  'permissions',
  'features',
  'endpoints',
  'menus',
];

type AppFile = Exclude<FileKind, 'section' | 'departures'>;

/** Optional: the spec defaults the schema leaves on purpose, each with its reason. */
export const DEPARTURES_FILE = 'departures.yaml';

export interface LoadedSchema {
  readonly files: Readonly<Record<AppFile, SourceFile>>;
  readonly departures?: SourceFile;
  /** Section files sorted by their `order`, then file name. */
  readonly sections: readonly SourceFile[];
  readonly problems: readonly Problem[];
}

/** Reads and shape-checks every schema file; returns undefined files only via problems. */
export function loadSchema(schemaDir: string): LoadedSchema | { problems: Problem[] } {
  const problems: Problem[] = [];
  const read = (rel: string): SourceFile | undefined => {
    const abs = join(schemaDir, rel);
    if (!existsSync(abs)) {
      problems.push(
        makeProblem(
          { file: `schema/${rel}`, line: 1, col: 1 },
          [],
          'missingFile',
          `missing schema file ${rel}`,
          {
            hint: 'every schema folder needs app, roles, permissions, features, endpoints and menus',
          },
        ),
      );
      return undefined;
    }
    const src = new SourceFile(`schema/${rel}`, readFileSync(abs, 'utf8'));
    problems.push(...src.problems);
    return src;
  };
  const files: Partial<Record<FileKind, SourceFile>> = {};
  for (const kind of APP_FILES) {
    const src = read(`${kind}.yaml`);
    if (src) {
      files[kind] = src;
      if (src.problems.length === 0) problems.push(...checkShape(src, kind));
    }
  }
  const sectionDir = join(schemaDir, 'sections');
  const names = existsSync(sectionDir)
    ? readdirSync(sectionDir)
        .filter((n) => n.endsWith('.yaml'))
        .sort()
    : [];
  const sections: SourceFile[] = [];
  for (const n of names) {
    const src = read(`sections/${n}`);
    if (!src) continue;
    if (src.problems.length === 0) problems.push(...checkShape(src, 'section'));
    sections.push(src);
  }
  const departures = existsSync(join(schemaDir, DEPARTURES_FILE))
    ? read(DEPARTURES_FILE)
    : undefined;
  if (departures && departures.problems.length === 0)
    problems.push(...checkShape(departures, 'departures'));
  if (problems.length > 0 || APP_FILES.some((k) => !files[k])) return { problems };
  const order = (s: SourceFile): number => (s.data as { order: number }).order;
  sections.sort((a, b) => order(a) - order(b) || a.file.localeCompare(b.file));
  return {
    files: files as LoadedSchema['files'],
    sections,
    problems,
    ...(departures ? { departures } : {}),
  };
}
