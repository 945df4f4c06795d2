// `npm run generate`: runs generators/cli.ts as one bundled ES module, built by esbuild into
// node_modules/.cache/generate/ and built again only when one of its sources changes. A
// TypeScript runner takes ~1 s to start before the generator does any work (the whole
// run ≤ 1 s); the bundle starts in a few tens of milliseconds.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const entry = join(root, 'generators', 'cli.ts');
// One bundle per checkout: worktrees and copies may share one node_modules.
const checkout = createHash('sha256').update(root).digest('hex').slice(0, 12);
const cacheDir = join(root, 'node_modules', '.cache', 'generate', checkout);
const bundle = join(cacheDir, 'cli.mjs');
const manifest = join(cacheDir, 'inputs.json');

/** A source's size and time of change: the bundle is stale when any of them differs. */
function stamp(path) {
  try {
    const s = statSync(path);
    return `${s.size}:${s.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

function fresh() {
  try {
    const inputs = JSON.parse(readFileSync(manifest, 'utf8'));
    statSync(bundle);
    return Object.entries(inputs).every(([path, was]) => stamp(join(root, path)) === was);
  } catch {
    return false;
  }
}

async function build() {
  const { build: esbuild } = await import('esbuild');
  mkdirSync(cacheDir, { recursive: true });
  const result = await esbuild({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: `${bundle}.${process.pid}.tmp`,
    metafile: true,
    absWorkingDir: root,
    logLevel: 'warning',
    // The generators find their JSON Schemas beside their sources, not beside the bundle.
    define: { 'import.meta.dirname': JSON.stringify(join(root, 'generators')) },
  });
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs).map((path) => [path, stamp(join(root, path))]),
  );
  // Renamed into place, so a run beside this one never reads half a bundle.
  renameSync(`${bundle}.${process.pid}.tmp`, bundle);
  writeFileSync(manifest, JSON.stringify(inputs));
}

mkdirSync(dirname(bundle), { recursive: true });
if (!fresh()) await build();
await import(pathToFileURL(bundle).href);
