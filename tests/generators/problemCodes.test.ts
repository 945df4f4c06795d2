// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROBLEM_KINDS } from '../../generators/problemCodes';

const root = join(__dirname, '..', '..');
const fixtures = join(__dirname, 'fixtures');
const catalogue = Object.values(PROBLEM_KINDS);

/** Rows of docs/development.md's problem-code table: `| E001 | what is wrong | what to do |`. */
function readmeRows(): { code: string; title: string; fix: string }[] {
  const readme = readFileSync(join(root, 'docs', 'development.md'), 'utf8');
  return readme
    .split('\n')
    .map((line) => /^\|\s*([A-Z]\d{3})\s*\|(.*)\|(.*)\|\s*$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({
      code: m[1] ?? '',
      title: (m[2] ?? '').trim(),
      fix: (m[3] ?? '').trim(),
    }));
}

/** Codes printed by each broken or warn fixture's expected output. */
function fixtureCodes(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const name of readdirSync(fixtures).filter((n) => /^(broken|warn)-/.test(n))) {
    const file = join(fixtures, name, 'expected.txt');
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const code = / ([YSEW]\d{3}) /.exec(line)?.[1];
      if (code) out.set(code, [...(out.get(code) ?? []), name]);
    }
  }
  return out;
}

describe('problem codes', () => {
  it('gives every code once in the catalogue', () => {
    const codes = catalogue.map((k) => k.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("the problem-code table of docs/development.md lists exactly the catalogue's codes, with the same meaning and advice", () => {
    expect(readmeRows()).toEqual(
      catalogue.map((k) => ({ code: k.code, title: k.title, fix: k.fix })),
    );
  });

  it.each(catalogue.map((k) => k.code))(
    '%s has a broken (or, for a warning, warn-) fixture whose expected output uses it',
    (code) => {
      expect(fixtureCodes().get(code) ?? []).not.toEqual([]);
    },
  );

  it('no broken fixture expects a code the catalogue does not know', () => {
    const known = new Set<string>(catalogue.map((k) => k.code));
    expect([...fixtureCodes().keys()].filter((c) => !known.has(c))).toEqual([]);
  });

  it('the generator names codes only through the catalogue', () => {
    const literal = /['"`][YSEW]\d{3}['"`]/;
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.ts') && entry.name !== 'problemCodes.ts') {
          if (literal.test(readFileSync(path, 'utf8'))) offenders.push(path.slice(root.length + 1));
        }
      }
    };
    walk(join(root, 'generators'));
    expect(offenders).toEqual([]);
  });
});
