import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The local chain's binary comes from npm: one optional package per platform (package.json
 * optionalDependencies), so `npm ci` installs the one that fits and skips the others. The wrapper
 * package @foundry-rs/anvil is not used: it names platform packages the registry does not serve.
 */
export const ANVIL_PACKAGES: Readonly<Record<string, { pkg: string; bin: string }>> = {
  'linux-x64': { pkg: '@foundry-rs/anvil-linux-amd64', bin: 'bin/anvil' },
  'linux-arm64': { pkg: '@foundry-rs/anvil-linux-arm64', bin: 'bin/anvil' },
  'darwin-x64': { pkg: '@foundry-rs/anvil-darwin-amd64', bin: 'bin/anvil' },
  'darwin-arm64': { pkg: '@foundry-rs/anvil-darwin-arm64', bin: 'bin/anvil' },
  'win32-x64': { pkg: '@foundry-rs/anvil-win32-amd64', bin: 'bin/anvil.exe' },
};

const platform = `${process.platform}-${process.arch}`;
const installed = ANVIL_PACKAGES[platform];

/** The anvil binary of this platform's package (undefined on a platform npm has none for). */
export const ANVIL_BIN = installed && resolve('node_modules', installed.pkg, installed.bin);

/**
 * Why the wallet journeys cannot run here, in one line, or null when anvil is installed. Tests that
 * need the chain skip with it (anvilSkip) instead of failing on a machine without the binary.
 */
export const ANVIL_MISSING: string | null =
  ANVIL_BIN && existsSync(ANVIL_BIN)
    ? null
    : installed
      ? `anvil is not installed (${installed.pkg}, an optional dependency): run \`npm install\` without --omit=optional, or \`npm install --no-save ${installed.pkg}\``
      : `anvil has no npm package for ${platform} (there are for ${Object.keys(ANVIL_PACKAGES).join(', ')}): run the wallet journeys on one of those`;

let told = false;

/** true when the chain is missing; says why once per file, as the line the skipped tests stand for. */
export function anvilSkip(): boolean {
  if (ANVIL_MISSING && !told) {
    told = true;
    console.warn(`Wallet journeys skipped: ${ANVIL_MISSING}`);
  }
  return ANVIL_MISSING !== null;
}

/** anvil's first default accounts (mnemonic "test test … junk"), each funded with 10000 of the native coin. */
export const ANVIL_ACCOUNTS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
] as const;

export interface Anvil {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts a local Polygon stand-in: anvil on 127.0.0.1, chain id 137, on the given port (0: any free
 * port, read back from anvil's "Listening on" line), with Multicall3 planted.
 */
export async function startAnvil(port = 0): Promise<Anvil> {
  if (ANVIL_MISSING || !ANVIL_BIN) throw new Error(ANVIL_MISSING ?? 'anvil is missing');
  const child: ChildProcess = spawn(
    ANVIL_BIN,
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', '137'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const actualPort = await new Promise<number>((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`anvil did not start:\n${out}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        ok(Number(match[1]));
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`anvil exited (${code}):\n${out}`));
    });
  });
  child.stdout?.resume();
  const url = `http://127.0.0.1:${actualPort}`;
  await plantMulticall3(url);
  return {
    url,
    port: actualPort,
    stop: () =>
      new Promise<void>((ok) => {
        if (child.exitCode !== null) return ok();
        child.once('exit', () => ok());
        child.kill('SIGTERM');
      }),
  };
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/**
 * wagmi batches reads through Multicall3 (0xca11…ca11), which a fresh chain does not have. Its
 * creation code (viem's copy; not a public export, so read from the file) is run with eth_call to
 * get the runtime code, which anvil_setCode puts at the canonical address.
 */
async function plantMulticall3(url: string): Promise<void> {
  const source = readFileSync(resolve('node_modules/viem/_esm/constants/contracts.js'), 'utf8');
  const creation = /multicall3Bytecode\s*=\s*'(0x[0-9a-f]+)'/i.exec(source)?.[1];
  if (!creation) throw new Error('Multicall3 creation code not found in viem');
  const runtime = await rpc(url, 'eth_call', [{ data: creation }, 'latest']);
  await rpc(url, 'anvil_setCode', ['0xca11bde05977b3631167028862be2a173976ca11', runtime]);
}
