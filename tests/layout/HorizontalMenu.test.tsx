import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OperatorState } from '../../src/operator/types';
import { HorizontalMenu, MENU_MAX_HEIGHT } from '../../src/layout/HorizontalMenu';
import { ConsoleFrame, installed, operatorState, routeNamed } from './support';

// Drawn from a hand-made schema; §2's own entries are checked over any schema in
// tests/schemaEdits/invariants/menus.ts.
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

function renderMenu(state: OperatorState) {
  render(
    <ConsoleFrame route={routeNamed('Alpha')} state={state} operatorViewId="42">
      <HorizontalMenu />
    </ConsoleFrame>,
  );
  return screen.getByRole('navigation', { name: 'Operator menu' });
}

const superAdmin = (overrides: Partial<OperatorState>) =>
  operatorState({ role: 'ROLE_SUPER_ADMIN', adminMode: true, operatorId: '42', ...overrides });

describe("super admin's horizontal menu on operator pages (§2)", () => {
  it('shows the entries in written order, links under /operators/:id, a dropdown as a button', () => {
    const nav = renderMenu(superAdmin({ ...installed(['G1']), web3Status: 'DONE' }));
    const entries = [...nav.querySelectorAll('a, button')].map(
      (e) => `${e.tagName.toLowerCase()} ${e.textContent}`,
    );
    expect(entries).toEqual(['a Alpha', 'button More', 'a Live', 'a Prefs']);
    expect(within(nav).getByRole('link', { name: 'Alpha' })).toHaveAttribute(
      'href',
      '/operators/42/alpha',
    );
    expect(within(nav).getByRole('link', { name: 'Alpha' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('hides an entry whose gate fails (deploy not finished)', () => {
    const nav = renderMenu(superAdmin({ web3Status: 'STARTED' }));
    expect(within(nav).queryByRole('link', { name: 'Live' })).toBeNull();
  });

  it('opens a dropdown as a menu of links, at most 310 px high (§9)', () => {
    const nav = renderMenu(superAdmin({ ...installed(['G1']) }));
    fireEvent.click(within(nav).getByRole('button', { name: 'More' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Beta', 'Mod']);
    expect(within(menu).getByRole('menuitem', { name: 'Beta' })).toHaveAttribute(
      'href',
      '/operators/42/beta',
    );
    expect(MENU_MAX_HEIGHT).toBe(310);
    expect(menu.closest('.MuiPaper-root')).toHaveStyle({ maxHeight: '310px' });
  });

  it('keeps only the visible children of a dropdown', () => {
    const nav = renderMenu(superAdmin({}));
    fireEvent.click(within(nav).getByRole('button', { name: 'More' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Mod']);
  });
});
