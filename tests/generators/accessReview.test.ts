// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { accessReport } from '../../generators/accessReport';
import { loadSchema } from '../../generators/load';
import { registeredComponents } from '../../generators/registry';
import { resolve, type Model } from '../../generators/resolve';
import { canAccessIn } from '../../src/access/permissions';
import type { RouteDef } from '../../src/model/types';
import { createGuard } from '../../src/routing';
import { NOW_MS, tokenFor } from '../session/tokens';

const root = join(__dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'access-review-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function modelOf(schemaDir: string): Model {
  const loaded = loadSchema(schemaDir);
  if (!('files' in loaded)) throw new Error('schema does not load');
  const { model, problems } = resolve(
    loaded,
    registeredComponents(join(root, 'src', 'app', 'pageRegistry.ts')),
  );
  expect(problems).toEqual([]);
  return model!;
}

/** Per role code, the route names the review lists under "Pages it may open". */
function reviewedPages(report: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const part of report.split('\n## ').slice(1)) {
    const code = /\(`([A-Z_]+)`\)/.exec(part)?.[1];
    if (!code) continue;
    const start = part.indexOf('Pages it may open:');
    const end = part.indexOf('Actions by section:');
    const lines = part.slice(start, end).split('\n');
    out.set(code, new Set(lines.flatMap((l) => /^- (\w+) \(/.exec(l)?.[1] ?? []).filter(Boolean)));
  }
  return out;
}

/** Whether the guard renders the route for the role, every gate open, in the route's own mode. */
function guardOpens(model: Model, route: RouteDef, role: string): boolean {
  const decide = createGuard({
    routes: model.routes,
    roles: model.roles,
    roleCodes: model.roles.map((r) => r.code),
    featureGroups: model.features.groups,
    permissions: model.permissions,
  });
  const path = route.path.replace(/:\w+/g, '7');
  const query = route.requiredQuery?.params.map((p) => `${p}=x`).join('&');
  const decision = decide({
    pathname: path,
    search: query ? `?${query}` : '',
    adminMode: route.mode === 'adminOnly',
    storedToken: tokenFor(role),
    nowMs: NOW_MS,
    operatorState: {
      installedFeatures: new Set(model.features.groups.flatMap((g) => g.features)),
      installedGroups: new Set(),
      flags: new Set(model.features.flags),
      web3Status: 'DONE',
      internalCurrencyName: null,
      setupFinished: true,
    },
  });
  return decision.kind === 'render' && decision.route.name === route.name;
}

/** The committed schema, and a copy where a team role may only read (create pages then refused). */
function schemas(): [string, string][] {
  const readOnly = join(work, 'read-only');
  cpSync(join(root, 'schema'), readOnly, { recursive: true });
  const file = join(readOnly, 'permissions.yaml');
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf('  ROLE_SUPPORT:');
  const next = text.indexOf('\n  ROLE_', at + 1);
  writeFileSync(
    file,
    text.slice(0, at) +
      '  ROLE_SUPPORT:\n    - sections: ALL\n      except: [INVITE, BILLING, ADMIN]\n      actions: [read]' +
      (next < 0 ? '\n' : text.slice(next)),
  );
  return [
    ['the committed schema', join(root, 'schema')],
    ['a team role narrowed to read', readOnly],
  ];
}

// The review is computed by the guard's own rule: a page it lists opens, a page it omits does not.
describe('the access review against the guard, every role and every page', () => {
  it.each(schemas())('%s', (_name, dir) => {
    const model = modelOf(dir);
    const review = reviewedPages(accessReport(model));
    for (const role of model.roles) {
      const listed = review.get(role.code) ?? new Set<string>();
      for (const route of model.routes.filter((r) => r.roles !== 'public'))
        expect([role.code, route.name, listed.has(route.name)]).toEqual([
          role.code,
          route.name,
          guardOpens(model, route, role.code),
        ]);
      // react-admin refuses a create form to a role without create: such a page is not listed.
      for (const route of model.routes.filter((r) => r.action === 'create' && listed.has(r.name)))
        expect([
          role.code,
          route.name,
          canAccessIn(model.permissions, role.code, 'create', route.section!),
        ]).toEqual([role.code, route.name, true]);
    }
  });
});
