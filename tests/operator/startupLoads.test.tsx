import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useLoading } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StartupLoader } from '../../src/app/StartupLoader';
import { useSettled } from '../../src/app/useSettled';
import {
  useAccountLogin,
  useBillingInfo,
  useOperatorState,
  useStartupStatus,
} from '../../src/operator';
import type { BillingInfo, OperatorState, StartupStatus } from '../../src/operator';
import { useInvalidateOperator } from '../../src/operator/useOperatorCalls';
import { STARTUP_LOADS, type StartupLoad } from '../../src/operator/startupLoads';
import {
  controlledStartup,
  FLAGS_WITH_BILLING,
  notifyOnMicrotasks,
  renderWithConsoleData,
  WEB3_INSTALLED,
} from './support';

const FIRST_WAVE = ['features', 'flags', 'operatorInfo', 'progress', 'tokenInfo'];
const SECOND_WAVE = ['accountInfo', 'billingInfo', 'web3State'];

/** What the console reads of the start-up: the operator's state, the loads' status, billing info. */
type Seen = OperatorState & StartupStatus & { readonly billingInfo: BillingInfo | null };

const seen: Seen[] = [];
function Probe() {
  const operator = useOperatorState();
  const startup = useStartupStatus();
  const billingInfo = useBillingInfo();
  useEffect(
    () => void seen.push({ ...operator, ...startup, billingInfo }),
    [operator, startup, billingInfo],
  );
  return null;
}
const state = () => {
  const last = seen.at(-1);
  if (!last) throw new Error('no state yet');
  return last;
};

const step = (fn: () => Promise<void> | void) => act(async () => void (await fn()));

beforeEach(() => {
  seen.length = 0;
  notifyOnMicrotasks();
});

describe('start-up loads (§2): two waves at most, never a chain', () => {
  it('starts operator, token, flags, progress and features at once, nothing else', async () => {
    const c = controlledStartup();
    renderWithConsoleData(<Probe />, { dataProvider: c.dataProvider });
    await step(() => undefined);
    expect([...c.started].sort()).toEqual(FIRST_WAVE);
    expect(state().status).toBe('loading');
  });

  it('starts billing info the moment the flags allow it, before the other first-wave calls end', async () => {
    const c = controlledStartup();
    renderWithConsoleData(<Probe />, { dataProvider: c.dataProvider });
    await step(() => c.settle('flags', FLAGS_WITH_BILLING));
    expect(c.started).toContain('billingInfo');
    expect(c.started).not.toContain('web3State');
    expect(c.isPending('features')).toBe(true);
  });

  it('starts web3 state the moment the features show the web3 group installed', async () => {
    const c = controlledStartup();
    renderWithConsoleData(<Probe />, { dataProvider: c.dataProvider });
    await step(() => c.settle('features', WEB3_INSTALLED));
    expect(c.started).toContain('web3State');
    expect(c.started).not.toContain('billingInfo');
  });

  it.each([
    ['without billing read permission', false, FLAGS_WITH_BILLING],
    ['with the BILLING flag off', true, [{ id: 1, code: 'BILLING', enabled: false }]],
  ])('never loads billing info %s (§6)', async (_, canReadBilling, flags) => {
    const c = controlledStartup();
    renderWithConsoleData(<Probe />, { dataProvider: c.dataProvider, canReadBilling });
    await step(() => c.settle('flags', flags));
    expect(c.started).not.toContain('billingInfo');
  });

  it('settles with every part, leaving failed loads empty instead of failing the console (§8)', async () => {
    const c = controlledStartup();
    renderWithConsoleData(<Probe />, { dataProvider: c.dataProvider });
    await step(() => c.settle('flags', FLAGS_WITH_BILLING));
    await step(() => c.settle('features', WEB3_INSTALLED));
    await step(() => c.fail('operatorInfo'));
    await step(() => c.settle('tokenInfo', { internalCurrencyName: 'Gems' }));
    await step(() => c.settle('progress', { authSettings: true }));
    await step(() => c.settle('billingInfo', { planName: 'Pro', planPrice: 99, status: 'ACTIVE' }));
    expect(state().status).toBe('loading');
    await step(() => c.settle('web3State', { status: 'STARTED' }));
    const s = state();
    expect(s.status).toBe('ready');
    expect(s.operatorInfo).toBeNull();
    expect(s.internalCurrencyName).toBe('Gems');
    expect(s.billingInfo?.planName).toBe('Pro');
    expect(s.web3Status).toBe('STARTED');
    expect([...s.installedGroups]).toEqual(['WEB3_LOYALTY']);
    expect([...s.flags]).toEqual(['BILLING']);
    // A failed load is not retried: the seven loads of §2 and account info, each once.
    expect([...c.started].sort()).toEqual([...new Set([...FIRST_WAVE, ...SECOND_WAVE])].sort());
  });

  it('is "drawing" once only billing info is on its way: the first wave’s data, no billing info yet', async () => {
    const c = controlledStartup();
    renderWithConsoleData(<Probe />, { dataProvider: c.dataProvider });
    await step(() => c.settle('flags', FLAGS_WITH_BILLING));
    await step(() => c.settle('features', []));
    for (const load of ['operatorInfo', 'progress'] as const) await step(() => c.settle(load, {}));
    expect(state().status).toBe('loading');
    await step(() => c.settle('tokenInfo', { internalCurrencyName: 'Gems' }));
    expect(state().status).toBe('drawing');
    expect(state().internalCurrencyName).toBe('Gems');
    expect([...state().flags]).toEqual(['BILLING']);
    expect(state().billingInfo).toBeNull();
    expect(state().settledAt).toBeNull();

    await step(() => c.settle('billingInfo', { planName: 'Pro', planPrice: 99, status: 'ACTIVE' }));
    expect(state().status).toBe('ready');
    expect(state().billingInfo?.planName).toBe('Pro');
    expect(state().settledAt).toEqual(expect.any(Number));
  });

  it('billing info’s answer, the last of the start-up, redraws the loader and billing only', async () => {
    const c = controlledStartup();
    const draws = { operator: 0, billing: 0 };
    // An effect without dependencies runs after each render of its component.
    function OperatorReader() {
      useOperatorState();
      useEffect(() => void (draws.operator += 1));
      return null;
    }
    function BillingReader() {
      useBillingInfo();
      useEffect(() => void (draws.billing += 1));
      return null;
    }
    renderWithConsoleData(
      <>
        <Probe />
        <OperatorReader />
        <BillingReader />
      </>,
      { dataProvider: c.dataProvider },
    );
    await step(() => c.settle('flags', FLAGS_WITH_BILLING));
    await step(() => c.settle('features', []));
    for (const load of ['operatorInfo', 'progress', 'tokenInfo'] as const)
      await step(() => c.settle(load, {}));
    expect(state().status).toBe('drawing');
    const before = { ...draws };
    const operatorBefore = seen.at(-1);

    await step(() => c.settle('billingInfo', { planName: 'Pro', planPrice: 99, status: 'ACTIVE' }));
    expect(state().status).toBe('ready');
    expect(state().billingInfo?.planName).toBe('Pro');
    expect(draws.operator).toBe(before.operator);
    expect(draws.billing).toBeGreaterThan(before.billing);
    expect(state().reload).toBe(operatorBefore?.reload);
  });

  it('stays "loading" while web3 state travels: it feeds the gates the guard judges', async () => {
    const c = controlledStartup();
    renderWithConsoleData(<Probe />, { dataProvider: c.dataProvider });
    await step(() => c.settle('flags', FLAGS_WITH_BILLING));
    await step(() => c.settle('features', WEB3_INSTALLED));
    for (const load of ['operatorInfo', 'tokenInfo', 'progress'] as const)
      await step(() => c.settle(load, {}));
    expect(state().status).toBe('loading');
    await step(() => c.settle('web3State', { status: 'STARTED' }));
    expect(state().status).toBe('drawing');
    expect(state().web3Status).toBe('STARTED');
  });

  it('the loads run in the operator’s query cache, keyed by operator and endpoint', async () => {
    const c = controlledStartup();
    const { value } = renderWithConsoleData(<Probe />, {
      dataProvider: c.dataProvider,
      operatorId: '42',
    });
    await step(() => c.settle('flags', []));
    expect(value.queryClient.getQueryData(['operator', '42', 'operator.featureFlags'])).toEqual([]);
  });

  it('asks for account info once the operator’s answer frees a connection; the loader does not wait for it, and its answer redraws the login’s readers only', async () => {
    const c = controlledStartup();
    let operatorDraws = 0;
    const logins: (string | null)[] = [];
    function OperatorReader() {
      useOperatorState();
      useEffect(() => void (operatorDraws += 1));
      return null;
    }
    function LoginReader() {
      const login = useAccountLogin();
      useEffect(() => void logins.push(login), [login]);
      return null;
    }
    renderWithConsoleData(
      <>
        <Probe />
        <OperatorReader />
        <LoginReader />
      </>,
      { dataProvider: c.dataProvider },
    );
    await step(() => c.settle('flags', []));
    await step(() => c.settle('features', []));
    expect(c.started).not.toContain('accountInfo');
    await step(() => c.settle('operatorInfo', {}));
    expect(c.started.at(-1)).toBe('accountInfo');
    for (const load of ['tokenInfo', 'progress'] as const) await step(() => c.settle(load, {}));
    expect(state().status).toBe('ready');
    expect(c.isPending('accountInfo')).toBe(true);

    const before = operatorDraws;
    await step(() => c.settle('accountInfo', { login: 'ops@example.com', role: 'ROLE_ADMIN' }));
    expect(logins).toEqual([null, 'ops@example.com']);
    expect(operatorDraws).toBe(before);
    expect(state().status).toBe('ready');
  });

  it('asks for account info even when the operator’s load failed', async () => {
    const c = controlledStartup();
    renderWithConsoleData(<Probe />, { dataProvider: c.dataProvider });
    await step(() => c.fail('operatorInfo'));
    expect(c.started).toContain('accountInfo');
  });

  it('loads nothing without an operator (the super admin’s own pages)', async () => {
    const c = controlledStartup();
    renderWithConsoleData(<Probe />, { dataProvider: c.dataProvider, operatorId: null });
    await step(() => undefined);
    expect(c.started).toEqual([]);
    expect(state().status).toBe('ready');
  });
});

/** What the Gate does with the operator state: the loader until settled + 200 ms, then the page. */
function Console() {
  const s = useOperatorState();
  const billingInfo = useBillingInfo();
  const settled = useSettled(useStartupStatus().status === 'ready');
  const invalidate = useInvalidateOperator();
  if (!settled) return <StartupLoader />;
  return (
    <div>
      <p>{`groups: ${[...s.installedGroups].join(',') || 'none'}`}</p>
      <p>{`plan: ${billingInfo?.planName ?? 'none'}`}</p>
      <p>{`web3: ${s.web3Status ?? 'none'}`}</p>
      <button onClick={() => void invalidate('features')}>reload features</button>
      <button onClick={() => void s.reload('flags')}>reload flags</button>
    </div>
  );
}

const loader = () => screen.queryByTestId('startup-loader');

describe('start-up loader (§2: all seven loads settled, plus 200 ms)', () => {
  beforeEach(() => {
    // Only the timers are fake: promises still resolve, so the test drives each call's answer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) => step(() => void vi.advanceTimersByTime(ms));

  async function settleFirstWave(c: ReturnType<typeof controlledStartup>) {
    for (const load of ['operatorInfo', 'tokenInfo', 'progress'] as const) {
      await step(() => c.settle(load, {}));
    }
  }

  it('covers the screen until the second wave has settled, then 200 ms more', async () => {
    const c = controlledStartup();
    renderWithConsoleData(<Console />, { dataProvider: c.dataProvider });
    expect(loader()).toBeInTheDocument();

    await step(() => c.settle('flags', FLAGS_WITH_BILLING));
    await step(() => c.settle('features', WEB3_INSTALLED));
    await step(() => c.fail('operatorInfo'));
    await step(() => c.settle('tokenInfo', { internalCurrencyName: null }));
    await step(() => c.settle('progress', { authSettings: true }));
    await advance(5000);
    expect(loader()).toBeInTheDocument();

    await step(() => c.settle('billingInfo', { planName: 'Pro', planPrice: 99, status: 'ACTIVE' }));
    await step(() => c.settle('web3State', { status: 'NONE' }));
    await advance(199);
    expect(loader()).toBeInTheDocument();
    await advance(1);
    expect(loader()).toBeNull();
    expect(screen.getByText('plan: Pro')).toBeInTheDocument();
    expect(screen.getByText('groups: WEB3_LOYALTY')).toBeInTheDocument();
  });

  it('has every start-up call on its way before it leaves, so answered in time none keeps react-admin’s loading indicator spinning over the first screen', async () => {
    const c = controlledStartup();
    const loading: boolean[] = [];
    // What react-admin's LoadingIndicator reads: any call of the query cache in flight.
    function Indicator() {
      const busy = useLoading();
      useEffect(() => void loading.push(busy), [busy]);
      return null;
    }
    renderWithConsoleData(
      <>
        <Console />
        <Indicator />
      </>,
      { dataProvider: c.dataProvider },
    );
    const answers: Partial<Record<StartupLoad, unknown>> = {
      flags: FLAGS_WITH_BILLING,
      features: WEB3_INSTALLED,
      billingInfo: { planName: 'Pro', planPrice: 99, status: 'ACTIVE' },
      web3State: { status: 'STARTED' },
      accountInfo: { login: 'ops@example.com', role: 'ROLE_ADMIN' },
    };
    // Each call answered as soon as it is made, within the loader's 200 ms.
    const loads = Object.keys(STARTUP_LOADS) as StartupLoad[];
    while (loads.some((load) => c.isPending(load)))
      for (const load of loads)
        if (c.isPending(load)) await step(() => c.settle(load, answers[load] ?? {}));
    expect([...c.started].sort()).toEqual([...loads].sort());
    expect(loader()).toBeInTheDocument();

    await advance(200);
    expect(loader()).toBeNull();
    expect([...c.started].sort()).toEqual([...loads].sort());
    expect(loading.at(-1)).toBe(false);
  });

  it('a reload of the features is an invalidation: they load again, then web3 state, no loader', async () => {
    const c = controlledStartup();
    renderWithConsoleData(<Console />, { dataProvider: c.dataProvider });
    await step(() => c.settle('flags', []));
    await step(() => c.settle('features', []));
    await settleFirstWave(c);
    await advance(200);
    expect(screen.getByText('groups: none')).toBeInTheDocument();
    c.started.length = 0;

    await step(() => void fireEvent.click(screen.getByRole('button', { name: 'reload features' })));
    expect(c.started).toEqual(['features']);
    await step(() => c.settle('features', WEB3_INSTALLED));
    expect(c.started).toEqual(['features', 'web3State']);
    await step(() => c.settle('web3State', { status: 'STARTED' }));
    expect(loader()).toBeNull();
    expect(screen.getByText('groups: WEB3_LOYALTY')).toBeInTheDocument();
    expect(screen.getByText('web3: STARTED')).toBeInTheDocument();
  });

  it('once settled, stays settled: a failed load asked again never brings the loader back', async () => {
    const c = controlledStartup();
    renderWithConsoleData(<Console />, { dataProvider: c.dataProvider });
    await step(() => c.settle('flags', []));
    await step(() => c.fail('features'));
    await settleFirstWave(c);
    await advance(200);
    expect(screen.getByText('groups: none')).toBeInTheDocument();
    c.started.length = 0;

    // No answer yet, so the query is pending again while it travels.
    await step(() => void fireEvent.click(screen.getByRole('button', { name: 'reload features' })));
    expect(c.started).toEqual(['features']);
    expect(loader()).toBeNull();
    await step(() => c.fail('features'));
    expect(loader()).toBeNull();
    expect(screen.getByText('groups: none')).toBeInTheDocument();
  });

  it('a reload of the flags refreshes billing info with them', async () => {
    const c = controlledStartup();
    renderWithConsoleData(<Console />, { dataProvider: c.dataProvider });
    await step(() => c.settle('flags', FLAGS_WITH_BILLING));
    await step(() => c.settle('features', []));
    await step(() => c.settle('billingInfo', { planName: 'Free', planPrice: 0, status: 'ACTIVE' }));
    await settleFirstWave(c);
    await advance(200);
    expect(screen.getByText('plan: Free')).toBeInTheDocument();
    c.started.length = 0;

    await step(() => void fireEvent.click(screen.getByRole('button', { name: 'reload flags' })));
    expect([...c.started].sort()).toEqual(['billingInfo', 'flags']);
    await step(() => c.settle('flags', FLAGS_WITH_BILLING));
    await step(() => c.settle('billingInfo', { planName: 'Pro', planPrice: 99, status: 'ACTIVE' }));
    expect(screen.getByText('plan: Pro')).toBeInTheDocument();
    expect(loader()).toBeNull();
  });
});
