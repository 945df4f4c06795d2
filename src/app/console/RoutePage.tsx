import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { PAGES } from '../../generated/pages';
import type { PageDef, RouteDef } from '../../model/types';
import { PageRenderer } from '../../renderers/PageRenderer';
import { PageComponentsContext } from '../../renderers/shared/PageComponentsContext';
import { PageSectionContext } from '../../renderers/shared/readOnlyForm';
import { COMPONENTS_BY_NAME, PAGE_COMPONENTS } from '../pageRegistry';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { PageError } from '../../ui/PageError';

/**
 * A route's page: its registered component, or its schema definition drawn by a generic renderer.
 * A crash stays inside the page (its error boundary); the layout, menus and session go on.
 */
export function RoutePage({ route }: { route: RouteDef }) {
  const { pathname } = useLocation();
  const Component = route.component ? COMPONENTS_BY_NAME[route.component] : undefined;
  const def = route.page ? (PAGES as Readonly<Record<string, PageDef>>)[route.page] : undefined;
  if (!Component && !def) throw new Error(`Route ${route.name} has no page: check schema/sections`);
  return (
    <PageComponentsContext.Provider value={PAGE_COMPONENTS}>
      <PageSectionContext.Provider value={route.section}>
        <ErrorBoundary resetKey={pathname} fallback={(props) => <PageError {...props} />}>
          <Suspense fallback={<Loading />}>
            {Component ? (
              <Component key={route.name} />
            ) : (
              <PageRenderer key={route.name} page={def!} />
            )}
          </Suspense>
        </ErrorBoundary>
      </PageSectionContext.Provider>
    </PageComponentsContext.Provider>
  );
}
