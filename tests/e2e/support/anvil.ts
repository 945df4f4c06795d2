import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The anvil binary of the npm package @foundry-rs/anvil-linux-amd64 (the wrapper package @foundry-rs/anvil names platform packages the registry does not serve, which breaks npm ci). */
export const ANVIL_BIN = resolve('node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil');

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
