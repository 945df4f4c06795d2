import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_CONFIG, setRuntimeConfig } from '../../../src/config/runtimeConfig';
import WalletPanel from '../../../src/features/web3/wallet/WalletPanel';
import { walletMessagesEn } from '../../../src/i18n/en/wallet';
import { abbreviate, abbreviateAddress } from '../../../src/features/web3/wallet/abbreviate';
import { ASYNC_INJECTION_WAIT_MS } from '../../../src/features/web3/wallet/constants';
import {
  createTestWallet,
  type TestWalletOptions,
  type TestWalletProvider,
} from '../../e2e/support/eip1193Provider';

/**
 * The panel in jsdom with the injected test wallet. No RPC is needed for these journeys (the
 * wallet answers accounts and chains itself); any request it would forward fails the test.
 */
const text = walletMessagesEn.wallet;
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
type WindowWithWallet = Window & { ethereum?: TestWalletProvider };
const win = window as WindowWithWallet;

let page = 0;
/** `samePage`: mount again in the same page load (navigation), else a new page load. */
function renderPanel(config: Partial<typeof DEFAULT_CONFIG> = {}, samePage = false) {
  // A new RPC URL gives a new wallet session, as a new page load would.
  if (!samePage) page++;
  setRuntimeConfig({ ...DEFAULT_CONFIG, polygonRpcUrl: `http://127.0.0.1:9/${page}`, ...config });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <WalletPanel />
    </QueryClientProvider>,
  );
}
function installWallet(options: Partial<TestWalletOptions> = {}) {
  const wallet = createTestWallet(
    { accounts: [alice], chainId: 137, knownChainIds: [137], ...options },
    async (method) => {
      throw new Error(`unexpected RPC ${method}`);
    },
  );
  win.ethereum = wallet;
  return wallet;
}

afterEach(() => {
  cleanup();
  delete win.ethereum;
  localStorage.clear();
  setRuntimeConfig(DEFAULT_CONFIG);
});

describe('abbreviation (§9: 2 leading and 2 trailing characters)', () => {
  it.each([
    ['abcdefgh', 'ab…gh'],
    ['abcde', 'abcde'],
    ['abcdef', 'ab…ef'],
  ])('%s → %s', (value, short) => expect(abbreviate(value)).toBe(short));

  it('an address keeps its 0x and abbreviates the hex digits', () => {
    expect(abbreviateAddress(alice)).toBe('0xf3…66');
  });
});

describe('WalletPanel', () => {
  it('connects the browser wallet: status, short address with the full one as its name, Polygon', async () => {
    installWallet();
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent(text.status.disconnected);
    await userEvent.click(screen.getByRole('button', { name: text.connectInjected }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(text.status.connected),
    );
    expect(screen.getByLabelText(alice)).toHaveTextContent('0xf3…66');
    expect(screen.getByText(`${text.network}: Polygon`)).toBeInTheDocument();
  });

  it('hides WalletConnect when no project id is configured, offers it when one is', () => {
    installWallet();
    renderPanel();
    expect(screen.queryByRole('button', { name: text.connectWalletConnect })).toBeNull();
    cleanup();
    renderPanel({ walletConnectProjectId: 'project-1' });
    expect(screen.getByRole('button', { name: text.connectWalletConnect })).toBeInTheDocument();
  });

  it('a wrong chain offers "Switch to Polygon" (4902: added, then switched)', async () => {
    const wallet = installWallet({ chainId: 1, knownChainIds: [1] });
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: text.connectInjected }));
    const switchButton = await screen.findByRole('button', { name: 'Switch to Polygon' });
    await userEvent.click(switchButton);
    await waitFor(() => expect(screen.getByText(`${text.network}: Polygon`)).toBeInTheDocument());
    expect(wallet.testControl.addedChains()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Switch to Polygon' })).toBeNull();
  });

  it('a declined connection is explained in plain words and the connect button stays', async () => {
    installWallet().testControl.rejectMethods(['wallet_requestPermissions', 'eth_requestAccounts']);
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: text.connectInjected }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.errors.userRejected);
    expect(screen.getByRole('status')).toHaveTextContent(text.status.disconnected);
    expect(screen.getByRole('button', { name: text.connectInjected })).toBeEnabled();
  });

  it('no wallet installed: says how to get one', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: text.connectInjected }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.errors.providerNotFound);
  });

  it('disconnect returns to the connect buttons; an account change to none does too', async () => {
    const wallet = installWallet();
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: text.connectInjected }));
    await userEvent.click(await screen.findByRole('button', { name: text.disconnect }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(text.status.disconnected),
    );
    await userEvent.click(screen.getByRole('button', { name: text.connectInjected }));
    await screen.findByRole('button', { name: text.disconnect });
    wallet.testControl.setAccounts([]);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(text.status.disconnected),
    );
  });

  it('a page load with a recorded connection shows Reconnecting…, then Connected', async () => {
    installWallet();
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: text.connectInjected }));
    await screen.findByRole('button', { name: text.disconnect });
    await waitFor(() => expect(localStorage.getItem('console.store')).toContain(alice));
    cleanup();
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent(text.status.reconnecting);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(text.status.connected),
    );
    expect(screen.getByLabelText(alice)).toBeInTheDocument();
  });

  it('a redraw of the page after the reconnect neither shows Reconnecting… nor asks the wallet again', async () => {
    const wallet = installWallet();
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: text.connectInjected }));
    await screen.findByRole('button', { name: text.disconnect });
    cleanup();
    const view = renderPanel();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(text.status.connected),
    );
    const before = wallet.testControl.requests().length;
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <WalletPanel />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(text.status.connected);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toHaveTextContent(text.status.connected);
    expect(wallet.testControl.requests().slice(before)).toEqual([]);
  });

  it('mounting again in the same page load (another web3 page) keeps the connection as it is', async () => {
    const wallet = installWallet();
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: text.connectInjected }));
    await screen.findByRole('button', { name: text.disconnect });
    cleanup();
    const before = wallet.testControl.requests().length;
    renderPanel({}, true);
    expect(screen.getByRole('status')).toHaveTextContent(text.status.connected);
    expect(screen.getByLabelText(alice)).toBeInTheDocument();
    expect(wallet.testControl.requests().slice(before)).toEqual([]);
  });
});

/**
 * With a connection recorded, a wallet that injects itself after the page has
 * loaded is waited for (§9's 1000 ms) and reconnected; one that comes later, or never, leaves the
 * panel "Not connected" with no error. Fake timers: the wait is counted, never slept.
 */
describe('a wallet injected after load (§9 async injection wait)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A connection made and recorded on a previous page load; then a new page load without the wallet. */
  async function recordedConnectionThenReload() {
    installWallet();
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: text.connectInjected }));
    await screen.findByRole('button', { name: text.disconnect });
    await waitFor(() => expect(localStorage.getItem('console.store')).toContain(alice));
    cleanup();
    delete win.ethereum;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const errors = vi.spyOn(console, 'error');
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent(text.status.reconnecting);
    return errors;
  }
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  /** The wallet of the earlier visit: it remembers the site is authorised. */
  const inject = (event: string | null) => {
    installWallet({ authorised: true });
    if (event) window.dispatchEvent(new Event(event));
  };

  it.each<[number, string, string | null]>([
    [400, 'announcing itself with ethereum#initialized', 'ethereum#initialized'],
    [400, 'announcing itself through EIP-6963', 'eip6963:announceProvider'],
    [400, 'saying nothing (found at the end of the wait)', null],
    [ASYNC_INJECTION_WAIT_MS - 1, 'announcing itself', 'ethereum#initialized'],
  ])('a wallet injected %d ms after load, %s, is reconnected', async (at, _how, event) => {
    await recordedConnectionThenReload();
    await advance(at);
    expect(screen.getByRole('status')).toHaveTextContent(text.status.reconnecting);
    inject(event);
    await advance(ASYNC_INJECTION_WAIT_MS);
    expect(screen.getByRole('status')).toHaveTextContent(text.status.connected);
    expect(screen.getByLabelText(alice)).toBeInTheDocument();
  });

  it.each<[string, number | null]>([
    ['after the wait (1500 ms)', 1500],
    ['never', null],
  ])(
    'a wallet injected %s leaves the panel at "Not connected", with no error',
    async (_when, at) => {
      const errors = await recordedConnectionThenReload();
      if (at !== null) {
        await advance(at);
        inject('ethereum#initialized');
      }
      await advance(5 * ASYNC_INJECTION_WAIT_MS);
      expect(screen.getByRole('status')).toHaveTextContent(text.status.disconnected);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('button', { name: text.connectInjected })).toBeEnabled();
      expect(errors).not.toHaveBeenCalled();
    },
  );
});
