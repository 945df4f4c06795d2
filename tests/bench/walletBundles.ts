/**
 * Where the wallet libraries land (wagmi/viem only on web3 pages, 0 bytes on login and on
 * other console pages; WalletConnect only after its button is clicked). Builds once more with
 * source maps into a temporary folder, marks each chunk holding code of a wallet package, then
 * walks the chunks' import graph as the browser would load it at each step.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const WALLET_PACKAGES =
  /node_modules\/(viem|wagmi|@wagmi\/[^/]+|@walletconnect\/[^/]+|@reown\/[^/]+|ox|abitype|mipd|@noble\/[^/]+|@scure\/[^/]+)\//;
const kB = (n: number) => (n / 1024).toFixed(1) + ' kB';

interface Chunk {
  gzip: number;
  wallet: boolean;
  statics: string[];
  dynamics: string[];
}

async function readChunks(assets: string): Promise<Map<string, Chunk>> {
  const chunks = new Map<string, Chunk>();
  for (const file of (await readdir(assets)).filter((f) => f.endsWith('.js'))) {
    const body = await readFile(join(assets, file), 'utf8');
    // A few runtime helpers (preload, rolldown runtime) have no map: they hold no package code.
    const map = (await readFile(join(assets, `${file}.map`), 'utf8').then(
      (text) => JSON.parse(text) as { sources: string[] },
      () => ({ sources: [] }),
    )) as { sources: string[] };
    chunks.set(file, {
      gzip: gzipSync(body, { level: 9 }).length,
      wallet: map.sources.some((s) => WALLET_PACKAGES.test(s)),
      statics: [
        ...body.matchAll(
          /(?:import|export)\s*(?:[\w${},*\s]+from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g,
        ),
      ].map((m) => m[1] ?? ''),
      dynamics: [...body.matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g)].map(
        (m) => m[1] ?? '',
      ),
    });
  }
  return chunks;
}

/** Chunks loaded with `roots`: static imports always, dynamic ones only when `dynamic`. */
function closure(chunks: Map<string, Chunk>, roots: string[], dynamic = false): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  while (todo.length) {
    const file = todo.pop() ?? '';
    const chunk = chunks.get(file);
    if (seen.has(file) || !chunk) continue;
    seen.add(file);
    todo.push(...chunk.statics, ...(dynamic ? chunk.dynamics : []));
  }
  return seen;
}

export async function walletBundles(): Promise<void> {
  const out = await mkdtemp(join(tmpdir(), 'wallet-bundles-'));
  try {
    await build({ logLevel: 'silent', build: { outDir: out, emptyOutDir: true, sourcemap: true } });
    const assets = join(out, 'assets');
    const chunks = await readChunks(assets);
    // A module grouped by deploy/chunking.ts lives in its group's chunk (Login in `front`…).
    const named = (...prefixes: string[]): string => {
      for (const prefix of prefixes) {
        const file = [...chunks.keys()].find((f) => f.startsWith(`${prefix}-`));
        if (file) return file;
      }
      throw new Error(`no chunk ${prefixes.join(' or ')}-*.js`);
    };
    const html = await readFile(join(out, 'index.html'), 'utf8');
    const entry = [...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((m) => m[1] ?? '');

    const loaded = new Set<string>();
    const step = (label: string, roots: string[], dynamic = false) => {
      const added = [...closure(chunks, roots, dynamic)].filter((f) => !loaded.has(f));
      added.forEach((f) => loaded.add(f));
      const sum = (files: string[]) => files.reduce((s, f) => s + (chunks.get(f)?.gzip ?? 0), 0);
      const wallet = added.filter((f) => chunks.get(f)?.wallet);
      console.log(
        `${label.padEnd(48)} +${kB(sum(added)).padStart(9)} JS, wallet libraries ${kB(sum(wallet)).padStart(9)} in ${wallet.length} chunks`,
      );
    };
    console.log('\nWallet libraries by step (gzip -9; each line adds to the ones above):');
    step('login route (entry + Login)', [...entry, named('Login', 'front')]);
    step('console after log-in (console + Dashboard)', [
      named('ConsoleApp', 'console'),
      named('DashboardRenderer', 'Dashboard'),
    ]);
    step('web3 page (Web3Onboarding), before the wallet', [named('Web3Onboarding')]);
    step('wallet scope on the web3 page (lazy, wagmi)', [named('WalletScope')]);
    step('wallet panel in the scope (lazy)', [named('WalletPanel')]);
    step('another web3 page (Web3Loyalty)', [named('Web3Loyalty')]);
    step('WalletConnect after its button (lazy)', [named('walletConnect')], true);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('walletBundles.ts')) {
  walletBundles().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
