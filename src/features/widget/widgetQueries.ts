import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgressFlag, WidgetTheme } from '../../data/answers';
import { useInvalidateOperator, useOperatorCalls } from '../../operator/useOperatorCalls';

/** Install or uninstall a widget feature; the start-up features reload, so menus follow at once. */
export function useToggleFeature() {
  const { dataProvider } = useOperatorCalls();
  const invalidate = useInvalidateOperator();
  return useMutation({
    mutationFn: ({ feature, install }: { feature: string; install: boolean }) =>
      install ? dataProvider.installFeature(feature) : dataProvider.uninstallFeature(feature),
    // Not awaited: the page is free again once the change is saved; the reload follows.
    onSuccess: () => void invalidate('features'),
  });
}

/** Save one onboarding step (partial progress); the start-up progress reloads, so the home follows. */
export function useSaveProgress() {
  const { dataProvider } = useOperatorCalls();
  const invalidate = useInvalidateOperator();
  return useMutation({
    mutationFn: ({ step, done }: { step: ProgressFlag; done: boolean }) =>
      dataProvider.updateOnboardingProgress({ [step]: done }),
    onSuccess: () => void invalidate('progress'),
  });
}

/** A language as the page offers it. */
interface Choice {
  readonly code: string;
  readonly name: string;
}

/** The API may list languages as codes or as {code, name}; the page needs both strings. */
function toLanguage(value: unknown): Choice | undefined {
  if (typeof value === 'string') return { code: value, name: value };
  if (value && typeof value === 'object') {
    const { code, name } = value as { code?: unknown; name?: unknown };
    if (typeof code === 'string') return { code, name: typeof name === 'string' ? name : code };
  }
  return undefined;
}

/** A list as an array or as `{languages: [...]}`. */
function toLanguageList(value: unknown): Choice[] {
  const list = Array.isArray(value)
    ? (value as unknown[])
    : value &&
        typeof value === 'object' &&
        Array.isArray((value as { languages?: unknown }).languages)
      ? (value as { languages: unknown[] }).languages
      : [];
  return list.map(toLanguage).filter((l): l is Choice => Boolean(l));
}

/**
 * Every language the API knows and the operator's choice. A failed load offers nothing to choose
 * (the data layer toasted it).
 */
export function useLanguages() {
  const { dataProvider, key } = useOperatorCalls();
  const all = useQuery({
    queryKey: key('languages.all'),
    queryFn: ({ signal }) => dataProvider.getAllLanguages({ signal }),
    select: toLanguageList,
    retry: false,
  });
  const chosen = useQuery({
    queryKey: key('languages.get'),
    queryFn: ({ signal }) => dataProvider.getLanguages({ signal }),
    select: (value: unknown) => toLanguageList(value).map((l) => l.code),
    retry: false,
  });
  if (all.isPending || chosen.isPending) return null;
  if (all.isError || chosen.isError) return { all: [], chosen: [] };
  return { all: all.data, chosen: chosen.data };
}

export function useSaveLanguages() {
  const { dataProvider, key } = useOperatorCalls();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codes: readonly string[]) =>
      dataProvider.updateLanguages({ languages: [...codes] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key('languages.get') }),
  });
}

/** The widget theme; a failed load starts from an empty one (the data layer toasted it). */
export function useWidgetTheme(): WidgetTheme | null {
  const { dataProvider, key } = useOperatorCalls();
  const theme = useQuery({
    queryKey: key('widgetTheme.get'),
    queryFn: async ({ signal }) => (await dataProvider.getWidgetTheme({ signal })) ?? {},
    retry: false,
  });
  if (theme.isPending) return null;
  return theme.isError ? {} : theme.data;
}

export function useSaveWidgetTheme() {
  const { dataProvider, key } = useOperatorCalls();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (theme: WidgetTheme) => dataProvider.updateWidgetTheme(theme),
    onSuccess: (_, theme) => queryClient.setQueryData(key('widgetTheme.get'), theme),
  });
}

/**
 * The balances file's status while the dialog is open; asked again at each opening, so no stale
 * status shows meanwhile. A failure is only logged (§8) and reads as still generating.
 */
export function useBalancesFileStatus(open: boolean): 'PENDING' | 'DONE' | null {
  const { dataProvider, key } = useOperatorCalls();
  const settings = useQuery({
    queryKey: key('prizePool.settings'),
    queryFn: async ({ signal }) => {
      try {
        return await dataProvider.getPrizePoolSettings({ signal });
      } catch (error) {
        console.warn('Prize-pool settings failed', error);
        return { csvReportGenerationStatus: 'PENDING' };
      }
    },
    enabled: open,
    gcTime: 0,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  if (!open || settings.isPending || settings.isFetching) return null;
  return settings.data?.csvReportGenerationStatus === 'DONE' ? 'DONE' : 'PENDING';
}

export function useDownloadBalances() {
  const { dataProvider } = useOperatorCalls();
  return useMutation({ mutationFn: () => dataProvider.downloadBalances() });
}
