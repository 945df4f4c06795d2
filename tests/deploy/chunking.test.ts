// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkOf, codeSplitting, staticClosure } from '../../deploy/chunking';

const ROOT = '/app/';
const NM = '/app/node_modules/';

/** A module graph shaped like the console's: the front door, the console, and a lazy page. */
const GRAPH: Record<string, readonly string[]> = {
  '/app/src/main.tsx': ['/app/src/app/Gate.tsx', `${NM}react-dom/client.js`],
  '/app/src/app/Gate.tsx': [
    `${NM}react/index.js`,
    `${NM}react-router/dist/index.mjs`,
    '/app/src/data/http.ts',
  ],
  '/app/src/data/http.ts': ['/app/src/data/HttpError.ts'],
  '/app/src/data/HttpError.ts': [],
  '/app/src/features/account/Login.tsx': [
    `${NM}@mui/material/esm/TextField/TextField.js`,
    '/app/src/data/http.ts',
  ],
  [`${NM}@mui/material/esm/TextField/TextField.js`]: [`${NM}react/index.js`],
  [`${NM}react-dom/client.js`]: [`${NM}react/index.js`],
  [`${NM}react/index.js`]: [],
  [`${NM}react-router/dist/index.mjs`]: [`${NM}react/index.js`],
  '/app/src/app/console/ConsoleApp.tsx': [
    `${NM}react-admin/dist/index.js`,
    '/app/src/layout/TopBar.tsx',
    '/app/src/data/http.ts',
  ],
  '/app/src/operator/ConsoleData.tsx': [
    `${NM}@tanstack/react-query/build/index.js`,
    '/app/src/data/dataProvider.ts',
  ],
  '/app/src/data/dataProvider.ts': [`${NM}ra-data-simple-rest/dist/index.js`],
  [`${NM}ra-data-simple-rest/dist/index.js`]: [`${NM}ra-core/dist/index.js`],
  '/app/src/layout/TopBar.tsx': [`${NM}@mui/material/esm/TextField/TextField.js`],
  [`${NM}react-admin/dist/index.js`]: [
    `${NM}ra-core/dist/index.js`,
    `${NM}ra-ui-materialui/dist/index.js`,
  ],
  [`${NM}ra-ui-materialui/dist/index.js`]: [
    `${NM}ra-core/dist/index.js`,
    `${NM}@mui/material/esm/Dialog/Dialog.js`,
  ],
  [`${NM}ra-core/dist/index.js`]: [`${NM}ra-core/dist/dataProvider/fetch.js`],
  [`${NM}ra-core/dist/dataProvider/fetch.js`]: [],
  [`${NM}@mui/material/esm/Dialog/Dialog.js`]: [],
  [`${NM}@tanstack/react-query/build/index.js`]: [],
  // A lazy page: only Rolldown's own splitting places it.
  '/app/src/features/billing/Billing.tsx': [`${NM}@mui/material/esm/Slider/Slider.js`],
  [`${NM}@mui/material/esm/Slider/Slider.js`]: [],
};
const graph = {
  getModuleInfo: (id: string) => (id in GRAPH ? { importedIds: GRAPH[id] ?? [] } : null),
};

/** What each group's name function makes of every module: the chunk it lands in. */
function assign(): Record<string, string | null> {
  const { groups } = codeSplitting(ROOT);
  const out: Record<string, string | null> = {};
  for (const id of Object.keys(GRAPH)) {
    out[id] = null;
    for (const g of [...groups].sort((a, b) => b.priority - a.priority)) {
      const name = g.name(id, graph);
      if (name) {
        out[id] = name;
        break;
      }
    }
  }
  return out;
}

const LOGIN_ROUTE = ['/app/src/main.tsx', '/app/src/features/account/Login.tsx'];

describe('chunking', () => {
  it('follows static imports only', () => {
    expect([...staticClosure(graph, ['/app/src/data/http.ts'])].sort()).toEqual([
      '/app/src/data/HttpError.ts',
      '/app/src/data/http.ts',
    ]);
  });

  it('puts nothing the login route runs into a console chunk', () => {
    const chunks = assign();
    // Our modules by name. A library both sides reach is named for a console chunk, but the
    // `front` group, formed first, takes in what the front door uses: the built login route is checked in
    // Chromium (tests/e2e/realApi.e2e.ts).
    for (const id of staticClosure(graph, LOGIN_ROUTE))
      if (!id.startsWith(NM))
        expect([id, chunks[id]]).not.toEqual([
          id,
          expect.stringMatching(/^(mui|admin|admin-ui|console)$/),
        ]);
  });

  it('keeps react-admin, ra-core and the console-only MUI parts out of the login route', () => {
    const chunks = assign();
    expect(chunks[`${NM}react-admin/dist/index.js`]).toBe('admin-ui');
    expect(chunks[`${NM}ra-ui-materialui/dist/index.js`]).toBe('admin-ui');
    expect(chunks[`${NM}ra-core/dist/index.js`]).toBe('admin');
    expect(chunks[`${NM}@mui/material/esm/Dialog/Dialog.js`]).toBe('mui');
    expect(chunks['/app/src/layout/TopBar.tsx']).toBe('console');
  });

  it('gives the session’s data layer a chunk that needs neither react-admin nor the console', () => {
    const chunks = assign();
    expect(chunks['/app/src/operator/ConsoleData.tsx']).toBe('data');
    expect(chunks['/app/src/data/dataProvider.ts']).toBe('data');
    expect(chunks[`${NM}@tanstack/react-query/build/index.js`]).toBe('data');
    expect(chunks[`${NM}ra-data-simple-rest/dist/index.js`]).toBe('data');
    expect(chunks[`${NM}ra-core/dist/dataProvider/fetch.js`]).toBe('data');
    // ra-core's barrel, which the data provider imports its fetch helpers through, stays with
    // react-admin: Rolldown follows the binding to fetch.js.
    expect(chunks[`${NM}ra-core/dist/index.js`]).toBe('admin');
  });

  it('forms the groups in dependency order: each needs only those formed before it', () => {
    const { groups } = codeSplitting(ROOT);
    const one = {
      react: `${NM}react/index.js`,
      front: '/app/src/data/http.ts',
      data: '/app/src/operator/ConsoleData.tsx',
      mui: `${NM}@mui/material/esm/Dialog/Dialog.js`,
      admin: `${NM}ra-core/dist/index.js`,
      'admin-ui': `${NM}ra-ui-materialui/dist/index.js`,
      console: '/app/src/layout/TopBar.tsx',
    };
    const byPriority = [...groups].sort((a, b) => b.priority - a.priority);
    expect(
      byPriority.map((g) => Object.entries(one).find(([, id]) => g.name(id, graph))?.[0]),
    ).toEqual(['react', 'front', 'data', 'mui', 'admin', 'admin-ui', 'console']);
  });

  it('shares react and our front-door modules from the front door’s chunks', () => {
    const chunks = assign();
    expect(chunks[`${NM}react/index.js`]).toBe('react');
    expect(chunks[`${NM}react-router/dist/index.mjs`]).toBe('react');
    expect(chunks['/app/src/data/http.ts']).toBe('front');
  });

  it('leaves the entry module and lazy pages to Rolldown', () => {
    const chunks = assign();
    expect(chunks['/app/src/main.tsx']).toBeNull();
    expect(chunks['/app/src/features/billing/Billing.tsx']).toBeNull();
    expect(chunks[`${NM}@mui/material/esm/Slider/Slider.js`]).toBeNull();
  });

  it('names each module’s chunk from reachability alone', () => {
    const reach = {
      entry: '/app/src/main.tsx',
      front: new Set(['/app/src/x.ts', `${NM}a/b.js`, `${NM}react-dom/c.js`, `${NM}f/g.js`]),
      data: new Set(['/app/src/w.ts', `${NM}@tanstack/query-core/q.js`, `${NM}d/e.js`]),
      console: new Set([
        '/app/src/y.ts',
        '/app/src/w.ts',
        `${NM}d/e.js`,
        `${NM}@tanstack/query-core/q.js`,
        '/app/src/x.ts',
        `${NM}f/g.js`,
        `${NM}@mui/material/esm/Menu/Menu.js`,
        `${NM}@emotion/styled/dist/x.js`,
        `${NM}ra-ui-materialui/dist/list/List.js`,
        `${NM}ra-core/dist/core/x.js`,
      ]),
    };
    expect(chunkOf('/app/src/x.ts', reach)).toBe('front');
    // A library reached from the front door alone: Rolldown's `front` group takes it in if the
    // front door uses it (a barrel reaches more than it uses); one the console reaches is named for
    // a console chunk, which the `front` group, formed first, has emptied of what the front door
    // uses.
    expect(chunkOf(`${NM}a/b.js`, reach)).toBeNull();
    expect(chunkOf(`${NM}react-dom/c.js`, reach)).toBe('react');
    expect(chunkOf('/app/src/y.ts', reach)).toBe('console');
    expect(chunkOf(`${NM}d/e.js`, reach)).toBe('admin');
    expect(chunkOf(`${NM}f/g.js`, reach)).toBe('admin');
    // The console's libraries in three chunks, each compiled on a thread of its own as it arrives.
    expect(chunkOf(`${NM}@mui/material/esm/Menu/Menu.js`, reach)).toBe('mui');
    expect(chunkOf(`${NM}@emotion/styled/dist/x.js`, reach)).toBe('mui');
    expect(chunkOf(`${NM}ra-ui-materialui/dist/list/List.js`, reach)).toBe('admin-ui');
    expect(chunkOf(`${NM}ra-core/dist/core/x.js`, reach)).toBe('admin');
    expect(chunkOf('/app/src/z.ts', reach)).toBeNull();
    // The data layer: our modules, and of its libraries only those it runs (DATA_VENDOR).
    expect(chunkOf('/app/src/w.ts', reach)).toBe('data');
    expect(chunkOf(`${NM}@tanstack/query-core/q.js`, reach)).toBe('data');
  });
});
