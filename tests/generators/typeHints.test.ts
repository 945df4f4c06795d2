// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSchemaDir } from './checkFixture';

const work = mkdtempSync(join(tmpdir(), 'type-hints-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let n = 0;

/** The problems of the minimal fixture with one text replaced in one file. */
async function problemsAfter(file: string, from: string, to: string) {
  const dir = join(work, String(n++));
  cpSync(join(__dirname, 'fixtures', 'valid-minimal', 'schema'), dir, { recursive: true });
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
  const result = await checkSchemaDir(dir);
  return result.problems.map((p) => ({ code: p.code, message: p.message, hint: p.hint }));
}

const MAX = '{ name: maxLength, params: { max: 50 } }';
const missions = join('sections', 'missions.yaml');

// A value of the wrong type: the message shows the value written, the hint how to write it.
describe('wrong-typed values, with the value and a hint', () => {
  it.each([
    [
      'a quoted number as a validator parameter',
      missions,
      MAX,
      "{ name: maxLength, params: { max: '50' } }",
      'E006',
      `validator 'maxLength': parameter 'max' must be integer, not "50"`,
      'write the number without quotes: max: 50',
    ],
    [
      'a word as a validator parameter',
      missions,
      MAX,
      '{ name: maxLength, params: { max: fifty } }',
      'E006',
      `validator 'maxLength': parameter 'max' must be integer, not "fifty"`,
      "write a whole number for 'max'",
    ],
    [
      'a quoted number as a section order',
      missions,
      'order: 30',
      "order: '30'",
      'S001',
      'must be integer, not "30"',
      'write the number without quotes: order: 30',
    ],
  ])('%s', async (_case, file, from, to, code, message, hint) => {
    expect(await problemsAfter(file, from, to)).toEqual([{ code, message, hint }]);
  });
});
