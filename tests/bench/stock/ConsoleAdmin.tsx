import { useMemo, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  Admin,
  memoryStore,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type RaThemeOptions,
} from 'react-admin';

interface Props {
  readonly basename: string;
  readonly dataProvider: DataProvider;
  readonly queryClient: QueryClient;
  readonly authProvider?: AuthProvider;
  readonly i18nProvider: I18nProvider;
  readonly theme?: RaThemeOptions;
  readonly layout: ComponentType<{ children: ReactNode }>;
  readonly accessDenied?: ComponentType;
  readonly resources: readonly ReactElement[];
}

/** The stock part in the stand-in's place: react-admin's own `<Admin>`, same providers. */
export function ConsoleAdmin({ resources, i18nProvider, ...props }: Props) {
  const store = useMemo(() => memoryStore({ locale: i18nProvider.getLocale() }), [i18nProvider]);
  return (
    <Admin {...props} i18nProvider={i18nProvider} store={store}>
      {resources}
    </Admin>
  );
}
