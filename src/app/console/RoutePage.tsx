import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { PAGES } from '../../generated/pages';
import type { PageDef, RouteDef } from '../../model/types';
import { PageRenderer } from '../../renderers/PageRenderer';
import { PageComponentsContext } from '../../renderers/PageComponentsContext';
import { COMPONENTS_BY_NAME, PAGE_COMPONENTS } from '../pageRegistry';

/** A route's page: its registered component, or its schema definition drawn by a generic renderer. */
export function RoutePage({ route }: { route: RouteDef }) {
  const Component = route.component ? COMPONENTS_BY_NAME[route.component] : undefined;
  const def = route.page ? (PAGES as Readonly<Record<string, PageDef>>)[route.page] : undefined;
  if (!Component && !def) throw new Error(`Route ${route.name} has no page: check schema/sections`);
  return (
    <PageComponentsContext.Provider value={PAGE_COMPONENTS}>
      <Suspense fallback={<Loading />}>
        {Component ? <Component key={route.name} /> : <PageRenderer key={route.name} page={def!} />}
      </Suspense>
    </PageComponentsContext.Provider>
  );
}
