import { useMemo } from 'react';
import { Admin, CustomRoutes, memoryStore } from 'react-admin';
import { Route } from 'react-router-dom';
import { createDataProvider } from '../../data/dataProvider';
import { createQueryClient } from '../../data/queryClient';
import { AppLayout } from '../../layout/AppLayout';
import { consoleTheme } from '../../theme/theme';
import { useCurrentRoute } from '../currentRoute';
import { authProvider } from './authProvider';
import { CurrentPage } from './CurrentPage';
import { i18nProvider } from './i18nProvider';

/**
 * The react-admin console, loaded only once the guard has chosen an APP page. The guard already
 * routed, so react-admin renders the chosen page for any path under its mount; `basename` keeps
 * react-admin's own links under /operators/:id in the super admin's operator view. Mounted anew
 * per operator in view, so no cache or list state crosses operators.
 */
export default function ConsoleApp() {
  const { basename } = useCurrentRoute();
  const queryClient = useMemo(() => createQueryClient(), []);
  const dataProvider = useMemo(() => createDataProvider(), []);
  const store = useMemo(() => memoryStore(), []);
  return (
    <Admin
      basename={basename}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      theme={consoleTheme}
      layout={AppLayout}
      disableTelemetry
    >
      <CustomRoutes>
        <Route path="*" element={<CurrentPage />} />
      </CustomRoutes>
    </Admin>
  );
}
