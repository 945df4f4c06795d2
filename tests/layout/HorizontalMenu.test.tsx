import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperatorState } from '../../src/operator/types';
import { HorizontalMenu, MENU_MAX_HEIGHT } from '../../src/layout/HorizontalMenu';
import { ConsoleFrame, installed, operatorState, routeNamed } from './support';

const ALL_GROUPS = [
  'MISSIONS',
  'REWARDS',
  'T2E',
  'REFERRAL',
  'SEGMENTS',
  'AIRDROP',
  'WEB3_LOYALTY',
];

function renderMenu(state: OperatorState) {
  render(
    <ConsoleFrame route={routeNamed('Users')} state={state} operatorViewId="42">
      <HorizontalMenu />
    </ConsoleFrame>,
  );
  return screen.getByRole('navigation', { name: 'Operator menu' });
}

const superAdmin = (overrides: Partial<OperatorState>) =>
  operatorState({ role: 'ROLE_SUPER_ADMIN', adminMode: true, operatorId: '42', ...overrides });

describe("super admin's horizontal menu on operator pages (§2)", () => {
  it('shows the §2 entries in order, links under /operators/:id, Web3 Loyalty once deploy is done', () => {
    const nav = renderMenu(
      superAdmin({ ...installed(ALL_GROUPS, ['EVENT_MISSIONS']), web3Status: 'DONE' }),
    );
    const entries = [...nav.querySelectorAll('a, button')].map((e) => e.textContent);
    expect(entries).toEqual([
      'Basic Setup',
      'My Widget',
      'Users',
      'Activity',
      'Activities',
      'Dashboard',
      'Web3 Loyalty',
      'Segments',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/operators/42/users',
    );
  });

  it('hides Web3 Loyalty until the deploy is finished', () => {
    const nav = renderMenu(superAdmin({ ...installed(ALL_GROUPS), web3Status: 'STARTED' }));
    expect(within(nav).queryByRole('link', { name: 'Web3 Loyalty' })).toBeNull();
  });

  it('opens Activities as a menu of links, at most 310 px high', () => {
    const nav = renderMenu(superAdmin({ ...installed(ALL_GROUPS, ['EVENT_MISSIONS']) }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Activities' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Events',
      'Missions',
      'Rewards',
      'Tap to Earn',
      'Referral',
      'Airdrop',
      'Revenues',
      'Requests',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Events' })).toHaveAttribute(
      'href',
      '/operators/42/events',
    );
    expect(MENU_MAX_HEIGHT).toBe(310);
    expect(menu.closest('.MuiPaper-root')).toHaveStyle({ maxHeight: '310px' });
  });
});
