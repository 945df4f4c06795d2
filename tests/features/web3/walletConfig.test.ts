// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { polygon } from 'viem/chains';
import { getBlockNumber, getChainId, getGasPrice } from 'viem/actions';
import { DEFAULT_POLYGON_RPC_URL } from '../../../src/config/runtimeConfig';
import {
  POLYGON_CHAIN_ID,
  RPC_BATCH,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
  WALLET_STORAGE_PREFIX,
} from '../../../src/features/web3/wallet/constants';
import { createWalletConfig } from '../../../src/features/web3/wallet/walletConfig';
import { walletErrorMessage } from '../../../src/features/web3/wallet/walletErrors';

/** A JSON-RPC endpoint that records every POST body and answers with the status the test sets. */
let server: Server;
let url = '';
let bodies: unknown[] = [];
let status = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(data) as
        { id: number; method: string } | { id: number; method: string }[];
      bodies.push(body);
      if (status !== 200) {
        res.writeHead(status).end('{}');
        return;
      }
      const answer = (r: { id: number; method: string }) => ({
        jsonrpc: '2.0',
        id: r.id,
        result: r.method === 'eth_chainId' ? '0x89' : '0x10',
      });
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
beforeEach(() => {
  bodies = [];
  status = 200;
});

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};

describe('wallet config: Polygon only, §9 constants as wagmi/viem configuration', () => {
  it('§9 constants', () => {
    expect(POLYGON_CHAIN_ID).toBe(137);
    expect(RPC_RETRY_COUNT).toBe(3);
    expect(RPC_RETRY_DELAY_MS).toBe(150);
    expect(RPC_BATCH).toEqual({ batchSize: 1000, wait: 0 });
    expect(RPC_TIMEOUT_MS).toBe(10_000);
    expect(WALLET_STORAGE_PREFIX).toBe('console');
  });

  it('has one chain, Polygon 137 / POL / 18 decimals, whose RPC URL is the configured one', () => {
    const config = createWalletConfig({ rpcUrl: url, storage: memory() });
    expect(config.chains).toHaveLength(1);
    const [chain] = config.chains;
    expect(chain).toMatchObject({
      id: 137,
      name: 'Polygon',
      nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
      rpcUrls: { default: { http: [url] } },
      contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11' } },
    });
    expect(chain.blockExplorers?.default.url).toBe('https://polygonscan.com');
    expect(config.connectors.map((c) => c.id)).toEqual(['injected']);
    expect(config.storage?.key).toBe('console');
  });

  it('the default RPC URL of config.json is the public endpoint viem ships for Polygon', () => {
    expect(DEFAULT_POLYGON_RPC_URL).toBe(polygon.rpcUrls.default.http[0]);
  });

  it('the client polls at half the block time, clamped to 500–4000 ms (Polygon: 1000 ms)', () => {
    const client = createWalletConfig({ rpcUrl: url, storage: memory() }).getClient();
    const expected = Math.min(Math.max(Math.floor((polygon.blockTime ?? 12_000) / 2), 500), 4000);
    expect(client.pollingInterval).toBe(expected);
    expect(client.pollingInterval).toBe(1000);
  });

  it('the transport carries retry 3 × 150 ms and the 10 s time-out', () => {
    const { transport } = createWalletConfig({ rpcUrl: url, storage: memory() }).getClient();
    expect(transport).toMatchObject({ retryCount: 3, retryDelay: 150, timeout: 10_000, url });
  });

  it('requests made together go out as one JSON-RPC batch to the configured URL', async () => {
    const client = createWalletConfig({ rpcUrl: url, storage: memory() }).getClient();
    await Promise.all([getChainId(client), getBlockNumber(client), getGasPrice(client)]);
    expect(bodies).toHaveLength(1);
    expect((bodies[0] as { method: string }[]).map((r) => r.method).sort()).toEqual([
      'eth_blockNumber',
      'eth_chainId',
      'eth_gasPrice',
    ]);
  });

  it('a 503 is retried 3 times (4 attempts), then shown as an HTTP error in plain words', async () => {
    status = 503;
    const client = createWalletConfig({ rpcUrl: url, storage: memory() }).getClient();
    const error = await getChainId(client).catch((e: unknown) => e);
    expect(bodies).toHaveLength(1 + RPC_RETRY_COUNT);
    expect(walletErrorMessage(error)).toBe(
      'The Polygon network could not be reached (HTTP 503). Try again in a moment.',
    );
  });

  it('a 400 is not retried', async () => {
    status = 400;
    const client = createWalletConfig({ rpcUrl: url, storage: memory() }).getClient();
    await expect(getChainId(client)).rejects.toThrow();
    expect(bodies).toHaveLength(1);
  });

  it("an empty RPC URL fails with viem's missing-URL error, shown in plain words", () => {
    const config = createWalletConfig({ rpcUrl: '', storage: memory() });
    let error: unknown;
    try {
      config.getClient();
    } catch (e) {
      error = e;
    }
    expect(String(error)).toContain(
      'No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.',
    );
    expect(walletErrorMessage(error)).toContain('polygonRpcUrl');
  });
});
