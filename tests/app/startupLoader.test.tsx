import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StartupLoader } from '../../src/app/StartupLoader';
import { OperatorStateProvider, useOperatorState } from '../../src/operator';
import type { OperatorFetchers } from '../../src/operator/loadOperatorData';
import { useSettled } from '../../src/app/useSettled';
import { controlledFetchers, FLAGS_WITH_BILLING, WEB3_INSTALLED } from './support';

/** What the Gate does with the operator state: the loader until settled + 200 ms, then the page. */
function Console() {
  const state = useOperatorState();
  const settled = useSettled(state.status === 'ready');
  if (!settled) return <StartupLoader />;
  return (
    <div>
      <p>{`groups: ${[...state.installedGroups].join(',') || 'none'}`}</p>
      <p>{`plan: ${state.billingInfo?.planName ?? 'none'}`}</p>
      <button onClick={() => void state.reload('features')}>reload features</button>
    </div>
  );
}

function renderConsole(fetchers: OperatorFetchers) {
  render(
    <OperatorStateProvider
      operatorId="1001"
      role="ROLE_ADMIN"
      adminMode={false}
      canReadBilling
      fetchers={fetchers}
    >
      <Console />
    </OperatorStateProvider>,
  );
}

const loader = () => screen.queryByTestId('startup-loader');

describe('start-up loader (§2: all seven loads settled, plus 200 ms)', () => {
  beforeEach(() => {
    // Only the timers are fake: promises still resolve, so the test drives each call's answer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  const step = (fn: () => Promise<void> | void) => act(async () => void (await fn()));
  const advance = (ms: number) => step(() => void vi.advanceTimersByTime(ms));

  it('covers the screen until the second wave has settled, then 200 ms more', async () => {
    const c = controlledFetchers();
    renderConsole(c.fetchers);
    expect(loader()).toBeInTheDocument();
    // First wave: six calls at once.
    expect([...c.started].sort()).toEqual(
      ['accountInfo', 'features', 'flags', 'operatorInfo', 'progress', 'tokenInfo'].sort(),
    );

    // Second wave: each call starts as soon as what it needs is known, while others still run.
    await step(() => c.settle('flags', FLAGS_WITH_BILLING));
    expect(c.started).toContain('billingInfo');
    expect(c.isPending('features')).toBe(true);
    await step(() => c.settle('features', WEB3_INSTALLED));
    expect(c.started).toContain('web3State');

    await step(() => c.settle('accountInfo', { login: 'ops@example.com' }));
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
    // Exactly the seven loads of §2 plus account info, each once.
    expect(c.started).toHaveLength(8);
  });

  it("a page's reload('features') refreshes what the menus read, without the loader", async () => {
    const c = controlledFetchers();
    renderConsole(c.fetchers);
    await step(() => c.settle('flags', []));
    await step(() => c.settle('features', []));
    for (const name of ['accountInfo', 'operatorInfo', 'tokenInfo', 'progress'] as const) {
      await step(() => c.settle(name, {}));
    }
    await advance(200);
    expect(screen.getByText('groups: none')).toBeInTheDocument();

    await step(() => void fireEvent.click(screen.getByRole('button', { name: 'reload features' })));
    await step(() =>
      c.settle('features', [
        {
          groupName: 'MISSIONS',
          featureGroups: [{ featureFlag: 'EVENT_MISSIONS', installed: true }],
        },
      ]),
    );
    expect(loader()).toBeNull();
    expect(screen.getByText('groups: MISSIONS')).toBeInTheDocument();
  });
});
