// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { SourceFile } from '../../generators/source';
import { fastYamlData } from '../../generators/yamlData';

/** What `yaml`, the parser with positions and messages, reads: its data, or that it objects. */
function slow(text: string): { data: unknown } | 'objects' {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  return doc.errors.length + doc.warnings.length > 0 ? 'objects' : { data: doc.toJS() };
}

/** The fast parser may decline a text; what it does read, it reads as `yaml` does. */
function expectSameReading(text: string): void {
  const fast = fastYamlData(text);
  const reference = slow(text);
  if (reference === 'objects') expect(fast, 'accepted what yaml objects to').toBeUndefined();
  else if (fast)
    expect(isDeepStrictEqual(fast.data, reference.data), JSON.stringify(fast.data)).toBe(true);
}

const schemaRoot = join(import.meta.dirname, '..', '..', 'schema');
const schemaFiles = [
  ...readdirSync(schemaRoot).filter((n) => n.endsWith('.yaml')),
  ...readdirSync(join(schemaRoot, 'sections'))
    .filter((n) => n.endsWith('.yaml'))
    .map((n) => `sections/${n}`),
];

describe('the fast YAML reading agrees with yaml (YAML 1.2 core)', () => {
  it.each([
    // Booleans and nulls of YAML 1.1 are strings in 1.2.
    ['a: yes'],
    ['a: no'],
    ['a: on'],
    ['a: True\nb: FALSE'],
    ['a: ~\nb: Null\nc:'],
    // Numbers, and the forms the two read differently (declined).
    ['a: 0o17\nb: 0x1F\nc: 012\nd: 08'],
    ['a: 0b101'],
    ['a: -0x1F\nb: +0o17'],
    ['a: -0\nb: +0'],
    ['a: -0.5'],
    ['a: .inf\nb: -.Inf\nc: .NaN\nd: +.inf'],
    ['a: 1e3\nb: 1.\nc: .5\nd: 0.1e+2\ne: 1e-3\nf: +12'],
    ['a: 1_000\nb: 1:20\nc: 0o\nd: 0x'],
    ['a: 2024-01-01\nb: 2024-01-01T10:00:00Z'],
    // Structure.
    ['x: &a {b: 1}\ny: *a'],
    ['x: &a {b: 1}\ny:\n  <<: *a\n  c: 2'],
    ['<<: {a: 1}\nb: 2'],
    ['? [a]\n: 1'],
    ['{[a]: 1}'],
    ['a: [1, {b: c}]\nb: {c: [d, e]}'],
    ['- a\n- b: c\n  d: e'],
    // Scalars.
    ['a: |\n  l1\n  l2\n'],
    ['a: >-\n  l1\n  l2\n'],
    ['a: |+\n  l1\n\n'],
    ['a: "\\u00e9\\t\\x41"'],
    ["a: 'it''s'\nb: ''"],
    ['a: foo\n  bar'],
    ['a: "x" # a comment\n# another\n'],
    ['a: !!str 1\nb: !!int "2"'],
    // Documents.
    [''],
    ['# only a comment\n'],
    ['---\na: 1'],
    ['%YAML 1.1\n---\na: yes'],
    // Texts yaml objects to: the fast reading must not accept them.
    ['a: 1\na: 2'],
    ['a: !foo x'],
    ['a: b: c'],
    ['a:\n\t- x'],
    ['a: [1, 2'],
    ['a: 1\n---\nb: 2'],
    ['routes:\n  - name: A\n    path: /a\n     title: A\n'],
  ])('%j', (text) => expectSameReading(text));

  it.each(schemaFiles)('schema/%s', (file) => {
    expectSameReading(readFileSync(join(schemaRoot, file), 'utf8'));
  });
});

describe('a schema file read by the fast path still names lines', () => {
  it('locates a value and a key the way the full parser does', () => {
    const text = 'app:\n  title: X\nroutes:\n  - name: A\n    path: /a\n';
    const src = new SourceFile('schema/x.yaml', text);
    expect(src.problems).toEqual([]);
    expect(src.data).toEqual({ app: { title: 'X' }, routes: [{ name: 'A', path: '/a' }] });
    expect(src.at(['routes', 0, 'path'])).toEqual({ line: 5, col: 11 });
    expect(src.at(['routes', 0, 'path'], true)).toEqual({ line: 5, col: 5 });
    expect(src.at(['routes', 3])).toEqual({ line: 4, col: 3 });
  });
});
