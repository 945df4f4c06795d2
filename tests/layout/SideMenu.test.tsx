import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OperatorState } from '../../src/operator/types';
import { MENUS } from '../../src/generated/menus';
import { SideMenu } from '../../src/overrides/layout/SideMenu';
import type { MenuDef } from '../../src/model/types';
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

/** The sidebar as a reader meets it: each list's heading ('' for an untitled list) and links. */
function renderSidebar(
  state: OperatorState,
  menu: MenuDef = MENUS.operatorSidebar,
  viewId?: string,
) {
  render(
    <ConsoleFrame route={routeNamed('Alpha')} state={state} operatorViewId={viewId ?? null}>
      <SideMenu menu={menu} />
    </ConsoleFrame>,
  );
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('list')
    .map((list) => {
      const heading = list.getAttribute('aria-labelledby');
      const title = heading ? (document.getElementById(heading)?.textContent ?? '') : '';
      const links = within(list)
        .getAllByRole('link')
        .map((a) => `${a.textContent} ${a.getAttribute('href')}`);
      return [title, links] as const;
    });
}

describe('sidebar drawn from a schema menu (§2 App layout)', () => {
  it('titled groups in written order with their links; a gated item waits for its feature', () => {
    expect(renderSidebar(operatorState({ web3Status: 'NONE' }))).toEqual([
      ['Group One', ['Alpha /alpha', 'Mod /mod']],
      ['Group Two', ['Web /w/setup']],
      ['', ['Prefs /prefs']],
    ]);
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
  });

  it("keeps the super admin's operator-view links under /operators/:id", () => {
    const state = operatorState({ role: 'ROLE_SUPER_ADMIN', adminMode: true, operatorId: '42' });
    const [first] = renderSidebar(state, MENUS.operatorSidebar, '42');
    expect(first?.[1]).toContain('Alpha /operators/42/alpha');
  });

  it("sends the super admin's own menu to the admin pages from inside an operator view (§2)", () => {
    const state = operatorState({ role: 'ROLE_SUPER_ADMIN', adminMode: true, operatorId: '42' });
    const links = renderSidebar(state, MENUS.adminSidebar, '42').flatMap(([, l]) => l);
    // Operators and Vault are admin-mode routes: they exist at the root only.
    expect(links).toEqual(['Operators /operators', 'Vault /vault']);
  });

  it('marks the link of the current page', () => {
    renderSidebar(operatorState());
    expect(screen.getByRole('link', { name: 'Alpha' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Mod' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['its route', 'Live'],
    ['the route it went to before the state changed (still open from a link or Back)', 'Setup'],
  ])('marks an entry that follows an alternative route as current on %s', (_what, name) => {
    render(
      <ConsoleFrame route={routeNamed(name)} state={operatorState({ web3Status: 'STARTED' })}>
        <SideMenu menu={MENUS.operatorSidebar} />
      </ConsoleFrame>,
    );
    expect(screen.getByRole('link', { name: 'Web' })).toHaveAttribute('aria-current', 'page');
  });

  it('draws each entry as a plain list item and link, styled once for the whole menu', () => {
    const groups = renderSidebar(operatorState());
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(groups.flatMap(([, l]) => l).length);
    for (const link of links) {
      expect(link.tagName).toBe('A');
      expect(link.parentElement?.tagName).toBe('LI');
      // MUI's list-item button, with its ripple and styles per item, was a third of the
      // first screen's drawing.
      expect(link.className).toBe('');
    }
    expect(nav.querySelectorAll('.MuiButtonBase-root, .MuiListItem-root')).toHaveLength(0);
  });
});

describe('sidebar placement (§2: Settings at the bottom, the super admin list at the top)', () => {
  it('puts the titled groups first and untitled groups after them last, after the spacer', () => {
    renderSidebar(operatorState());
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav.firstElementChild).toHaveTextContent(/^Group One/);
    expect(nav.lastElementChild).toHaveTextContent(/^Prefs$/);
  });

  it('keeps a menu without headings at the top', () => {
    const state = operatorState({ role: 'ROLE_SUPER_ADMIN', adminMode: true, operatorId: null });
    const links = renderSidebar(state, MENUS.adminSidebar).flatMap(([, l]) => l);
    expect(links).toEqual(['Operators /operators', 'Vault /vault']);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav.firstElementChild).toHaveTextContent('Operators');
  });
});
