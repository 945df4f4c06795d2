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

  it('says so when the state cannot be loaded', async () => {
    const dp = { getDeployStatus: vi.fn(async () => Promise.reject(new Error('500'))) };
    const { Wrapper } = consoleWrapper({ dataProvider: dp });
    const { result } = renderHook(() => useDeployState(), { wrapper: Wrapper });
    expect(result.current).toEqual({ state: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ state: 'failed' }));
  });
});
