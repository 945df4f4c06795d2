import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SidebarToggleButton } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { OperatorState } from '../../src/operator/types';
import { MENUS } from '../../src/generated/menus';
import { ConsoleSidebar } from '../../src/layout/ConsoleSidebar';
import { SideMenu } from '../../src/layout/SideMenu';
import type { MenuDef, RouteDef } from '../../src/model/types';
import { PreloadRouteContext } from '../../src/renderers/shared/routePrefetch';
import { restoreScreenAfterEach, screenWidth } from '../support/viewport';
import { ConsoleFrame, installed, operatorState, routeNamed } from './support';

// The sidebar is drawn from a hand-made schema; §2's own sidebar contents are checked over any
// schema in tests/schemaEdits/invariants/menus.ts.
vi.mock('../../src/generated/routes', async () => ({
  ROUTES: (await import('./menuFixture')).FIXTURE_ROUTES,
}));
vi.mock('../../src/generated/menus', async () => ({
  MENUS: (await import('./menuFixture')).FIXTURE_MENUS,
}));
vi.mock('../../src/generated/permissions', async () => ({
  SECTIONS: [],
  PERMISSIONS: (await import('./menuFixture')).FIXTURE_PERMISSIONS,
}));
vi.mock('../../src/generated/features', async () => ({
  FEATURES: (await import('./menuFixture')).FIXTURE_FEATURES,
}));

restoreScreenAfterEach();

interface Options {
  readonly menu?: MenuDef;
  readonly viewId?: string;
  readonly route?: string;
  readonly preload?: (route: RouteDef) => void;
}

/** The menu in react-admin's sidebar, with its toggle, as the layout draws it. */
function renderMenu(state: OperatorState, options: Options = {}) {
  const {
    menu = MENUS.operatorSidebar,
    viewId,
    route = 'Alpha',
    preload = () => undefined,
  } = options;
  render(
    <ConsoleFrame route={routeNamed(route)} state={state} operatorViewId={viewId ?? null}>
      <PreloadRouteContext.Provider value={preload}>
        <SidebarToggleButton />
        <ConsoleSidebar>
          <SideMenu menu={menu} />
        </ConsoleSidebar>
      </PreloadRouteContext.Provider>
    </ConsoleFrame>,
  );
}

const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' });

/**
 * The menu as a reader meets it: each titled group's name with its entries, and the entries
 * outside a group under ''. An entry reads as "label href".
 */
function readMenu(): (readonly [string, string[]])[] {
  const entry = (a: Element) => `${a.textContent} ${a.getAttribute('href')}`;
  const read: (readonly [string, string[]])[] = [];
  for (const child of within(mainMenu()).getByRole('menu').children) {
    if (child.getAttribute('role') === 'group') {
      const name = document.getElementById(child.getAttribute('aria-labelledby') ?? '');
      const items = within(child as HTMLElement).getAllByRole('menuitem');
      read.push([name?.textContent ?? '', items.map(entry)]);
    } else if (child.getAttribute('role') === 'menuitem') {
      const last = read.at(-1);
      if (last?.[0] === '') last[1].push(entry(child));
      else read.push(['', [entry(child)]]);
    }
  }
  return read;
}

const renderSidebar = (state: OperatorState, options?: Options) => {
  renderMenu(state, options);
  return readMenu();
};

describe('sidebar drawn from a schema menu (§2 App layout)', () => {
  it('titled groups in written order under their headings; a gated item waits for its feature', () => {
    expect(renderSidebar(operatorState({ web3Status: 'NONE' }))).toEqual([
      ['Group One', ['Alpha /alpha', 'Mod /mod']],
      ['Group Two', ['Web /w/setup']],
      ['', ['Prefs /prefs']],
    ]);
    expect(screen.getByRole('group', { name: 'Group One' })).toBeInTheDocument();
  });

  it('shows a gated item once its feature group is installed, in its written place', () => {
    expect(renderSidebar(operatorState(installed(['G1'])))[0]).toEqual([
      'Group One',
      ['Alpha /alpha', 'Beta /beta', 'Mod /mod'],
    ]);
  });

  it('follows the alternative route once its condition holds (web3 deploy started)', () => {
    expect(renderSidebar(operatorState({ web3Status: 'STARTED' }))[1]).toEqual([
      'Group Two',
      ['Web /w/live'],
    ]);
  });

  it('shows a role only what it may read and open, dropping the groups left empty', () => {
    expect(renderSidebar(operatorState({ role: 'ROLE_MODERATOR' }))).toEqual([
      ['Group One', ['Mod /mod']],
    ]);
    expect(screen.queryByRole('group', { name: 'Group Two' })).toBeNull();
  });

  it("keeps the super admin's operator-view entries under /operators/:id", () => {
    const state = operatorState({ role: 'ROLE_SUPER_ADMIN', adminMode: true, operatorId: '42' });
    const [first] = renderSidebar(state, { viewId: '42' });
    expect(first?.[1]).toContain('Alpha /operators/42/alpha');
  });

  it("sends the super admin's own menu to the admin pages from inside an operator view (§2)", () => {
    const state = operatorState({ role: 'ROLE_SUPER_ADMIN', adminMode: true, operatorId: '42' });
    const entries = renderSidebar(state, { menu: MENUS.adminSidebar, viewId: '42' }).flatMap(
      ([, e]) => e,
    );
    // Operators and Vault are admin-mode routes: they exist at the root only.
    expect(entries).toEqual(['Operators /operators', 'Vault /vault']);
  });

  it('marks the entry of the current page', () => {
    renderMenu(operatorState());
    expect(screen.getByRole('menuitem', { name: 'Alpha' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Mod' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['its route', 'Live'],
    ['the route it went to before the state changed (still open from a link or Back)', 'Setup'],
  ])('marks an entry that follows an alternative route as current on %s', (_what, route) => {
    renderMenu(operatorState({ web3Status: 'STARTED' }), { route });
    expect(screen.getByRole('menuitem', { name: 'Web' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('sidebar placement (§2: Settings at the bottom, the super admin list at the top)', () => {
  it('puts the untitled entries after the titled groups at the bottom, below the free height', () => {
    renderMenu(operatorState());
    const prefs = screen.getByRole('menuitem', { name: 'Prefs' });
    expect(prefs.closest('[role="group"]')).toBeNull();
    expect(getComputedStyle(prefs).marginTop).toBe('auto');
    expect(getComputedStyle(screen.getByRole('menuitem', { name: 'Alpha' })).marginTop).not.toBe(
      'auto',
    );
  });

  it('keeps a menu without headings at the top', () => {
    const state = operatorState({ role: 'ROLE_SUPER_ADMIN', adminMode: true, operatorId: null });
    renderMenu(state, { menu: MENUS.adminSidebar });
    const entries = screen.getAllByRole('menuitem');
    expect(entries.map((e) => e.textContent)).toEqual(['Operators', 'Vault']);
    for (const entry of entries) expect(getComputedStyle(entry).marginTop).not.toBe('auto');
  });
});

describe('the sidebar as it opens, folds and is used', () => {
  it('folded to its icons: each group is still named by its heading, each entry by its label', () => {
    renderMenu(operatorState());
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Group One' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Group Two' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Alpha' })).toHaveAttribute('href', '/alpha');
  });

  it('on a phone, the drawer closes once an entry is chosen', async () => {
    screenWidth(390);
    renderMenu(operatorState());
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mod' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('on a wide screen, the sidebar stays open once an entry is chosen', () => {
    screenWidth(1440);
    renderMenu(operatorState());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mod' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Mod' })).toHaveAttribute('aria-current', 'page');
  });

  it('fetches an entry’s page ahead when the focus reaches it', () => {
    const preload = vi.fn();
    renderMenu(operatorState(), { preload });
    fireEvent.focus(screen.getByRole('menuitem', { name: 'Mod' }));
    expect(preload).toHaveBeenCalledWith(expect.objectContaining({ name: 'Mod' }));
  });

  it('fetches an entry’s page ahead when the pointer rests on it, not when it passes over', async () => {
    const preload = vi.fn();
    renderMenu(operatorState(), { preload });
    const mod = screen.getByRole('menuitem', { name: 'Mod' });
    fireEvent.pointerEnter(mod);
    fireEvent.pointerLeave(mod);
    fireEvent.pointerEnter(screen.getByRole('menuitem', { name: 'Prefs' }));
    await waitFor(() =>
      expect(preload).toHaveBeenCalledWith(expect.objectContaining({ name: 'Prefs' })),
    );
    expect(preload).not.toHaveBeenCalledWith(expect.objectContaining({ name: 'Mod' }));
  });
});
