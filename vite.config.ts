/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { consoleSchema } from './generators/vite-plugin.js';
import { menuIcons } from './generators/vite-icons.js';
import { precompress } from './deploy/precompress.js';
import { codeSplitting } from './deploy/chunking.js';
import { bootHints } from './deploy/bootHints.js';
import { staticLoader } from './deploy/staticLoader.js';
import { shellMessagesEn } from './src/i18n/en/shell.js';
import { PRIMARY_GREEN } from './src/theme/colors.js';
import { APP } from './src/generated/app.js';
import { URL_TOKEN_PARAM } from './src/routing/tokenParam.js';
import { configFileFor } from './src/config/configFile.js';
import { buildCommit, releaseName } from './deploy/release.js';
import { sourceMapsOutside } from './deploy/sourceMaps.js';
import { selectSchemaDependent, selectSchemaReaders } from './tests/schemaEdits/schemaDependent.js';
import { byEnvironment, testPools } from './tests/testPools.js';

/**
 * `BENCH_STOCK=admin,table,…` (the bench's comparison, tests/bench/stock/): a build with the
 * library's own part in place of each named stand-in of src/overrides/, so `npm run bench` can
 * measure both. Unset, the build is the console's.
 */
const STOCK = new Set((process.env.BENCH_STOCK ?? '').split(',').filter((p) => p !== ''));
const STOCK_PARTS: Record<string, string> = {
  admin: 'ConsoleAdmin',
  table: 'LeanTableBody',
  filters: 'ListFilterBar',
};
const stockParts = Object.entries(STOCK_PARTS)
  .filter(([part]) => STOCK.has(part))
  .map(([, file]) => ({
    find: new RegExp(`^\\.{1,2}/(?:.*/)?${file}$`),
    replacement: fileURLToPath(new URL(`./tests/bench/stock/${file}.tsx`, import.meta.url)),
  }));
const buildAliases = stockParts;

/**
 * config.json per mode (src/config/configFile.ts): the dev server answers /config.json with the
 * mock switched on, the demo build writes such a file over the shipped one, and every other build
 * keeps public/config.json as it is (mockApi false).
 */
function runtimeConfigFile(): Plugin {
  const shipped = (): Record<string, unknown> =>
    JSON.parse(readFileSync(new URL('./public/config.json', import.meta.url), 'utf8')) as Record<
      string,
      unknown
    >;
  const body = (mode: string) => `${JSON.stringify(configFileFor(mode, shipped()), null, 2)}\n`;
  let mode = 'production';
  let outDir = 'dist';
  return {
    name: 'console-runtime-config-file',
    configResolved(config) {
      mode = config.mode;
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use('/config.json', (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(body(mode));
      });
    },
    async writeBundle() {
      // Runs after Vite copied public/ into the output folder.
      await writeFile(join(outDir, 'config.json'), body(mode));
    },
  };
}

/** package version + commit (deploy/release.ts); '' when no commit is known (§9's release then). */
const RELEASE = releaseName(
  (
    JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version,
  buildCommit(),
);

const COPY_SUITE = 'tests/schemaEdits/suiteOnCopy.test.ts';
/** The unit tests' environment, unless a file names its own. */
const TEST_ENVIRONMENT = 'jsdom';

/**
 * Test files share workers by default: files that share a worker and the libraries loaded in it
 * (react-admin, MUI, jsdom: most of a file's time when each starts a fresh worker), one project per
 * environment so a worker goes on to a file of its own environment, and files that replace
 * modules, which keep a worker each (tests/testPools.ts); tests/setup.ts gives each file fresh
 * project modules and a clean page. `UNIT_ISOLATE=each` (`npm run test:all`)
 * runs every file in a worker of its own, so no file passes because of the one before it.
 * `UNIT_TESTS=schema` keeps the files that reach schema or generated data (`npm run test:schema`),
 * `UNIT_TESTS=readers` those whose own code reads them (`npm test`'s edited copy; both in
 * tests/schemaEdits/schemaDependent.ts). tests/testCommand.mjs sets both variables.
 */
function unitProjects() {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const pools = testPools(root, [COPY_SUITE]);
  const selectors: Record<string, typeof selectSchemaDependent | undefined> = {
    schema: selectSchemaDependent,
    readers: selectSchemaReaders,
  };
  const select = selectors[process.env.UNIT_TESTS ?? ''];
  const picked = select
    ? new Set(select(root, [...pools.shared, ...pools.isolated]).dependent)
    : null;
  const keep = (files: readonly string[]) => files.filter((f) => !picked || picked.has(f));
  const projects =
    process.env.UNIT_ISOLATE === 'each'
      ? [{ name: 'isolated', include: keep([...pools.shared, ...pools.isolated]), isolate: true }]
      : [
          ...[...byEnvironment(root, keep(pools.shared), TEST_ENVIRONMENT)].map(
            ([environment, files]) => ({
              name: `shared ${environment}`,
              include: files,
              isolate: false,
              environment,
            }),
          ),
          { name: 'isolated', include: keep(pools.isolated), isolate: true },
        ];
  // A project with no files would fall back to Vitest's default include: leave it out.
  return projects
    .filter((p) => p.include.length > 0)
    .map((test) => ({ extends: true as const, test }));
}

function devPort(): number {
  const port = Number(process.env.PORT);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : 5173;
}

export default defineConfig(({ command }) => ({
  plugins: [
    consoleSchema(),
    menuIcons(),
    react(),
    staticLoader({
      label: shellMessagesEn.shell.loading,
      noScript: shellMessagesEn.shell.noScript,
      color: PRIMARY_GREEN,
    }),
    bootHints({
      roots: [
        'src/operator/ConsoleData.tsx',
        'src/app/console/ConsoleApp.tsx',
        'src/app/console/preloadRoutePage.ts',
      ],
      tokenKey: APP.tokenStorageKey,
      tokenParam: URL_TOKEN_PARAM,
    }),
    precompress(),
    runtimeConfigFile(),
    sourceMapsOutside(RELEASE),
  ],
  define: { 'import.meta.env.VITE_CONSOLE_RELEASE': JSON.stringify(RELEASE ?? '') },
  resolve: { alias: command === 'build' ? buildAliases : [] },
  // `npm start -- --port N` reaches Vite's own flag; PORT=N does the same for tools that set PORT.
  server: { host: '127.0.0.1', port: devPort(), strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // Maps for error reports only: no sourceMappingURL in the bundles, and the files are moved out
    // of the output folder after the build (deploy/sourceMaps.ts; uploaded by npm run sourcemaps:upload).
    sourcemap: 'hidden',
    // A few stable chunks (deploy/chunking.ts), none of the console's on the login route.
    rolldownOptions: {
      output: {
        codeSplitting: codeSplitting(),
      },
    },
  },
  test: {
    globals: true,
    environment: TEST_ENVIRONMENT,
    // Each project lists its files (unitProjects); suiteOnCopy runs on its own (tests/testCommand.mjs).
    exclude: ['tests/e2e/**', 'node_modules/**', COPY_SUITE],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 15000,
    // One worker per core (vitest leaves one core to itself by default: half of a 2-core machine).
    maxWorkers: availableParallelism(),
    // Files share a worker and its loaded libraries unless they replace modules (tests/testPools.ts).
    projects: process.env.VITEST ? unitProjects() : [],
  },
}));
