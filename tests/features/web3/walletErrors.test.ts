import { describe, expect, it } from 'vitest';
import {
  HttpRequestError,
  InternalRpcError,
  ResourceUnavailableRpcError,
  RpcRequestError,
  SwitchChainError,
  TimeoutError,
  UrlRequiredError,
  UserRejectedRequestError,
} from 'viem';
import {
  ChainNotConfiguredError,
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorNotFoundError,
  ConnectorUnavailableReconnectingError,
  ProviderNotFoundError,
} from 'wagmi';
import { switchConnection } from 'wagmi/actions';
import { injected } from 'wagmi/connectors/injected';
import {
  walletErrorKind,
  walletErrorMessage,
} from '../../../src/features/web3/wallet/walletErrors';
import { walletMessagesEn } from '../../../src/i18n/en/wallet';
import { createWalletConfig } from '../../../src/features/web3/wallet/walletConfig';

const errors = walletMessagesEn.wallet.errors;

/** wagmi does not export this class; its own action throws it when nothing is connected. */
async function notConnectedError(): Promise<unknown> {
  const config = createWalletConfig({ rpcUrl: 'http://127.0.0.1:1', storage: undefined });
  const connector = config._internal.connectors.setup(injected());
  return switchConnection(config, { connector }).catch((e: unknown) => e);
}

const raw = (code: number, message: string) => Object.assign(new Error(message), { code });

describe('walletErrorMessage: every §8 wallet error in plain words, with what to do', () => {
  it.each([
    ['provider not found', new ProviderNotFoundError(), errors.providerNotFound],
    [
      'user rejected (viem class)',
      new UserRejectedRequestError(new Error('denied')),
      errors.userRejected,
    ],
    ['user rejected (raw EIP-1193 4001)', raw(4001, 'User denied'), errors.userRejected],
    [
      "WalletConnect 'user rejected' message",
      new Error('User rejected pairing'),
      errors.userRejected,
    ],
    [
      "WalletConnect 'connection request reset' message",
      new Error('Connection request reset. Please try again.'),
      errors.userRejected,
    ],
    ['chain not configured', new ChainNotConfiguredError(), errors.chainNotConfigured],
    [
      'chain not configured inside a failed switch',
      new SwitchChainError(new ChainNotConfiguredError()),
      errors.chainNotConfigured,
    ],
    ['connector already connected', new ConnectorAlreadyConnectedError(), errors.alreadyConnected],
    [
      'account not found',
      new ConnectorAccountNotFoundError({
        address: '0x0000000000000000000000000000000000000001',
        connector: { name: 'Injected' } as never,
      }),
      errors.accountNotFound,
    ],
    [
      'chain mismatch',
      new ConnectorChainMismatchError({ connectionChainId: 137, connectorChainId: 1 }),
      errors.chainMismatch,
    ],
    [
      'connector unavailable while reconnecting',
      new ConnectorUnavailableReconnectingError({ connector: { name: 'Injected' } }),
      errors.reconnecting,
    ],
    [
      "'No chains found on connector.'",
      new Error('No chains found on connector.'),
      errors.noChains,
    ],
    ['connector not found', new ConnectorNotFoundError(), errors.connectorNotFound],
    ['missing transport URL', new UrlRequiredError(), errors.missingRpcUrl],
    [
      'a prompt already open in the wallet (-32002)',
      new ResourceUnavailableRpcError(new Error('busy')),
      errors.requestPending,
    ],
    [
      'a switch the wallet refused for another reason',
      new SwitchChainError(new Error('nope')),
      errors.switchFailed,
    ],
    ['request timeout', new TimeoutError({ body: {}, url: 'https://rpc' }), errors.timeout],
    ['anything else', new Error('boom'), errors.unknown],
    ['not even an Error', 'boom', errors.unknown],
  ])('%s', (_, error, expected) => {
    expect(walletErrorMessage(error)).toBe(expected);
  });

  it('not connected (as thrown by wagmi itself)', async () => {
    const error = await notConnectedError();
    expect(error).toMatchObject({ name: 'ConnectorNotConnectedError' });
    expect(walletErrorMessage(error)).toBe(errors.notConnected);
  });

  it('the 4902 add-chain failure is a user rejection (wagmi wraps it so)', () => {
    const wrapped = new UserRejectedRequestError(raw(4902, 'Unrecognized chain ID'));
    expect(walletErrorKind(wrapped)).toBe('userRejected');
  });

  it('an HTTP error names its status; an RPC error its details', () => {
    expect(walletErrorMessage(new HttpRequestError({ url: 'https://rpc', status: 503 }))).toBe(
      'The Polygon network could not be reached (HTTP 503). Try again in a moment.',
    );
    const rpc = new RpcRequestError({
      body: {},
      url: 'https://rpc',
      error: { code: -32603, message: 'header not found' },
    });
    expect(walletErrorMessage(new InternalRpcError(rpc))).toBe(
      'The Polygon network refused the request (header not found). Try again in a moment.',
    );
  });
});
