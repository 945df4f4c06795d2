import { evaluateGate, isSetupFinished, type GateState } from '../../src/access';
import type { Gate } from '../../src/model/types';

const state = (over: Partial<GateState> = {}): GateState => ({
  installedFeatures: new Set(),
  installedGroups: new Set(),
  flags: new Set(),
  web3Status: null,
  internalCurrencyName: null,
  ...over,
});

describe('evaluateGate (§2 side-menu visibility by feature, §4)', () => {
  it.each<[string, Gate | undefined, GateState, boolean]>([
    ['no gate', undefined, state(), true],
    [
      'feature installed',
      { feature: 'EVENT_MISSIONS' },
      state({ installedFeatures: new Set(['EVENT_MISSIONS']) }),
      true,
    ],
    [
      'feature missing',
      { feature: 'EVENT_MISSIONS' },
      state({ installedFeatures: new Set(['MODERATION_MISSIONS']) }),
      false,
    ],
    [
      'group reported installed',
      { featureGroup: 'MISSIONS' },
      state({ installedGroups: new Set(['MISSIONS']) }),
      true,
    ],
    // §4: a group counts as installed if any of its features is installed.
    [
      'group installed through one feature',
      { featureGroup: 'REWARDS' },
      state({ installedFeatures: new Set(['PROMO_REWARDS']) }),
      true,
    ],
    [
      'group with none of its features',
      { featureGroup: 'REWARDS' },
      state({ installedFeatures: new Set(['TAP_2_EARN']) }),
      false,
    ],
    ['flag on', { flag: 'BILLING' }, state({ flags: new Set(['BILLING']) }), true],
    ['flag off', { flag: 'BILLING' }, state({ flags: new Set(['WEB3']) }), false],
    ['web3 started: no state yet', { web3: 'started' }, state({ web3Status: null }), false],
    ['web3 started: NONE', { web3: 'started' }, state({ web3Status: 'NONE' }), false],
    [
      'web3 started: WALLET_CREATED',
      { web3: 'started' },
      state({ web3Status: 'WALLET_CREATED' }),
      true,
    ],
    ['web3 started: STARTED', { web3: 'started' }, state({ web3Status: 'STARTED' }), true],
    ['web3 started: DONE', { web3: 'started' }, state({ web3Status: 'DONE' }), true],
    ['web3 finished: STARTED', { web3: 'finished' }, state({ web3Status: 'STARTED' }), false],
    [
      'web3 finished: INIT_POOL_PROCESSING',
      { web3: 'finished' },
      state({ web3Status: 'INIT_POOL_PROCESSING' }),
      false,
    ],
    ['web3 finished: DONE', { web3: 'finished' }, state({ web3Status: 'DONE' }), true],
    [
      'no internal currency: none',
      { noInternalCurrency: true },
      state({ internalCurrencyName: null }),
      true,
    ],
    [
      'no internal currency: blank name',
      { noInternalCurrency: true },
      state({ internalCurrencyName: ' ' }),
      true,
    ],
    [
      'no internal currency: named',
      { noInternalCurrency: true },
      state({ internalCurrencyName: 'Gems' }),
      false,
    ],
    [
      'every key must hold (one fails)',
      { featureGroup: 'REWARDS', noInternalCurrency: true },
      state({ installedGroups: new Set(['REWARDS']), internalCurrencyName: 'Gems' }),
      false,
    ],
    [
      'every key must hold (all hold)',
      { featureGroup: 'WEB3_LOYALTY', web3: 'finished' },
      state({ installedFeatures: new Set(['WEB3']), web3Status: 'DONE' }),
      true,
    ],
  ])('%s → %s', (_label, gate, s, expected) => {
    expect(evaluateGate(gate, s)).toBe(expected);
  });
});

describe('isSetupFinished (§3 onboarding progress, §4 basic setup)', () => {
  const all = { authSettings: true, uiSettings: true, langSettings: true, goLiveSettings: true };
  const moderation = new Set(['MODERATION_MISSIONS']);
  const none = new Set<string>();

  it.each<[string, Record<string, boolean> | null, ReadonlySet<string>, boolean]>([
    ['the four always-counted flags true, no moderation missions', all, none, true],
    [
      'missionsSettings false does not count without moderation missions',
      { ...all, missionsSettings: false },
      none,
      true,
    ],
    [
      'missionsSettings false counts with moderation missions',
      { ...all, missionsSettings: false },
      moderation,
      false,
    ],
    ['missionsSettings missing counts with moderation missions', all, moderation, false],
    [
      'all five true with moderation missions',
      { ...all, missionsSettings: true },
      moderation,
      true,
    ],
    [
      'other mission features do not bring missionsSettings in',
      all,
      new Set(['EVENT_MISSIONS']),
      true,
    ],
    ['authSettings false', { ...all, authSettings: false }, none, false],
    ['uiSettings false', { ...all, uiSettings: false }, none, false],
    ['langSettings false', { ...all, langSettings: false }, none, false],
    [
      'goLiveSettings missing',
      { authSettings: true, uiSettings: true, langSettings: true },
      none,
      false,
    ],
    ['progress not loaded', null, none, false],
  ])('%s → %s', (_label, progress, installed, expected) => {
    expect(isSetupFinished(progress, installed)).toBe(expected);
  });
});
