import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { canAccess } from '../../src/access';
import { ROLE_CODES } from '../../src/generated/roles';
import { TopBar } from '../../src/layout/TopBar';
import { UserMenu } from '../../src/layout/UserMenu';
import type { RouteDef } from '../../src/model/types';
import { ConsoleFrame, operatorState, routeNamed } from './support';
import { fakeScroll } from '../support/scroll';

const { scrollTo } = fakeScroll();

describe('top bar (§2)', () => {
  it('shows the route title and makes it the document title', () => {
    render(
      <ConsoleFrame route={routeNamed('UserData')} state={operatorState()} path="/users/7">
        <TopBar />
      </ConsoleFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'User Data' })).toBeInTheDocument();
    expect(document.title).toBe('User Data');
  });

  it("falls back to 'Admin Panel' when the route's title is not in the catalogue", () => {
    const untitled: RouteDef = { ...routeNamed('Users'), title: 'routes.NoSuchPage.title' };
    render(
      <ConsoleFrame route={untitled} state={operatorState()}>
        <TopBar />
      </ConsoleFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(document.title).toBe('Admin Panel');
  });

  it("links the back arrow to the route's back target", () => {
    render(
      <ConsoleFrame route={routeNamed('EventDetails')} state={operatorState()} path="/events/3">
        <TopBar />
      </ConsoleFrame>,
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/events');
  });

  it('has no back arrow on a page without a back target', () => {
    render(
      <ConsoleFrame route={routeNamed('Users')} state={operatorState()}>
        <TopBar />
      </ConsoleFrame>,
    );
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
  });

  it("shows the super admin the operator's name and a way back to Operators", () => {
    const state = operatorState({ role: 'ROLE_SUPER_ADMIN', adminMode: true, operatorId: '42' });
    render(
      <ConsoleFrame route={routeNamed('Users')} state={state} operatorViewId="42">
        <TopBar />
      </ConsoleFrame>,
    );
    expect(screen.getByText(/Acme Games/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/operators');
  });

  // §6: Invite Member needs update on INVITE, whichever roles the schema grants it.
  const OPERATOR_ROLES = ROLE_CODES.filter((r) => r !== 'ROLE_SUPER_ADMIN');
  it.each(OPERATOR_ROLES)(
    'offers Invite Member to %s exactly when it may update INVITE',
    async (role) => {
      render(
        <ConsoleFrame route={routeNamed('Users')} state={operatorState({ role })}>
          <TopBar />
        </ConsoleFrame>,
      );
      if (canAccess(role, 'update', 'INVITE'))
        // The button is loaded on demand: on a busy machine it may take more than a second.
        expect(
          await screen.findByRole('button', { name: 'Invite Member' }, { timeout: 10_000 }),
        ).toBeInTheDocument();
      else {
        expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Invite Member' })).toBeNull();
      }
    },
  );

  it('opens and closes the sidebar with a toggle named for what it does next', () => {
    render(
      <ConsoleFrame route={routeNamed('Users')} state={operatorState()}>
        <TopBar />
      </ConsoleFrame>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  });

  it("is react-admin's bar: hides while the page scrolls down past 100 px, comes back on the way up", async () => {
    render(
      <ConsoleFrame route={routeNamed('Users')} state={operatorState()}>
        <TopBar />
      </ConsoleFrame>,
    );
    // Hidden, the bar leaves the accessibility tree: found among hidden elements too.
    const bar = () => screen.getByRole('banner', { hidden: true });
    const shown = () => expect(bar().style.visibility).not.toBe('hidden');
    const hidden = () => waitFor(() => expect(bar().style.visibility).toBe('hidden'));
    expect(bar()).toHaveClass('RaAppBar-appBar');
    scrollTo(80);
    shown();
    scrollTo(300);
    await hidden();
    scrollTo(250);
    await waitFor(shown);
  });

  // The bar is part of every first screen. A MUI tooltip around a button draws itself
  // again right after mounting, on the start-up's critical path.
  it('the user menu button is drawn once, not again right after mounting', () => {
    const phases: string[] = [];
    render(
      <ConsoleFrame route={routeNamed('Users')} state={operatorState()}>
        <Profiler id="bar-control" onRender={(_id, phase) => phases.push(phase)}>
          <UserMenu />
        </Profiler>
      </ConsoleFrame>,
    );
    expect(phases).toEqual(['mount']);
  });
});
