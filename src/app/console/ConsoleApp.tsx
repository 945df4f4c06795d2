import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { useConsoleData } from '../../operator/consoleDataContext';
import { AppLayout } from '../../layout/AppLayout';
import { PreloadRouteContext } from '../../renderers/shared/routePrefetch';
import { preloadRoute } from '../consoleChunks';
import { useCurrentRoute } from '../../layout/currentRoute';
import { consoleTheme } from '../../theme/theme';
import { ConsoleToasts } from './ConsoleToasts';
import { authProvider } from './authProvider';
import { i18nProvider } from './i18nProvider';
import { consoleChildren } from './resources';
import { ConsoleAdmin } from '../../overrides/app/ConsoleAdmin';

// Built once: the schema's resources and routes are static data.
const CHILDREN = consoleChildren();

/** The APP layout (its links preload a route's code with the shell's preloadRoute), plus the bridge that sends the data layer's §8 toasts to react-admin's notify. */
function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <PreloadRouteContext.Provider value={preloadRoute}>
      <AppLayout>{children}</AppLayout>
      <ConsoleToasts />
    </PreloadRouteContext.Provider>
  );
}

/**
 * react-admin asks the authProvider for the role through a query: each `usePermissions` (a list
 * row's actions, tabs) would draw once without it and again when it comes. The role is known
 * already, the same one `authProvider.getPermissions` answers: it is in that query's entry before
 * the first render.
 */
function seedPermissions(queryClient: QueryClient, role: string | null): void {
  const key = ['auth', 'getPermissions', {}];
  if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, role);
}

/**
 * react-admin's access-denied route shows the §2 "Access Forbidden" page, the one the guard
 * sends everyone else to (/403, outside any mount, so the super admin's operator view too).
 */
function AccessDenied() {
  return <Navigate to="/403" replace />;
}

/**
 * The react-admin console, loaded only once the guard has chosen an APP page. Its resources and
 * routes come from the schema (./resources.tsx). `basename` keeps react-admin's own links under
 * /operators/:id in the super admin's operator view. Mounted anew per operator in view, so no
 * cache or list state crosses operators.
 */
export default function ConsoleApp() {
  const { basename } = useCurrentRoute();
  // The one query cache and dataProvider of the operator in view, shared with the start-up loads.
  const { queryClient, dataProvider, role } = useConsoleData();
  useState(() => seedPermissions(queryClient, role));
  return (
    <ConsoleAdmin
      basename={basename}
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={consoleTheme}
      layout={ConsoleLayout}
      accessDenied={AccessDenied}
      resources={CHILDREN}
    />
  );
}
