import { renderHook, waitFor } from '@testing-library/react';
import { useDashboard } from '../../../src/features/dashboard/useDashboard';
import { consoleWrapper } from '../../operator/support';

describe('dashboard figures', () => {
  it.each([
    ['summary', 'getDashboardSummary'],
    ['missionsInsights', 'getMissionsInsights'],
    ['rewardsInsights', 'getRewardsInsights'],
  ] as const)('%s asks %s with the period as from/to values', async (which, method) => {
    const dp = { [method]: vi.fn(async () => ({ users: 3 })) };
    const { Wrapper } = consoleWrapper({ dataProvider: dp });
    const range = { from: '2026-10-01', to: '2026-10-31' };
    const { result } = renderHook(() => useDashboard(which, range), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ users: 3 }));
    expect(dp[method]).toHaveBeenCalledWith(range, expect.objectContaining({}));
  });

  it('another period is another query: the old figures are not shown for it', async () => {
    const dp = {
      getDashboardSummary: vi.fn(async (r: { from: string }) => ({ from: r.from })),
    };
    const { Wrapper } = consoleWrapper({ dataProvider: dp });
    const { result, rerender } = renderHook(
      ({ from }: { from: string }) => useDashboard('summary', { from, to: '2026-10-31' }),
      { wrapper: Wrapper, initialProps: { from: '2026-10-01' } },
    );
    await waitFor(() => expect(result.current.data).toEqual({ from: '2026-10-01' }));
    rerender({ from: '2026-10-15' });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual({ from: '2026-10-15' }));
  });
});
