import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { FILE_KINDS, SHAPE_FILES, SHAPE_SCHEMA_DIR } from '../../generators/shape';
import { cachedValidators, compileValidators } from '../../generators/shapeValidators';

/**
 * The schema checks read back from the cache answer exactly as freshly compiled ones,
 * on every fixture's files: the same verdict and the same errors, so `npm run generate` reports
 * the same problems either way.
 */
const SCHEMA_DIR = SHAPE_SCHEMA_DIR;
const FILES = SHAPE_FILES;
const KINDS: readonly string[] = FILE_KINDS;
const FIXTURES = join(import.meta.dirname, 'fixtures');

function cases(): [string, string, unknown][] {
  const out: [string, string, unknown][] = [];
  for (const fixture of readdirSync(FIXTURES)) {
    const dir = join(FIXTURES, fixture, 'schema');
    if (!existsSync(dir)) continue;
    const read = (path: string): unknown => {
      try {
        return parse(readFileSync(path, 'utf8'));
      } catch {
        return undefined; // a YAML syntax fixture: nothing to check the shape of
      }
    };
    for (const f of readdirSync(dir)) {
      const kind = f.replace(/\.yaml$/, '');
      if (KINDS.includes(kind)) out.push([`${fixture}/${f}`, kind, read(join(dir, f))]);
    }
    const sections = join(dir, 'sections');
    if (existsSync(sections))
      for (const f of readdirSync(sections))
        out.push([`${fixture}/sections/${f}`, 'section', read(join(sections, f))]);
  }
  return out.filter(([, , data]) => data !== undefined);
}

const fresh = compileValidators(SCHEMA_DIR, FILES, KINDS).validators;
const cached = cachedValidators(SCHEMA_DIR, FILES, KINDS);
// Once more: the second call reads what the first one wrote.
const reread = cachedValidators(SCHEMA_DIR, FILES, KINDS);

describe('cached schema checks', () => {
  const all = cases();
  it('cover broken and valid fixtures', () => {
    expect(all.length).toBeGreaterThan(50);
  });

  it.each(all)('%s', (_, kind, data) => {
    const verdict = fresh[kind]!(data);
    const errors = JSON.stringify(fresh[kind]!.errors ?? null);
    for (const fns of [cached, reread]) {
      expect(fns[kind]!(data)).toBe(verdict);
      expect(JSON.stringify(fns[kind]!.errors ?? null)).toBe(errors);
    }
  });
});
