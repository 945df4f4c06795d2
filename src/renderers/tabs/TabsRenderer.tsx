import { useContext, useId, type ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { canAccess } from '../../access';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { EmbeddedPageContext, type TabsPage } from '../shared/pageKinds';
import { translate } from '../../i18n/translate';
import { useTabParam } from './useTabParam';
import { PageSectionContext } from '../shared/readOnlyForm';

/** Tabs of sub-pages; `renderPage` draws a tab's page (the PageRenderer, passed in to avoid an import cycle). */
export function TabsRenderer({
  page,
  renderPage,
}: {
  page: TabsPage;
  renderPage: (p: TabsPage['tabs'][number]['page']) => ReactNode;
}) {
  const baseId = useId();
  // A tab with no section of its own belongs to the page's.
  const section = useContext(PageSectionContext);
  // The console's authProvider answers the role (src/app/console/authProvider.ts).
  const { permissions: role } = usePermissions<string | null>();
  const tabs = page.tabs.filter((t) => !t.section || canAccess(role, 'read', t.section));
  const [currentId, select] = useTabParam(tabs.map((t) => t.id));
  const current = tabs.find((t) => t.id === currentId);
  if (!current) return null;

  return (
    <Box>
      <Tabs
        value={current.id}
        onChange={(_e, id: string) => select(id)}
        aria-label={translate('renderers.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={translate(tab.label)}
            id={`${baseId}-tab-${tab.id}`}
            aria-controls={`${baseId}-panel-${tab.id}`}
          />
        ))}
      </Tabs>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${current.id}`}
        aria-labelledby={`${baseId}-tab-${current.id}`}
      >
        {/* Another tab is another page: nothing of the previous tab's page (its list's rows) is
            kept in place under the new tab's columns. */}
        <EmbeddedPageContext.Provider key={current.id} value={true}>
          <PageSectionContext.Provider value={current.section ?? section}>
            {renderPage(current.page)}
          </PageSectionContext.Provider>
        </EmbeddedPageContext.Provider>
      </div>
    </Box>
  );
}
