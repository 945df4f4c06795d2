import { useMemo, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  memoryStore,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type RaThemeOptions,
} from 'react-admin';
import { ConsoleUI } from './ConsoleUI';
import { StaticResourceDefinitions } from './StaticResourceDefinitions';

interface Props {
  readonly basename: string;
  readonly dataProvider: DataProvider;
  readonly queryClient: QueryClient;
  readonly authProvider?: AuthProvider;
  readonly i18nProvider: I18nProvider;
  readonly theme?: RaThemeOptions;
  readonly layout: ComponentType<{ children: ReactNode }>;
  readonly accessDenied?: ComponentType;
  /** The schema's `<Resource>`s and custom routes (./resources.tsx). */
  readonly resources: readonly ReactElement[];
}

/**
 * react-admin's `<Admin>`, which is `<AdminContext>` around `<AdminUI>`, drawn complete in its
 * first commit and not again: the locale is in the store from the start (react-admin's
 * i18n provider otherwise draws nothing at first, and the console only a render later), the
 * resource definitions are given from the start (./StaticResourceDefinitions), and the routes are
 * read once (./ConsoleUI).
 */
export function ConsoleAdmin({
  basename,
  dataProvider,
  queryClient,
  authProvider,
  i18nProvider,
  theme,
  layout,
  accessDenied,
  resources,
}: Props) {
  const store = useMemo(() => memoryStore({ locale: i18nProvider.getLocale() }), [i18nProvider]);
  return (
    <AdminContext
      basename={basename}
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
    >
      <StaticResourceDefinitions resources={resources}>
        <ConsoleUI layout={layout} accessDenied={accessDenied} resources={resources} />
      </StaticResourceDefinitions>
    </AdminContext>
  );
}
