import type { OperatorFetchers } from '../../src/operator/loadOperatorData';

export type FetcherName = keyof OperatorFetchers;

const NAMES: readonly FetcherName[] = [
  'accountInfo',
  'operatorInfo',
  'tokenInfo',
  'flags',
  'progress',
  'features',
  'billingInfo',
  'web3State',
];

/**
 * Start-up fetchers that log each call as it starts and answer only when the test says so: order
 * and concurrency are asserted from the log, never from the clock.
 */
export function controlledFetchers() {
  const started: FetcherName[] = [];
  const pending = new Map<
    FetcherName,
    { resolve: (v: unknown) => void; reject: (e: unknown) => void }
  >();
  const fetchers = Object.fromEntries(
    NAMES.map((name) => [
      name,
      () =>
        new Promise<unknown>((resolve, reject) => {
          started.push(name);
          pending.set(name, { resolve, reject });
        }),
    ]),
  ) as unknown as OperatorFetchers;
  // Microtasks only, so tests may fake the timers: the loader's chains are a few links deep.
  const flush = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  const settle = async (name: FetcherName, value: unknown) => {
    const call = pending.get(name);
    if (!call) throw new Error(`${name} was never started`);
    pending.delete(name);
    call.resolve(value);
    await flush();
  };
  const fail = async (name: FetcherName) => {
    const call = pending.get(name);
    if (!call) throw new Error(`${name} was never started`);
    pending.delete(name);
    call.reject(new Error('500'));
    await flush();
  };
  const isPending = (name: FetcherName) => pending.has(name);
  return { started, fetchers, settle, fail, isPending };
}

export const FLAGS_WITH_BILLING = [{ id: 1, code: 'BILLING', enabled: true }];
export const WEB3_INSTALLED = [
  {
    groupName: 'WEB3_LOYALTY',
    installed: true,
    featureGroups: [{ featureFlag: 'WEB3', installed: true, locked: false }],
  },
];
