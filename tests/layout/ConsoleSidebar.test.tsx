import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, SidebarToggleButton, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/app/console/i18nProvider';
import { ConsoleSidebar } from '../../src/layout/ConsoleSidebar';
import { restoreScreenAfterEach, screenWidth } from '../support/viewport';
import { fakeScroll } from '../support/scroll';

const { reads, scrollTo } = fakeScroll();

function Frame({ appBarAlwaysOn }: { appBarAlwaysOn?: boolean }) {
  return (
    <AdminContext
      dataProvider={testDataProvider()}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <SidebarToggleButton />
      <ConsoleSidebar appBarAlwaysOn={appBarAlwaysOn}>
        <nav aria-label="Main menu">entries</nav>
      </ConsoleSidebar>
    </AdminContext>
  );
}

/** The drawer's root: the element that carries react-admin's sidebar state classes. */
const root = () => screen.getByRole('navigation', { name: 'Main menu' }).closest('.MuiDrawer-root');

restoreScreenAfterEach();

describe('the sidebar (react-admin’s)', () => {
  it('rises with the top bar past 100 px down and comes back on the way up', async () => {
    render(<Frame />);
    const collapsed = () => root()?.classList.contains('RaSidebar-appBarCollapsed');
    scrollTo(80);
    expect(collapsed()).toBe(false);
    scrollTo(300);
    await waitFor(() => expect(collapsed()).toBe(true));
    scrollTo(250);
    await waitFor(() => expect(collapsed()).toBe(false));
  });

  it('stays in place when the top bar never hides', async () => {
    render(<Frame appBarAlwaysOn />);
    scrollTo(300);
    await waitFor(() => expect(reads()).toBeGreaterThan(0));
    expect(root()).not.toHaveClass('RaSidebar-appBarCollapsed');
  });

  it('closes to its icons and opens again with the menu button', () => {
    render(<Frame />);
    expect(root()).toHaveClass('RaSidebar-open');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(root()).toHaveClass('RaSidebar-closed');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(root()).toHaveClass('RaSidebar-open');
  });

  it('on a phone is a drawer over the page, opened by the menu button', async () => {
    screenWidth(390);
    render(<Frame />);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(menu.closest('.RaSidebar-modal')).not.toBeNull();
  });
});
