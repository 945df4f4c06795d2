// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../generators/problems';
import { SourceFile } from '../../generators/source';

const problems = (text: string): string[] =>
  new SourceFile('schema/x.yaml', text).problems.map(formatProblem);

describe('YAML syntax problems in plain words, at the line to change', () => {
  it.each([
    [
      'a key one space deeper than its siblings',
      'routes:\n  - name: A\n    path: /a\n     title: A\n    roles: [x]\n',
      'schema/x.yaml:4:6 Y001 line 4 is indented 1 space more than its siblings (hint: start it in column 5, like line 3)',
    ],
    [
      'a key one space shallower than its siblings',
      'routes:\n  - name: A\n    path: /a\n   title: A\n    roles: [x]\n',
      'schema/x.yaml:4:4 Y001 line 4 is indented 1 space less than its siblings (hint: start it in column 5, like line 3)',
    ],
    [
      'the first key of a block one space off',
      'app:\n   title: X\n  other: z\n',
      'schema/x.yaml:2:4 Y001 line 2 is indented 1 space more than its siblings (hint: start it in column 3, like line 3)',
    ],
    [
      'a list item one space off',
      'items:\n  - { a: 1 }\n   - { b: 2 }\n  - { c: 3 }\n',
      'schema/x.yaml:3:4 Y001 line 3 is indented 1 space more than its siblings (hint: start it in column 3, like line 2)',
    ],
    [
      'a tab',
      'app:\n\ttitle: X\n',
      'schema/x.yaml:2:1 Y001 line 2 is indented with a tab (hint: indent with spaces only)',
    ],
    [
      'a quote never closed',
      'a: "abc\nb: 1\n',
      'schema/x.yaml:1:4 Y001 line 1 opens a quoted text that is never closed (hint: add the closing ")',
    ],
    [
      'a { never closed',
      'a: { b: 1\nc: 2\n',
      'schema/x.yaml:1:1 Y001 line 1 opens a { or [ that is not closed on that line (hint: close it on the same line, or write the entries as indented lines)',
    ],
    [
      'a key written twice',
      'a: 1\na: 2\n',
      "schema/x.yaml:2:1 Y001 the key 'a' is written twice at the same level (hint: keep one of them)",
    ],
    [
      'a second colon in a value',
      'title: Users: all\n',
      "schema/x.yaml:1:8 Y001 line 1 has a second ':' inside a value (hint: put the value in quotes, e.g. title: 'A: B')",
    ],
  ])('%s', (_name, text, expected) => {
    expect(problems(text)).toEqual([expected]);
  });

  it('names the shifted line for every one-space shift of a line in the valid fixture', () => {
    const dir = join(__dirname, 'fixtures', 'valid-minimal', 'schema');
    const files = [
      ...readdirSync(dir).filter((f) => f.endsWith('.yaml')),
      ...readdirSync(join(dir, 'sections')).map((f) => `sections/${f}`),
    ];
    const misplaced: string[] = [];
    for (const file of files) {
      const lines = readFileSync(join(dir, file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (!/^ +[^ #]/.test(line)) return;
        for (const shifted of [` ${line}`, line.slice(1)]) {
          const copy = [...lines];
          copy[i] = shifted;
          const found = new SourceFile(file, copy.join('\n')).problems;
          if (found.length > 0 && found[0]?.line !== i + 1)
            misplaced.push(`${file}:${i + 1} reported at ${found[0]?.line}`);
        }
      });
    }
    expect(misplaced).toEqual([]);
  });
});
