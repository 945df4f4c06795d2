/**
 * An injected EIP-1193 wallet for tests, in Node (as `window.ethereum` under jsdom) and in Chromium
 * (through `page.addInitScript`, see `testWalletInitScript`). Wallet-side methods (accounts,
 * permissions, chain switching) are answered here like MetaMask does; every other request goes to
 * the node through `send` (anvil). The test steers it through `provider.testControl`.
 *
 * `createTestWallet` must stay self-contained (no imports, no outer variables): the browser gets it
 * as source text.
 */
export interface TestWalletOptions {
  /** Addresses the wallet holds, first = selected. */
  accounts: string[];
  /** Chain the wallet is on at start. */
  chainId: number;
  /** Chains the wallet knows; switching to any other fails with 4902 until it is added. */
  knownChainIds: number[];
  /** The site is already authorised (as after an earlier visit). */
  authorised?: boolean;
  /** Browser only: a localStorage key keeping authorisation, chain and accounts across reloads. */
  persistKey?: string;
}

export type RpcSend = (method: string, params: unknown) => Promise<unknown>;

export interface TestWalletControl {
  /** Requests of these methods fail with 4001 until `clearRejections`. */
  rejectMethods(methods: string[]): void;
  clearRejections(): void;
  /** The user changes account in the wallet (an empty list: the wallet locks or revokes the site). */
  setAccounts(accounts: string[]): void;
  /** The user changes network in the wallet. */
  setChain(chainId: number): void;
  /** Parameters of every wallet_addEthereumChain request, in order. */
  addedChains(): unknown[];
  /** Methods requested so far, in order. */
  requests(): string[];
  state(): { authorised: boolean; chainId: number; accounts: string[]; knownChainIds: number[] };
}

export interface TestWalletProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): void;
  removeListener(event: string, listener: (...args: unknown[]) => void): void;
  testControl: TestWalletControl;
}

export function createTestWallet(options: TestWalletOptions, send: RpcSend): TestWalletProvider {
  type Listener = (...args: unknown[]) => void;
  const storage =
    options.persistKey && typeof localStorage !== 'undefined' ? localStorage : undefined;
  const saved = storage && options.persistKey ? storage.getItem(options.persistKey) : null;
  const initial = saved
    ? (JSON.parse(saved) as {
        authorised: boolean;
        chainId: number;
        accounts: string[];
        knownChainIds: number[];
      })
    : {
        authorised: options.authorised ?? false,
        chainId: options.chainId,
        accounts: options.accounts,
        knownChainIds: options.knownChainIds,
      };
  let authorised = initial.authorised;
  let chainId = initial.chainId;
  let accounts = initial.accounts.slice();
  const known = new Set<number>(initial.knownChainIds);
  const rejected = new Set<string>();
  const added: unknown[] = [];
  const log: string[] = [];
  const listeners = new Map<string, Set<Listener>>();

  const save = () => {
    if (storage && options.persistKey)
      storage.setItem(
        options.persistKey,
        JSON.stringify({ authorised, chainId, accounts, knownChainIds: [...known] }),
      );
  };
  const emit = (event: string, ...args: unknown[]) => {
    for (const l of [...(listeners.get(event) ?? [])]) l(...args);
  };
  const hex = (n: number) => '0x' + n.toString(16);
  const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
  const userRejected = () => rpcError(4001, 'User rejected the request.');
  const visibleAccounts = () => (authorised ? accounts.slice() : []);
  const moveTo = (id: number) => {
    if (id === chainId) return;
    chainId = id;
    save();
    emit('chainChanged', hex(id));
  };

  async function request({ method, params }: { method: string; params?: unknown }) {
    log.push(method);
    if (rejected.has(method)) throw userRejected();
    const first = (Array.isArray(params) ? params[0] : undefined) as
      Record<string, unknown> | undefined;
    switch (method) {
      case 'eth_requestAccounts':
        authorised = true;
        save();
        return accounts.slice();
      case 'wallet_requestPermissions':
        authorised = true;
        save();
        return [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: accounts.slice() }],
          },
        ];
      case 'wallet_revokePermissions':
        authorised = false;
        save();
        return null;
      case 'eth_accounts':
        return visibleAccounts();
      case 'eth_chainId':
        return hex(chainId);
      case 'net_version':
        return String(chainId);
      case 'wallet_switchEthereumChain': {
        const id = Number(first?.chainId);
        if (!known.has(id))
          throw rpcError(
            4902,
            `Unrecognized chain ID "${hex(id)}". Try adding the chain using wallet_addEthereumChain first.`,
          );
        moveTo(id);
        return null;
      }
      case 'wallet_addEthereumChain': {
        added.push(first);
        const id = Number(first?.chainId);
        known.add(id);
        // MetaMask asks to switch to a network right after adding it.
        moveTo(id);
        return null;
      }
      default:
        return send(method, params ?? []);
    }
  }

  return {
    request,
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    testControl: {
      rejectMethods: (methods) => methods.forEach((m) => rejected.add(m)),
      clearRejections: () => rejected.clear(),
      setAccounts(next) {
        accounts = next.slice();
        if (next.length === 0) authorised = false;
        save();
        emit('accountsChanged', visibleAccounts());
      },
      setChain(id) {
        known.add(id);
        moveTo(id);
      },
      addedChains: () => added.slice(),
      requests: () => log.slice(),
      state: () => ({ authorised, chainId, accounts: accounts.slice(), knownChainIds: [...known] }),
    },
  };
}

/** JSON-RPC over HTTP to a node, for the `send` of a wallet living in Node. */
export function httpSend(url: string): RpcSend {
  let id = 0;
  return async (method, params) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    });
    const body = (await response.json()) as {
      result?: unknown;
      error?: { code: number; message: string };
    };
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
    return body.result;
  };
}
