import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider } from 'wagmi';
import {
  connect,
  disconnect,
  getBalance,
  getConnection,
  reconnect,
  switchChain,
} from 'wagmi/actions';
import { formatUnits } from 'viem';
import { ANVIL_ACCOUNTS, startAnvil, type Anvil } from '../../e2e/support/anvil';
import {
  createTestWallet,
  httpSend,
  type TestWalletOptions,
  type TestWalletProvider,
} from '../../e2e/support/eip1193Provider';
import {
  createWalletConfig,
  storedWalletState,
  type WalletConfig,
} from '../../../src/features/web3/wallet/walletConfig';
import { walletErrorMessage } from '../../../src/features/web3/wallet/walletErrors';
import { walletMessagesEn } from '../../../src/i18n/en/wallet';

/**
 * The console's wagmi config against a real chain: anvil (chain id 137) and an injected EIP-1193
 * wallet forwarding to it, driven with wagmi's own actions as the wallet panel does.
 */
let anvil: Anvil;
beforeAll(async () => {
  anvil = await startAnvil();
});
afterAll(async () => {
  await anvil?.stop();
});

type WindowWithWallet = Window & { ethereum?: TestWalletProvider };
const win = window as WindowWithWallet;
const [alice, bob] = ANVIL_ACCOUNTS;

function installWallet(options: Partial<TestWalletOptions> = {}): TestWalletProvider {
  const wallet = createTestWallet(
    { accounts: [alice], chainId: 137, knownChainIds: [137], ...options },
    httpSend(anvil.url),
  );
  win.ethereum = wallet;
  return wallet;
}

/** A fresh config over the same localStorage, as after a page load. */
function load(): { config: WalletConfig; statuses: string[] } {
  const config = createWalletConfig({ rpcUrl: anvil.url });
  const statuses: string[] = [];
  config.subscribe(
    (s) => s.status,
    (status) => statuses.push(status),
  );
  return { config, statuses };
}

/** A page load as the wallet panel does it: WagmiProvider with the stored state, reconnecting on mount. */
function loadPage(): { config: WalletConfig; statuses: string[] } {
  const initialState = storedWalletState();
  const page = load();
  render(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(WagmiProvider, {
        config: page.config,
        initialState,
        children: null,
      }),
    ),
  );
  return page;
}

const injectedOf = (config: WalletConfig) => {
  const connector = config.connectors[0];
  if (!connector) throw new Error('no injected connector');
  return connector;
};
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

afterEach(() => {
  cleanup();
  delete win.ethereum;
  localStorage.clear();
});

describe('wallet on a real chain (anvil, chain id 137)', () => {
  it('connect: disconnected → connecting → connected, account and chain 137, balance read over RPC', async () => {
    installWallet();
    const { config, statuses } = load();
    expect(getConnection(config).status).toBe('disconnected');
    const result = await connect(config, { connector: injectedOf(config) });
    expect(result).toEqual({ accounts: [alice], chainId: 137 });
    expect(statuses).toEqual(['connecting', 'connected']);
    const connection = getConnection(config);
    expect(connection).toMatchObject({ status: 'connected', address: alice, chainId: 137 });
    expect(connection.chain?.name).toBe('Polygon');
    const balance = await getBalance(config, { address: alice });
    expect(balance.symbol).toBe('POL');
    expect(formatUnits(balance.value, balance.decimals)).toBe('10000');
  });

  it('persists under the console prefix only connections, chain id and current', async () => {
    installWallet();
    const { config } = load();
    await connect(config, { connector: injectedOf(config) });
    await until(() => localStorage.getItem('console.store')?.includes(alice) ?? false);
    const stored = JSON.parse(localStorage.getItem('console.store') ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(Object.keys(stored.state).sort()).toEqual(['chainId', 'connections', 'current']);
    expect(stored.state.chainId).toBe(137);
    const connections = stored.state.connections as { value: [string, Record<string, unknown>][] };
    expect(connections.value).toHaveLength(1);
    expect(connections.value[0]?.[1]).toMatchObject({
      accounts: [alice],
      chainId: 137,
      connector: { id: 'injected', name: 'Injected', type: 'injected' },
    });
    expect(Object.keys(connections.value[0]?.[1].connector as object).sort()).toEqual([
      'id',
      'name',
      'type',
      'uid',
    ]);
    expect(JSON.parse(localStorage.getItem('console.recentConnectorId') ?? 'null')).toBe(
      'injected',
    );
    expect(Object.keys(localStorage).every((k) => k.startsWith('console.'))).toBe(true);
  });

  it('reconnects from storage on the next load: reconnecting → connected, same account', async () => {
    installWallet();
    const first = load();
    await connect(first.config, { connector: injectedOf(first.config) });
    await until(() => localStorage.getItem('console.store')?.includes(alice) ?? false);

    const next = loadPage();
    await until(() => next.statuses.length === 2);
    expect(next.statuses).toEqual(['reconnecting', 'connected']);
    expect(getConnection(next.config)).toMatchObject({
      status: 'connected',
      address: alice,
      chainId: 137,
    });
  });

  it('on the next load, a wallet that no longer authorises the site ends disconnected', async () => {
    installWallet();
    const first = load();
    await connect(first.config, { connector: injectedOf(first.config) });
    await until(() => localStorage.getItem('console.store')?.includes(alice) ?? false);
    win.ethereum = createTestWallet(
      { accounts: [alice], chainId: 137, knownChainIds: [137], authorised: false },
      httpSend(anvil.url),
    );
    const next = loadPage();
    await until(() => next.statuses.length === 2);
    expect(next.statuses).toEqual(['reconnecting', 'disconnected']);
  });

  it('disconnect removes the connection, revokes the permission, and the next load stays disconnected', async () => {
    const wallet = installWallet();
    const { config } = load();
    await connect(config, { connector: injectedOf(config) });
    await disconnect(config);
    expect(getConnection(config).status).toBe('disconnected');
    expect(config.state.connections.size).toBe(0);
    expect(wallet.testControl.requests()).toContain('wallet_revokePermissions');
    expect(JSON.parse(localStorage.getItem('console.injected.disconnected') ?? 'null')).toBe(true);

    const next = load();
    expect(await reconnect(next.config)).toEqual([]);
    expect(getConnection(next.config).status).toBe('disconnected');
  });

  it('an account change updates the address; a change to no account is a disconnect', async () => {
    const wallet = installWallet({ accounts: [alice, bob] });
    const { config } = load();
    await connect(config, { connector: injectedOf(config) });
    wallet.testControl.setAccounts([bob]);
    await until(() => getConnection(config).address === bob);
    wallet.testControl.setAccounts([]);
    await until(() => getConnection(config).status === 'disconnected');
    expect(config.state.connections.size).toBe(0);
  });

  it("a chain change in the wallet updates the connection's chain id; switching back to Polygon works", async () => {
    const wallet = installWallet({ knownChainIds: [1, 137] });
    const { config } = load();
    await connect(config, { connector: injectedOf(config) });
    wallet.testControl.setChain(1);
    await until(() => getConnection(config).chainId === 1);
    expect(getConnection(config).chain).toBeUndefined();
    await switchChain(config, { chainId: 137 });
    expect(getConnection(config).chainId).toBe(137);
    expect(wallet.testControl.state().chainId).toBe(137);
  });

  it('4902: a wallet without Polygon is asked to add it, with the configured RPC URL, then is on 137', async () => {
    const wallet = installWallet({ chainId: 1, knownChainIds: [1] });
    const { config } = load();
    await connect(config, { connector: injectedOf(config) });
    expect(getConnection(config).chainId).toBe(1);
    await switchChain(config, { chainId: 137 });
    expect(getConnection(config).chainId).toBe(137);
    expect(wallet.testControl.addedChains()).toEqual([
      expect.objectContaining({
        chainId: '0x89',
        chainName: 'Polygon',
        nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
        rpcUrls: [anvil.url],
        blockExplorerUrls: ['https://polygonscan.com'],
      }),
    ]);
  });

  it('4902 and the user declines adding Polygon: a user rejection, still on the old chain', async () => {
    const wallet = installWallet({ chainId: 1, knownChainIds: [1] });
    const { config } = load();
    await connect(config, { connector: injectedOf(config) });
    wallet.testControl.rejectMethods(['wallet_addEthereumChain']);
    const error = await switchChain(config, { chainId: 137 }).catch((e: unknown) => e);
    expect(walletErrorMessage(error)).toBe(walletMessagesEn.wallet.errors.userRejected);
    expect(getConnection(config).chainId).toBe(1);
  });

  it('switching to a chain that is not configured fails with chain-not-configured (§5)', async () => {
    installWallet({ knownChainIds: [1, 137] });
    const { config } = load();
    await connect(config, { connector: injectedOf(config) });
    const error = await switchChain(config, { chainId: 1 as 137 }).catch((e: unknown) => e);
    expect(walletErrorMessage(error)).toBe(walletMessagesEn.wallet.errors.chainNotConfigured);
    expect(getConnection(config).chainId).toBe(137);
  });

  it('the user rejects the connection: back to disconnected, told in plain words', async () => {
    const wallet = installWallet();
    wallet.testControl.rejectMethods(['wallet_requestPermissions', 'eth_requestAccounts']);
    const { config, statuses } = load();
    const error = await connect(config, { connector: injectedOf(config) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'UserRejectedRequestError' });
    expect(walletErrorMessage(error)).toBe(walletMessagesEn.wallet.errors.userRejected);
    expect(statuses).toEqual(['connecting', 'disconnected']);
  });

  it('no wallet installed: provider not found, told in plain words', async () => {
    const { config } = load();
    const error = await connect(config, { connector: injectedOf(config) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ProviderNotFoundError' });
    expect(walletErrorMessage(error)).toBe(walletMessagesEn.wallet.errors.providerNotFound);
    expect(getConnection(config).status).toBe('disconnected');
  });

  it('connecting twice with the same connector: already connected', async () => {
    installWallet();
    const { config } = load();
    await connect(config, { connector: injectedOf(config) });
    const error = await connect(config, { connector: injectedOf(config) }).catch((e: unknown) => e);
    expect(walletErrorMessage(error)).toBe(walletMessagesEn.wallet.errors.alreadyConnected);
    expect(getConnection(config).status).toBe('connected');
  });
});
