import { useMemo } from 'react';
import { Admin, CustomRoutes, memoryStore } from 'react-admin';
import { Route } from 'react-router-dom';
import { useConsoleData } from '../../operator/ConsoleData';
import { ROUTES } from '../../generated/routes';
import { AppLayout } from '../../layout/AppLayout';
import { consoleTheme } from '../../theme/theme';
import { useCurrentRoute } from '../../layout/currentRoute';
import { consoleRouteElements, consoleRoutes } from './appRoutes';
import { authProvider } from './authProvider';
import { CurrentPage } from './CurrentPage';
import { i18nProvider } from './i18nProvider';

// Built once: the route table is static data.
const APP_ROUTES = consoleRouteElements(consoleRoutes(ROUTES));

/**
 * The react-admin console, loaded only once the guard has chosen an APP page. One custom route per
 * APP route (pages read their own path parameters); the catch-all still renders the guard's choice
 * should react-admin's matching ever differ. `basename` keeps react-admin's own links under
 * /operators/:id in the super admin's operator view. Mounted anew per operator in view, so no
 * cache or list state crosses operators.
 */
export default function ConsoleApp() {
  const { basename } = useCurrentRoute();
  const { queryClient, dataProvider } = useConsoleData();
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
        {APP_ROUTES}
        <Route path="*" element={<CurrentPage />} />
      </CustomRoutes>
    </Admin>
  );
}
