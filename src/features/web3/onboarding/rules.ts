import * as rules from '../../../validation/rules';
import type { Result } from '../../../validation/rules';
import { POLYGON_CHAIN_ID } from '../wallet/constants';

/** §3 Flow kinds, in the order the page offers them. */
export const FLOWS = [
  'INSTANT_CREATE',
  'LOYALTY_TOKENIZATION',
  'IMPORT_DISTRIBUTE_POINT',
  'IMPORT_DISTRIBUTE_TOKEN',
] as const;
export type Flow = (typeof FLOWS)[number];

/** §3 Wallet modes. */
export const WALLET_MODES = ['CONNECT_WALLET', 'CREATE_WALLET'] as const;
export type WalletMode = (typeof WALLET_MODES)[number];

export const isFlow = (v: unknown): v is Flow => FLOWS.includes(v as Flow);
export const isWalletMode = (v: unknown): v is WalletMode => WALLET_MODES.includes(v as WalletMode);

/**
 * §3 has two type values for four flows: a new token is INSTANT_CREATE; every other flow turns
 * points or a token the operator already has into the web3 program, i.e. LOYALTY_TOKENIZATION.
 * The flow itself is kept in custody/integration (`flow`).
 */
export const integrationType = (flow: Flow): 'INSTANT_CREATE' | 'LOYALTY_TOKENIZATION' =>
  flow === 'INSTANT_CREATE' ? 'INSTANT_CREATE' : 'LOYALTY_TOKENIZATION';

/**
 * The wallet modes a flow offers. Distributing an existing token needs the wallet that holds it,
 * so IMPORT_DISTRIBUTE_TOKEN is CONNECT_WALLET only; a new custody wallet would hold nothing.
 */
export const walletModesFor = (flow: Flow): readonly WalletMode[] =>
  flow === 'IMPORT_DISTRIBUTE_TOKEN' ? ['CONNECT_WALLET'] : WALLET_MODES;

export interface WalletChoice {
  readonly mode: WalletMode;
  /** The connected wallet's address (CONNECT_WALLET). */
  readonly address?: string | undefined;
  readonly chainId?: number | undefined;
  /** The custody seed was shown (CREATE_WALLET). */
  readonly seedShown?: boolean;
  /** The operator confirmed they wrote it down. */
  readonly seedConfirmed?: boolean;
}

/** Why the wallet step cannot be submitted yet (a `web3.wallet.*` text key), or undefined. */
export function walletChoiceProblem(flow: Flow, choice: WalletChoice): string | undefined {
  if (!walletModesFor(flow).includes(choice.mode)) return 'web3.wallet.modeNotForFlow';
  if (choice.mode === 'CONNECT_WALLET') {
    if (!choice.address) return 'web3.wallet.connectFirst';
    if (choice.chainId !== POLYGON_CHAIN_ID) return 'web3.wallet.polygonFirst';
    return undefined;
  }
  if (!choice.seedShown) return 'web3.wallet.showSeedFirst';
  if (!choice.seedConfirmed) return 'web3.wallet.confirmSeedFirst';
  return undefined;
}

/** The body of PUT custody/master-wallet for a valid choice. */
export const masterWalletBody = (choice: WalletChoice) =>
  choice.mode === 'CONNECT_WALLET'
    ? { mode: choice.mode, address: choice.address ?? '' }
    : { mode: choice.mode };

export type TokenomicsField =
  'name' | 'symbol' | 'totalSupply' | 'decimals' | 'pointsPerToken' | 'tokenAddress';

/**
 * The tokenomics each flow asks for: a new token is named and sized; tokenizing points also sets
 * how many points make a token; importing a token names its contract (its supply is on chain).
 */
export function tokenomicsFields(flow: Flow): readonly TokenomicsField[] {
  switch (flow) {
    case 'INSTANT_CREATE':
      return ['name', 'symbol', 'totalSupply', 'decimals'];
    case 'LOYALTY_TOKENIZATION':
    case 'IMPORT_DISTRIBUTE_POINT':
      return ['name', 'symbol', 'totalSupply', 'decimals', 'pointsPerToken'];
    case 'IMPORT_DISTRIBUTE_TOKEN':
      return ['tokenAddress', 'symbol', 'decimals'];
  }
}

export const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
export const MAX_DECIMALS = 18;

const checks: Readonly<Record<TokenomicsField, (v: unknown) => Result>> = {
  name: (v) => rules.required(v, { label: 'Token name' }) ?? rules.maxLength(v, { max: 40 }),
  // §5 Brand points symbol ticker: required, no spaces, 3–5 latin letters/digits after a suffix.
  symbol: (v) => rules.ticker(v),
  totalSupply: (v) =>
    rules.required(v, { label: 'Total supply' }) ?? rules.positiveNumber(v) ?? rules.integer(v),
  decimals: (v) =>
    rules.required(v, { label: 'Decimals' }) ??
    rules.integer(v) ??
    rules.minValue(v, { min: 0 }) ??
    rules.maxValue(v, { max: MAX_DECIMALS }),
  pointsPerToken: (v) =>
    rules.required(v, { label: 'Points per token' }) ?? rules.positiveNumber(v),
  tokenAddress: (v) =>
    rules.required(v, { label: 'Token contract address' }) ??
    (ADDRESS.test(String(v)) ? undefined : { message: 'web3.tokenomics.badAddress' }),
};

/** Each field of the flow's form with its first problem; an empty object when all pass. */
export function tokenomicsProblems(
  flow: Flow,
  values: Readonly<Record<string, unknown>>,
): Partial<Record<TokenomicsField, NonNullable<Result>>> {
  const problems: Partial<Record<TokenomicsField, NonNullable<Result>>> = {};
  for (const field of tokenomicsFields(flow)) {
    const problem = checks[field](values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The PATCH custody/tokenomics body: the flow's fields, numbers as numbers. */
export function tokenomicsBody(flow: Flow, values: Readonly<Record<string, unknown>>) {
  const numeric = new Set<TokenomicsField>(['totalSupply', 'decimals', 'pointsPerToken']);
  return Object.fromEntries(
    tokenomicsFields(flow).map((f) => {
      const v = values[f];
      return [f, numeric.has(f) ? Number(v) : typeof v === 'string' ? v.trim() : v];
    }),
  );
}
