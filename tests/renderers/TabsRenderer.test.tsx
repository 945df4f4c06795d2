import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PageDef } from '../../src/model/types';
import { TabsRenderer } from '../../src/renderers/tabs/TabsRenderer';
import type { TabsPage } from '../../src/renderers/shared/pageKinds';
import { renderInAdmin } from './harness';

const page: TabsPage = {
  kind: 'tabs',
  tabs: [
    { id: 'team', label: 'tabs.Settings.team', page: { kind: 'component', component: 'Team' } },
    {
      id: 'general',
      label: 'tabs.Settings.general',
      page: { kind: 'component', component: 'General' },
    },
  ],
};

const drawn = (p: PageDef) => <p>drawn {p.kind === 'component' ? p.component : p.kind}</p>;
const messages = { tabs: { Settings: { team: 'Team', general: 'General' } } };

describe('TabsRenderer', () => {
  it('opens the first tab by default, with named tabs and a labelled panel', async () => {
    renderInAdmin(<TabsRenderer page={page} renderPage={drawn} />, {
      dataProvider: {},
      url: '/settings',
      messages,
    });
    const team = await screen.findByRole('tab', { name: 'Team' });
    expect(team).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Team' })).toHaveTextContent('drawn Team');
  });

  it('keeps the chosen tab in the URL, so a reload opens it again', async () => {
    const user = userEvent.setup();
    const { location } = renderInAdmin(<TabsRenderer page={page} renderPage={drawn} />, {
      dataProvider: {},
      url: '/settings',
      messages,
    });
    await user.click(await screen.findByRole('tab', { name: 'General' }));
    await waitFor(() => expect(location().search).toBe('?tab=general'));
    expect(screen.getByRole('tabpanel', { name: 'General' })).toHaveTextContent('drawn General');
  });

  it('opens the tab the URL names', async () => {
    renderInAdmin(<TabsRenderer page={page} renderPage={drawn} />, {
      dataProvider: {},
      url: '/settings?tab=general',
      messages,
    });
    expect(await screen.findByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
