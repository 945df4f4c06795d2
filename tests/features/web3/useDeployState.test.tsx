import { renderHook, waitFor } from '@testing-library/react';
import { useDeployState } from '../../../src/features/web3/useDeployState';
import { consoleWrapper } from '../../operator/support';

describe('web3 deploy state', () => {
  it('asks the API as the page opens, even with the start-up answer cached', async () => {
    const dp = { getDeployStatus: vi.fn(async () => ({ status: 'TOKEN_DEPLOYED', type: null })) };
    const { queryClient, Wrapper } = consoleWrapper({ dataProvider: dp });
    queryClient.setQueryData(['operator', '1001', 'custody.deployStatus'], { status: 'STARTED' });
    const { result } = renderHook(() => useDeployState(), { wrapper: Wrapper });
    await waitFor(() =>
      expect(result.current).toEqual({
        state: 'ready',
        value: { status: 'TOKEN_DEPLOYED', type: null },
      }),
    );
    expect(dp.getDeployStatus).toHaveBeenCalledTimes(1);
  });

  it('says so when the state cannot be loaded, with a retry that asks again', async () => {
    // A 4xx: no retry to wait for (the back-off is web3StateFailure.test.tsx's).
    const refused = Object.assign(new Error('Forbidden'), { status: 403 });
    const dp = { getDeployStatus: vi.fn(async () => Promise.reject(refused)) };
    const { Wrapper } = consoleWrapper({ dataProvider: dp });
    const { result } = renderHook(() => useDeployState(), { wrapper: Wrapper });
    expect(result.current).toEqual({ state: 'loading' });
    await waitFor(() => expect(result.current.state).toBe('failed'));
    expect(dp.getDeployStatus).toHaveBeenCalledTimes(1);
    const failed = result.current;
    if (failed.state === 'failed') failed.retry();
    await waitFor(() => expect(dp.getDeployStatus).toHaveBeenCalledTimes(2));
  });
});
