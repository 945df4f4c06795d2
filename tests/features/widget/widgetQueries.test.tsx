import { act, renderHook, waitFor } from '@testing-library/react';
import {
  useLanguages,
  useSaveLanguages,
  useSaveProgress,
  useSaveWidgetTheme,
  useToggleFeature,
  useWidgetTheme,
} from '../../../src/features/widget/widgetQueries';
import { consoleWrapper } from '../../operator/support';

const FEATURES_KEY = ['operator', '1001', 'features.list'];
const PROGRESS_KEY = ['operator', '1001', 'onboarding.get'];

describe('widget feature hooks (dataProvider custom methods through the query cache)', () => {
  it('installing a feature reloads the start-up features (so the menus follow)', async () => {
    const dp = { installFeature: vi.fn(async () => undefined), uninstallFeature: vi.fn() };
    const { queryClient, Wrapper } = consoleWrapper({ dataProvider: dp });
    queryClient.setQueryData(FEATURES_KEY, []);
    const { result } = renderHook(() => useToggleFeature(), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync({ feature: 'TAP_2_EARN', install: true }));
    expect(dp.installFeature).toHaveBeenCalledWith('TAP_2_EARN');
    expect(dp.uninstallFeature).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(FEATURES_KEY)?.isInvalidated).toBe(true);
  });

  it('a failed install leaves the features as they were', async () => {
    const dp = { installFeature: vi.fn(async () => Promise.reject(new Error('403'))) };
    const { queryClient, Wrapper } = consoleWrapper({ dataProvider: dp });
    queryClient.setQueryData(FEATURES_KEY, []);
    const { result } = renderHook(() => useToggleFeature(), { wrapper: Wrapper });
    await act(() =>
      result.current.mutateAsync({ feature: 'TAP_2_EARN', install: true }).catch(() => undefined),
    );
    expect(queryClient.getQueryState(FEATURES_KEY)?.isInvalidated).toBe(false);
  });

  it('saving a step sends partial progress and reloads the start-up progress', async () => {
    const dp = { updateOnboardingProgress: vi.fn(async () => ({})) };
    const { queryClient, Wrapper } = consoleWrapper({ dataProvider: dp });
    queryClient.setQueryData(PROGRESS_KEY, {});
    const { result } = renderHook(() => useSaveProgress(), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync({ step: 'goLiveSettings', done: true }));
    expect(dp.updateOnboardingProgress).toHaveBeenCalledWith({ goLiveSettings: true });
    expect(queryClient.getQueryState(PROGRESS_KEY)?.isInvalidated).toBe(true);
  });

  it.each([
    ['codes', ['en', 'de'], { languages: ['de'] }, ['en', 'de']],
    [
      '{code, name} objects',
      [{ code: 'en', name: 'English' }, { code: 'de' }],
      [{ code: 'de', name: 'German' }],
      ['English', 'de'],
    ],
  ])('reads the languages given as %s', async (_, all, chosen, names) => {
    const dp = {
      getAllLanguages: vi.fn(async () => all),
      getLanguages: vi.fn(async () => chosen),
    };
    const { Wrapper } = consoleWrapper({ dataProvider: dp });
    const { result } = renderHook(() => useLanguages(), { wrapper: Wrapper });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current?.all.map((l) => l.code)).toEqual(['en', 'de']);
    expect(result.current?.all.map((l) => l.name)).toEqual(names);
    expect(result.current?.chosen).toEqual(['de']);
  });

  it('offers no languages when either list fails to load', async () => {
    const dp = {
      getAllLanguages: vi.fn(async () => ['en']),
      getLanguages: vi.fn(async () => Promise.reject(new Error('500'))),
    };
    const { Wrapper } = consoleWrapper({ dataProvider: dp });
    const { result } = renderHook(() => useLanguages(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current).toEqual({ all: [], chosen: [] }));
  });

  it('saves the languages as {languages: codes} and reads them again', async () => {
    const dp = {
      updateLanguages: vi.fn(async () => ({})),
      getLanguages: vi.fn(async () => ['en']),
    };
    const { queryClient, Wrapper } = consoleWrapper({ dataProvider: dp });
    queryClient.setQueryData(['operator', '1001', 'languages.get'], ['en']);
    const { result } = renderHook(() => useSaveLanguages(), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync(['en', 'fr']));
    expect(dp.updateLanguages).toHaveBeenCalledWith({ languages: ['en', 'fr'] });
    expect(queryClient.getQueryState(['operator', '1001', 'languages.get'])?.isInvalidated).toBe(
      true,
    );
  });

  it('the theme loads (empty on failure) and a save becomes what the cache holds', async () => {
    const saved = { primaryColor: '#000', extra: 1 };
    const dp = {
      getWidgetTheme: vi.fn(async () => Promise.reject(new Error('500'))),
      updateWidgetTheme: vi.fn(async () => saved),
    };
    const { queryClient, Wrapper } = consoleWrapper({ dataProvider: dp });
    const load = renderHook(() => useWidgetTheme(), { wrapper: Wrapper });
    await waitFor(() => expect(load.result.current).toEqual({}));
    const save = renderHook(() => useSaveWidgetTheme(), { wrapper: Wrapper });
    await act(() => save.result.current.mutateAsync(saved));
    expect(dp.updateWidgetTheme).toHaveBeenCalledWith(saved);
    expect(queryClient.getQueryData(['operator', '1001', 'widgetTheme.get'])).toEqual(saved);
  });
});
