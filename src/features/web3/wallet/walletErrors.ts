import { translate } from '../../../i18n/translate';
import type { WalletErrorKind } from '../../../i18n/en/wallet';

/**
 * §8 wallet errors → what to tell the user. Errors are recognised by the `name` wagmi and viem
 * give their classes (and EIP-1193 codes for raw wallet errors), walking the `cause` chain,
 * so this module stays free of wagmi/viem imports and works on errors from any copy of them.
 */
interface ErrorLike {
  name?: unknown;
  message?: unknown;
  shortMessage?: unknown;
  details?: unknown;
  status?: unknown;
  code?: unknown;
  cause?: unknown;
}

const BY_NAME: Readonly<Record<string, WalletErrorKind>> = {
  ProviderNotFoundError: 'providerNotFound',
  UserRejectedRequestError: 'userRejected',
  ResourceUnavailableRpcError: 'requestPending',
  ChainNotConfiguredError: 'chainNotConfigured',
  ConnectorAlreadyConnectedError: 'alreadyConnected',
  ConnectorNotConnectedError: 'notConnected',
  ConnectorAccountNotFoundError: 'accountNotFound',
  ConnectorChainMismatchError: 'chainMismatch',
  ConnectorUnavailableReconnectingError: 'reconnecting',
  ConnectorNotFoundError: 'connectorNotFound',
  UrlRequiredError: 'missingRpcUrl',
};

/** Raw EIP-1193 codes, for wallets whose errors reach us unwrapped. */
const BY_CODE: Readonly<Record<number, WalletErrorKind>> = {
  4001: 'userRejected',
  [-32002]: 'requestPending',
};

/** Outer wrappers: used only when nothing more specific is found in the cause chain. */
const WRAPPERS: Readonly<Record<string, WalletErrorKind>> = {
  SwitchChainError: 'switchFailed',
  TimeoutError: 'timeout',
  HttpRequestError: 'http',
  RpcRequestError: 'rpc',
};

const asRecord = (e: unknown): ErrorLike | undefined =>
  e && typeof e === 'object' ? (e as ErrorLike) : undefined;
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function causeChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current = asRecord(error);
  while (current && chain.length < 10 && !chain.includes(current)) {
    chain.push(current);
    current = asRecord(current.cause);
  }
  return chain;
}

function specificKind(e: ErrorLike): WalletErrorKind | undefined {
  const byName = BY_NAME[text(e.name)];
  if (byName) return byName;
  if (typeof e.code === 'number' && BY_CODE[e.code]) return BY_CODE[e.code];
  const message = text(e.message);
  // WalletConnect reports a declined or abandoned pairing only in words.
  if (/user rejected|connection request reset/i.test(message)) return 'userRejected';
  if (message.includes('No chains found on connector.')) return 'noChains';
  if (message.includes('No URL was provided to the Transport.')) return 'missingRpcUrl';
  return undefined;
}

export function walletErrorKind(error: unknown): WalletErrorKind {
  const chain = causeChain(error);
  for (const e of chain) {
    const kind = specificKind(e);
    if (kind) return kind;
  }
  for (const e of chain) {
    const kind = WRAPPERS[text(e.name)];
    if (kind) return kind;
  }
  return 'unknown';
}

/** Plain words for the user: what went wrong and what to do about it. */
export function walletErrorMessage(error: unknown): string {
  const kind = walletErrorKind(error);
  const chain = causeChain(error);
  const http = chain.find((e) => text(e.name) === 'HttpRequestError');
  const rpc = chain.find((e) => text(e.name) === 'RpcRequestError');
  return translate(`wallet.errors.${kind}`, {
    status: String(http?.status ?? '?'),
    details: text(rpc?.details) || text(rpc?.shortMessage) || 'RPC error',
  });
}
