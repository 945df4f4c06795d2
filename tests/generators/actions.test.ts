// @vitest-environment node
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generate } from '../../generators/generate';

const root = join(__dirname, '..', '..');
const fixtures = join(__dirname, 'fixtures');
const temps: string[] = [];

afterEach(() => {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The minimal valid schema with `actions-valid`'s files laid over it (actions on a list and a show page). */
async function generateWithActions() {
  const dir = mkdtempSync(join(tmpdir(), 'console-gen-actions-'));
  temps.push(dir);
  cpSync(join(fixtures, 'valid-minimal', 'schema'), join(dir, 'schema'), { recursive: true });
  cpSync(join(fixtures, 'actions-valid', 'schema'), join(dir, 'schema'), { recursive: true });
  return generate({
    schemaDir: join(dir, 'schema'),
    outDir: join(dir, 'out'),
    registryFile: join(root, 'src', 'app', 'pageRegistry.ts'),
  });
}

describe('actions: on list and show pages', () => {
  it('generates the reviewed page definitions: defaults filled, texts as catalogue keys', async () => {
    const result = await generateWithActions();
    expect(result.problems).toEqual([]);
    await expect(result.files.get('pages.ts')).toMatchFileSnapshot(
      join(fixtures, 'actions-valid', 'expected', 'pages.ts.snap'),
    );
  });

  it("puts the labels and confirm questions in the catalogue under the resource's actions", async () => {
    const messages = (await generateWithActions()).files.get('messages.ts') ?? '';
    for (const text of [
      "block: { label: 'Block', confirm: 'Block the user?' }",
      "flag: { label: 'Flag', confirm: 'Flag for moderation?' }",
      "adjustPoints: { label: 'Adjust points', confirm: 'Change the balance?' }",
    ])
      expect(messages.replace(/\s+/g, ' ')).toContain(text);
  });
});
