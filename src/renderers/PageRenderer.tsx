import type { ComponentType } from 'react';
import type { PageDef } from '../model/types';
import { PageComponentsContext } from './shared/PageComponentsContext';
import { FormRenderer } from './form/FormRenderer';
import { ListRenderer } from './list/ListRenderer';
import { SettingsRenderer } from './settings/SettingsRenderer';
import { ShowRenderer } from './show/ShowRenderer';
import { TabsRenderer } from './tabs/TabsRenderer';
import { DashboardRenderer } from './dashboard/lazy';

const renderPage = (page: PageDef) => <PageRenderer page={page} />;

/**
 * Draws a schema-declared page with the generic renderer of its kind. `component` pages never come
 * here: their generated module re-exports the hand-written component directly.
 */
export function PageRenderer({
  page,
  components,
}: {
  page: PageDef;
  components?: Readonly<Record<string, ComponentType>>;
}) {
  if (components) {
    return (
      <PageComponentsContext.Provider value={components}>
        <PageRenderer page={page} />
      </PageComponentsContext.Provider>
    );
  }
  switch (page.kind) {
    case 'list':
      return <ListRenderer page={page} />;
    case 'show':
      return <ShowRenderer page={page} />;
    case 'create':
    case 'edit':
      return <FormRenderer page={page} />;
    case 'settings':
      return <SettingsRenderer page={page} />;
    case 'tabs':
      return <TabsRenderer page={page} renderPage={renderPage} />;
    case 'dashboard':
      return <DashboardRenderer page={page} />;
    case 'component':
      // A schema mistake the generator should have caught; say so rather than draw a blank page.
      throw new Error(
        `PageRenderer: component page '${page.component}' must be rendered by its own module`,
      );
  }
}

export default PageRenderer;
