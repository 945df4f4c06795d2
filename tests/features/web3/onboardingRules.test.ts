import { describe, expect, it } from 'vitest';
import {
  DEPLOY_STATUSES,
  isDeployRunning,
  isDeployStarted,
  onboardingStage,
  pollDelay,
  POLL_BASE_MS,
  POLL_MAX_MS,
} from '../../../src/features/web3/deployStatus';
import {
  FLOWS,
  integrationType,
  masterWalletBody,
  tokenomicsBody,
  tokenomicsFields,
  tokenomicsProblems,
  walletChoiceProblem,
  walletModesFor,
  type Flow,
  type WalletChoice,
} from '../../../src/features/web3/onboarding/rules';
import { translate } from '../../../src/i18n/translate';

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('flow choice (§3 flow kinds → the two type values)', () => {
  it.each([
    ['INSTANT_CREATE', 'INSTANT_CREATE', ['CONNECT_WALLET', 'CREATE_WALLET']],
    ['LOYALTY_TOKENIZATION', 'LOYALTY_TOKENIZATION', ['CONNECT_WALLET', 'CREATE_WALLET']],
    ['IMPORT_DISTRIBUTE_POINT', 'LOYALTY_TOKENIZATION', ['CONNECT_WALLET', 'CREATE_WALLET']],
    ['IMPORT_DISTRIBUTE_TOKEN', 'LOYALTY_TOKENIZATION', ['CONNECT_WALLET']],
  ] as const)('%s: type %s, wallet modes %j', (flow, type, modes) => {
    expect(integrationType(flow)).toBe(type);
    expect(walletModesFor(flow)).toEqual(modes);
  });

  it('offers the four flows of §3 in order', () => {
    expect(FLOWS).toEqual([
      'INSTANT_CREATE',
      'LOYALTY_TOKENIZATION',
      'IMPORT_DISTRIBUTE_POINT',
      'IMPORT_DISTRIBUTE_TOKEN',
    ]);
  });
});

describe('wallet mode choice', () => {
  const cases: [string, Flow, WalletChoice, string | undefined][] = [
    [
      'connect: no wallet connected',
      'INSTANT_CREATE',
      { mode: 'CONNECT_WALLET' },
      'web3.wallet.connectFirst',
    ],
    [
      'connect: wallet on another chain',
      'INSTANT_CREATE',
      { mode: 'CONNECT_WALLET', address: alice, chainId: 1 },
      'web3.wallet.polygonFirst',
    ],
    [
      'connect: on Polygon',
      'INSTANT_CREATE',
      { mode: 'CONNECT_WALLET', address: alice, chainId: 137 },
      undefined,
    ],
    [
      'create: seed not shown',
      'INSTANT_CREATE',
      { mode: 'CREATE_WALLET' },
      'web3.wallet.showSeedFirst',
    ],
    [
      'create: seed shown, not confirmed',
      'LOYALTY_TOKENIZATION',
      { mode: 'CREATE_WALLET', seedShown: true },
      'web3.wallet.confirmSeedFirst',
    ],
    [
      'create: seed shown and confirmed',
      'IMPORT_DISTRIBUTE_POINT',
      { mode: 'CREATE_WALLET', seedShown: true, seedConfirmed: true },
      undefined,
    ],
    [
      'create for an imported token is refused',
      'IMPORT_DISTRIBUTE_TOKEN',
      { mode: 'CREATE_WALLET', seedShown: true, seedConfirmed: true },
      'web3.wallet.modeNotForFlow',
    ],
  ];
  it.each(cases)('%s', (_name, flow, choice, problem) => {
    expect(walletChoiceProblem(flow, choice)).toBe(problem);
    // Every problem is a text the operator can read.
    if (problem) expect(translate(problem)).not.toBe(problem);
  });

  it('sends the connected address for CONNECT_WALLET, no address for CREATE_WALLET', () => {
    expect(masterWalletBody({ mode: 'CONNECT_WALLET', address: alice })).toEqual({
      mode: 'CONNECT_WALLET',
      address: alice,
    });
    expect(masterWalletBody({ mode: 'CREATE_WALLET', seedShown: true })).toEqual({
      mode: 'CREATE_WALLET',
    });
  });
});

describe('§5 Brand points symbol ticker in the tokenomics form', () => {
  const symbolProblem = (symbol: unknown) => {
    const problem = tokenomicsProblems('INSTANT_CREATE', { symbol }).symbol;
    return problem ? translate(problem.message, problem.args) : undefined;
  };
  it.each([
    ['NOVA', undefined],
    ['abc', undefined],
    ['AB12Z', undefined],
    ['NOVA_s', undefined],
    ['NOVA_d1', undefined],
    ['NOVA_t9', undefined],
    ['', 'Brand points symbol is required'],
    [undefined, 'Brand points symbol is required'],
    ['NO VA', 'No blank space available'],
    [' NOVA', 'No blank space available'],
    ['AB', 'Minimum 3 characters length'],
    ['AB_s', 'Minimum 3 characters length'],
    ['ABCDEF', 'Max 5 symbols.'],
    ['NOVA_x', 'Only latin letters and number available'],
    ['NÖVA', 'Only latin letters and number available'],
    ['AB$', 'Only latin letters and number available'],
  ])('%j → %s', (symbol, message) => expect(symbolProblem(symbol)).toBe(message));
});

describe('tokenomics per flow', () => {
  it.each([
    ['INSTANT_CREATE', ['name', 'symbol', 'totalSupply', 'decimals']],
    ['LOYALTY_TOKENIZATION', ['name', 'symbol', 'totalSupply', 'decimals', 'pointsPerToken']],
    ['IMPORT_DISTRIBUTE_POINT', ['name', 'symbol', 'totalSupply', 'decimals', 'pointsPerToken']],
    ['IMPORT_DISTRIBUTE_TOKEN', ['tokenAddress', 'symbol', 'decimals']],
  ] as const)('%s asks for %j', (flow, fields) => expect(tokenomicsFields(flow)).toEqual(fields));

  it.each([
    ['decimals', '19', true],
    ['decimals', '18', false],
    ['decimals', '0', false],
    ['decimals', '-1', true],
    ['decimals', '2.5', true],
    ['totalSupply', '0', true],
    ['totalSupply', '1000000', false],
    ['totalSupply', '', true],
    ['name', '', true],
  ])('%s = %j refused: %s', (field, value, refused) => {
    const values = {
      name: 'Nova',
      symbol: 'NOVA',
      totalSupply: '1000',
      decimals: '18',
      [field]: value,
    };
    expect(field in tokenomicsProblems('INSTANT_CREATE', values)).toBe(refused);
  });

  it('an imported token needs a contract address; the body carries numbers as numbers', () => {
    const values = { tokenAddress: '0x12', symbol: 'NOVA', decimals: '6' };
    expect(tokenomicsProblems('IMPORT_DISTRIBUTE_TOKEN', values)).toHaveProperty('tokenAddress');
    const ok = { ...values, tokenAddress: alice };
    expect(tokenomicsProblems('IMPORT_DISTRIBUTE_TOKEN', ok)).toEqual({});
    expect(tokenomicsBody('IMPORT_DISTRIBUTE_TOKEN', ok)).toEqual({
      tokenAddress: alice,
      symbol: 'NOVA',
      decimals: 6,
    });
  });
});

describe('deploy status machine (§4 order ERROR … DONE)', () => {
  it('runs from STARTED up to INIT_POOL_PROCESSING; started is anything but NONE', () => {
    const running = DEPLOY_STATUSES.filter(isDeployRunning);
    expect(running).toEqual([
      'STARTED',
      'TOKEN_DEPLOYED_PROCESSING',
      'TOKEN_DEPLOYED',
      'APPROVED_USDC_PROCESSING',
      'APPROVED_USDC',
      'APPROVED_TOKEN_PROCESSING',
      'APPROVED_TOKEN',
      'INIT_POOL_PROCESSING',
    ]);
    expect(DEPLOY_STATUSES.filter((s) => !isDeployStarted(s))).toEqual(['NONE']);
    expect(isDeployStarted(null)).toBe(false);
  });

  it.each([
    [null, 'choose'],
    ['NONE', 'choose'],
    ['WALLET_CREATED', 'tokenomics'],
    ['ALLOWED_TOKEN_DEPLOY', 'deploy'],
    ['STARTED', 'running'],
    ['APPROVED_USDC', 'running'],
    ['INIT_POOL_PROCESSING', 'running'],
    ['DONE', 'done'],
    ['ERROR', 'error'],
  ])('%s → the page shows %s', (status, stage) => expect(onboardingStage(status)).toBe(stage));

  it.each([
    ['TOKEN_DEPLOYED_PROCESSING', 0, POLL_BASE_MS],
    ['TOKEN_DEPLOYED_PROCESSING', 1, 2 * POLL_BASE_MS],
    ['TOKEN_DEPLOYED_PROCESSING', 2, 4 * POLL_BASE_MS],
    ['INIT_POOL_PROCESSING', 20, POLL_MAX_MS],
    ['STARTED', 0, POLL_BASE_MS],
    ['TOKEN_DEPLOYED', 3, 8 * POLL_BASE_MS],
    ['DONE', 0, false],
    ['ERROR', 0, false],
    ['NONE', 0, false],
    ['ALLOWED_TOKEN_DEPLOY', 0, false],
    [undefined, 0, false],
  ] as const)('poll after %s seen %i times in a row: %s', (status, same, delay) =>
    expect(pollDelay(status, same)).toBe(delay),
  );
});
