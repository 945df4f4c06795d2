/**
 * Custody and web3 (§4, docs/web3.md): the integration, tokenomics and airdrop settings the
 * onboarding and the Web3 Loyalty page edit and send back (so every key passes through), the
 * seed, the master wallet and the pre-deploy balance. Loaded with the first web3 call.
 */
import * as v from 'valibot';
import { figure, maybe, nothing, shape } from './kit';

/** A value the onboarding or the Web3 Loyalty page edits and sends back. */
const value = <S extends v.GenericSchema>(schema: S, about?: string) =>
  maybe(schema, `${about ? `${about} ` : ''}Absent: not set yet (its field starts empty).`);
import { deployState } from './startup';

const amounts = (about: string) =>
  maybe(v.record(v.string(), figure()), `${about} Absent: not shown.`);

export const integration = shape(
  {
    enabled: value(v.boolean(), 'On or off.'),
    flow: value(
      v.string(),
      'INSTANT_CREATE, LOYALTY_TOKENIZATION, IMPORT_DISTRIBUTE_POINT or IMPORT_DISTRIBUTE_TOKEN.',
    ),
    walletMode: value(v.string(), 'CONNECT_WALLET or CREATE_WALLET.'),
    network: value(v.string()),
  },
  'The custody integration as saved in the onboarding’s first step.',
);

export const tokenomics = shape(
  {
    name: value(v.string()),
    symbol: value(v.string(), '3 to 5 latin letters or digits.'),
    totalSupply: value(v.number()),
    decimals: value(v.number()),
    pointsPerToken: value(v.number()),
    tokenAddress: value(v.string()),
  },
  'The token’s economics (the flow decides which fields apply).',
);

export const airdropWeb3 = shape(
  {
    enabled: value(v.boolean(), 'On or off.'),
    tokensPerUser: value(v.number()),
  },
  'The web3 airdrop settings.',
);

export const seed = shape(
  { seed: maybe(v.string(), 'The master wallet’s recovery phrase; absent shows none.') },
  'The seed phrase, asked when the operator chooses to see it.',
);

export const masterWallet = v.optional(
  shape(
    {
      mode: maybe(v.string(), 'CONNECT_WALLET or CREATE_WALLET. Not read.'),
      address: maybe(v.string(), 'Not read: the pre-deploy balance names the wallet.'),
    },
    'The master wallet set.',
  ),
);

export const preDeployBalance = shape(
  {
    address: maybe(v.nullable(v.string()), 'The master wallet; null before it is set.'),
    balances: amounts('What the wallet holds, by currency (e.g. POL, USDC).'),
    required: amounts('What the deploy needs, by currency.'),
    sufficient: maybe(v.boolean(), 'True once the balances cover the deploy.'),
  },
  'The master wallet’s balance before the deploy.',
);

/** A call that moves the deploy answers the new state, or nothing (the page asks again). */
const moved = v.optional(deployState);

export const ANSWERS = {
  'custody.updateDeployStatus': moved,
  'custody.updateType': moved,
  'custody.integration': integration,
  'custody.updateIntegration': v.optional(integration),
  'custody.tokenomics': tokenomics,
  'custody.updateTokenomics': v.optional(tokenomics),
  'custody.seed': seed,
  'custody.masterWallet': masterWallet,
  'custody.preDeployBalance': preDeployBalance,
  'custody.prepareOnboarding': moved,
  'custody.deploy': moved,
  'airdropWeb3.get': airdropWeb3,
  'airdropWeb3.update': v.optional(airdropWeb3),
  'features.install': nothing,
  'features.uninstall': nothing,
} as const;

export type Integration = v.InferOutput<typeof integration>;
export type Tokenomics = v.InferOutput<typeof tokenomics>;
export type AirdropWeb3 = v.InferOutput<typeof airdropWeb3>;
export type Seed = v.InferOutput<typeof seed>;
export type MasterWallet = v.InferOutput<typeof masterWallet>;
export type PreDeployBalance = v.InferOutput<typeof preDeployBalance>;
