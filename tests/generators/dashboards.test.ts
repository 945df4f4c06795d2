// @vitest-environment node
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../generators/generate';
import { formatProblem } from '../../generators/problems';

const root = join(__dirname, '..', '..');
const fixtures = join(__dirname, 'fixtures');
const dir = mkdtempSync(join(tmpdir(), 'console-dash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** valid-minimal with the valid-dashboard sections laid over it, generated once. */
async function generated() {
  cpSync(join(fixtures, 'valid-minimal', 'schema'), join(dir, 'schema'), { recursive: true });
  cpSync(join(fixtures, 'valid-dashboard', 'schema'), join(dir, 'schema'), { recursive: true });
  return generate({
    schemaDir: join(dir, 'schema'),
    outDir: join(dir, 'out'),
    registryFile: join(root, 'src', 'app', 'pageRegistry.ts'),
    check: true,
  });
}

describe('kind: dashboard in the schema', () => {
  it('generates with no problem, filling the defaults (range 30, format number, id from field)', async () => {
    const result = await generated();
    expect(result.problems.map(formatProblem)).toEqual([]);
    const pages = result.files.get('pages.ts') ?? '';
    expect(pages).toContain(`Dashboard: {
    kind: 'dashboard',
    endpoint: 'users.list',
    range: 30,
    links: ['Users'],`);
    expect(pages).toMatch(
      /id: 'totals_users',\s+label: 'dashboards.Dashboard.cards.totals_users',\s+field: 'totals.users',\s+format: 'number',/,
    );
    expect(pages).toMatch(/id: 'revenue',[^}]*format: 'money',\s+link: 'Users',/);
    expect(pages).toMatch(
      /id: 'split',\s+kind: 'pie',\s+label: 'dashboards.Dashboard.charts.split',\s+field: 'byCountry',\s+x: 'country',\s+y: 'count',\s+format: 'number',/,
    );
    expect(pages).toMatch(/id: 'revenueByDay',[^}]*y: 'amount',\s+format: 'money',/);
  });

  it('a page of list totals has no endpoint, and its count keeps the filter as written', async () => {
    const pages = (await generated()).files.get('pages.ts') ?? '';
    const queue = pages.slice(pages.indexOf('Queue: {'));
    expect(queue).not.toMatch(/^\s*endpoint:/m);
    expect(queue).toMatch(/count: \{ resource: 'missions', filter: \{ status: 'PENDING' \} \}/);
  });

  it('puts the card and chart labels in the message catalogue', async () => {
    const messages = (await generated()).files.get('messages.ts') ?? '';
    for (const text of ['Users by country', 'Sign-ups per day', 'Revenue', 'Waiting'])
      expect(messages).toContain(`'${text}'`);
  });
});
