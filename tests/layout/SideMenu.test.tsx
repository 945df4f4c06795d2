import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperatorState } from '../../src/operator/types';
import { MENUS } from '../../src/generated/menus';
import { SideMenu } from '../../src/layout/SideMenu';
import type { MenuDef } from '../../src/model/types';
import { ConsoleFrame, installed, operatorState, routeNamed } from './support';

/** The sidebar as a reader meets it: each list's heading ('' for the untitled bottom list) and links. */
function renderSidebar(
  state: OperatorState,
  menu: MenuDef = MENUS.operatorSidebar,
  viewId?: string,
) {
  render(
    <ConsoleFrame route={routeNamed('Users')} state={state} operatorViewId={viewId ?? null}>
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

const OVERVIEW = [
  'Basic Setup /basic-setup',
  'My Widget /my-widget',
  'Dashboard /dashboard',
  'Users /users',
  'Activity /activity',
  'Revenues /revenues',
  'Requests /requests',
];
const ALL_GROUPS = [
  'MISSIONS',
  'REWARDS',
  'T2E',
  'REFERRAL',
  'SEGMENTS',
  'AIRDROP',
  'WEB3_LOYALTY',
];

describe('operator sidebar (§2)', () => {
  it('an admin without installed features: Overview, then Settings at the bottom; no empty group', () => {
    expect(renderSidebar(operatorState())).toEqual([
      ['Overview', OVERVIEW],
      ['', ['Settings /settings']],
    ]);
  });

  it('an admin with every feature: Configuration in the §2 order, Web3 to its setup before deploy', () => {
    const state = operatorState({
      ...installed(ALL_GROUPS, ['EVENT_MISSIONS']),
      web3Status: 'NONE',
    });
    expect(renderSidebar(state)).toEqual([
      ['Overview', OVERVIEW],
      [
        'Configuration',
        [
          'Events /events',
          'Missions /missions',
          'Rewards /rewards',
          'Tap to Earn /tap-to-earn',
          'Referral /referral',
          'Segments /segments',
          'Airdrop /airdrop',
          'Web3 /web3/setup',
        ],
      ],
      ['', ['Settings /settings']],
    ]);
  });

  it('Web3 goes to Web3 Loyalty once the deploy has started; Rewards hides with an internal currency', () => {
    const state = operatorState({
      ...installed(['REWARDS', 'WEB3_LOYALTY']),
      web3Status: 'STARTED',
      internalCurrencyName: 'Gems',
    });
    expect(renderSidebar(state)[1]).toEqual(['Configuration', ['Web3 /web3/loyalty']]);
  });

  it('a moderator sees only the moderation sections: Missions and Rewards', () => {
    const state = operatorState({ role: 'ROLE_MODERATOR', ...installed(ALL_GROUPS) });
    expect(renderSidebar(state)).toEqual([
      ['Configuration', ['Missions /missions', 'Rewards /rewards']],
    ]);
  });

  it("keeps the super admin's operator view links under /operators/:id", () => {
    const state = operatorState({ role: 'ROLE_SUPER_ADMIN', adminMode: true, operatorId: '42' });
    const [overview] = renderSidebar(state, MENUS.operatorSidebar, '42');
    expect(overview?.[1]).toContain('Users /operators/42/users');
  });
});

describe('super admin sidebar (§2)', () => {
  it('lists Operators, Custody and Credit Cost at the top', () => {
    const state = operatorState({ role: 'ROLE_SUPER_ADMIN', adminMode: true, operatorId: null });
    const links = renderSidebar(state, MENUS.adminSidebar).flatMap(([, l]) => l);
    expect(links).toEqual([
      'Operators /operators',
      'Custody /custody',
      'Credit Cost /billing-settings',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav.firstElementChild).toHaveTextContent('Operators');
  });
});

describe('sidebar placement', () => {
  it('puts Overview first and Settings last, after the spacer', () => {
    renderSidebar(operatorState());
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav.firstElementChild).toHaveTextContent(/^Overview/);
    expect(nav.lastElementChild).toHaveTextContent(/^Settings$/);
  });
});
