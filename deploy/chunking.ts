import { sep } from 'node:path';

/**
 * A few stable chunks instead of a fan-out of tiny ones, without the front door loading
 * any console code. A module's chunk follows from what reaches it through static imports:
 *
 * | chunk      | modules                                                                  |
 * |------------|--------------------------------------------------------------------------|
 * | `react`    | react, react-dom, scheduler, react-router reached by the front door      |
 * | `front`    | our modules the entry and the Login page reach, and the libraries they   |
 * |            | use (the MUI parts, emotion, validator…)                                 |
 * | `data`     | the session's data layer: ConsoleData and what it reaches of ours, the   |
 * |            | query cache and the REST data provider's fetch (DATA_VENDOR)             |
 * | `mui`      | the rest of Material UI the console reaches (MUI_VENDOR)                 |
 * | `admin`    | react-admin's core and the other libraries the console reaches           |
 * | `admin-ui` | react-admin's Material UI components (ADMIN_UI_VENDOR)                   |
 * | `console`  | our modules only the console reaches (layout, renderers)                 |
 *
 * The front door is the entry (src/main.tsx) and the Login page; the console is ConsoleApp and
 * ConsoleData, both lazy. Grouping by reachability, not by package, is what keeps react-admin
 * out of the login route: a group per package pulls whole packages in wherever one module of
 * them is needed. `data` depends on no later group, so the start-up calls leave once its ~17 kB
 * have run, not after react-admin's. The console's libraries are three chunks, not
 * one, because Chromium compiles each script on a thread of its own as it arrives: one 570 kB
 * chunk was still compiling, on one thread, after the start-up calls had answered. Lazy pages,
 * dialogs, the wallet libraries and the mock keep Rolldown's own splitting; they load on demand.
 */

const ENTRY = 'src/main.tsx';
const FRONT_ROOTS = [ENTRY, 'src/features/account/Login.tsx'];
const DATA_ROOTS = ['src/operator/ConsoleData.tsx'];
const CONSOLE_ROOTS = ['src/app/console/ConsoleApp.tsx', ...DATA_ROOTS];

/**
 * The libraries the data layer runs: the query cache, the answers' checks (valibot) and
 * the REST data provider with ra-core's fetch helpers. Listed, because ra-data-simple-rest imports
 * them through ra-core's barrel, which reaches all of react-admin's core; those stay `admin`.
 */
const DATA_VENDOR =
  /[\\/]node_modules[\\/](@tanstack[\\/](query-core|react-query)|valibot|ra-data-simple-rest|ra-core[\\/]dist[\\/]dataProvider[\\/](fetch|HttpError)\.js$|query-string|decode-uri-component|filter-obj|split-on-first|strict-uri-encode)/;

/** Material UI and what only it uses: `mui`, the first of the console's vendor chunks. */
const MUI_VENDOR =
  /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|clsx|prop-types|react-is|@babel[\\/]runtime)[\\/]/;

/** react-admin's Material UI layer (and its barrel), which needs `mui` and `admin` before it. */
const ADMIN_UI_VENDOR = /[\\/]node_modules[\\/](ra-ui-materialui|react-admin)[\\/]/;

const REACT =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

export type ChunkName = 'react' | 'front' | 'data' | 'mui' | 'admin' | 'admin-ui' | 'console';

interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

/** Every node reached from `roots` along `next`, roots included; an id `next` knows nothing of is left out. */
export function reach(
  roots: readonly string[],
  next: (id: string) => readonly string[] | undefined,
): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    const out = next(id);
    if (!out) continue;
    seen.add(id);
    stack.push(...out);
  }
  return seen;
}

/** Every module reached from `roots` through static imports (dynamic imports start new chunks). */
export function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  return reach(roots, (id) => graph.getModuleInfo(id)?.importedIds);
}

interface Reach {
  readonly entry: string;
  readonly front: ReadonlySet<string>;
  readonly data: ReadonlySet<string>;
  readonly console: Set<string>;
}

/** The console's chunk for a library it reaches. */
function consoleVendor(id: string): ChunkName {
  if (MUI_VENDOR.test(id)) return 'mui';
  return ADMIN_UI_VENDOR.test(id) ? 'admin-ui' : 'admin';
}

/** The chunk a module belongs to, or null to leave it to Rolldown's own splitting. */
export function chunkOf(id: string, reach: Reach): ChunkName | null {
  const vendor = NODE_MODULES.test(id);
  if (reach.front.has(id)) {
    if (vendor) {
      if (REACT.test(id)) return 'react';
      // Reached is not used: a barrel (`@mui/system`, `@mui/material/styles`) reaches every module
      // it re-exports. The `front` group takes in the libraries the front door really uses (Rolldown
      // follows bindings, not import lists); the rest are the console's.
      return reach.console.has(id) ? consoleVendor(id) : null;
    }
    // The entry module itself stays the entry chunk.
    return id === reach.entry ? null : 'front';
  }
  if (reach.data.has(id) && (vendor ? DATA_VENDOR.test(id) : true)) return 'data';
  if (reach.console.has(id)) return vendor ? consoleVendor(id) : 'console';
  return null;
}

/**
 * One group per chunk, formed in dependency order: each group's modules depend only on its own and
 * on those of the groups formed before it, so Rolldown's pulling in of a captured module's
 * dependencies never moves a module across groups. The built chunks import in this order only
 * (tests/e2e/realApi.e2e.ts reads them).
 */
export const CHUNK_ORDER: readonly ChunkName[] = [
  'react',
  'front',
  'data',
  'mui',
  'admin',
  'admin-ui',
  'console',
];

/** `build.rolldownOptions.output.codeSplitting` for the console build. */
/** `root`: the project folder (vite runs from it), ending with a separator. */
export function codeSplitting(root = process.cwd() + sep) {
  const abs = (p: string) => root + p;
  let reach: Reach | undefined;
  const reachOf = (graph: ModuleGraph): Reach => {
    if (!reach) {
      const front = staticClosure(graph, FRONT_ROOTS.map(abs));
      reach = {
        entry: abs(ENTRY),
        front,
        data: staticClosure(graph, DATA_ROOTS.map(abs)),
        console: staticClosure(graph, CONSOLE_ROOTS.map(abs)),
      };
    }
    return reach;
  };
  return {
    groups: CHUNK_ORDER.map((name, i) => ({
      priority: CHUNK_ORDER.length - i,
      name: (id: string, ctx: ModuleGraph) => (chunkOf(id, reachOf(ctx)) === name ? name : null),
    })),
  };
}
