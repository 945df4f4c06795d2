import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { TopBar } from '../../src/layout/TopBar';
import { SidebarToggle } from '../../src/layout/SidebarToggle';
import { UserMenu } from '../../src/layout/UserMenu';
import type { RouteDef } from '../../src/model/types';
import { ConsoleFrame, operatorState, routeNamed } from './support';

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

  it('offers Invite Member to an admin and not to a developer', async () => {
    const { unmount } = render(
      <ConsoleFrame route={routeNamed('Users')} state={operatorState()}>
        <TopBar />
      </ConsoleFrame>,
    );
    expect(await screen.findByRole('button', { name: 'Invite Member' })).toBeInTheDocument();
    unmount();
    render(
      <ConsoleFrame route={routeNamed('Users')} state={operatorState({ role: 'ROLE_DEVELOPMENT' })}>
        <TopBar />
      </ConsoleFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite Member' })).toBeNull();
  });

  it('opens and closes the sidebar with a named toggle that says which way it goes', () => {
    render(
      <ConsoleFrame route={routeNamed('Users')} state={operatorState()}>
        <TopBar />
      </ConsoleFrame>,
    );
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(close);
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(open);
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  });

  // Issue 11: the bar is part of every first screen. A MUI tooltip around a button draws itself
  // again right after mounting, on the start-up's critical path.
  it.each([
    ['the sidebar toggle', <SidebarToggle key="toggle" />],
    ['the user menu button', <UserMenu key="menu" />],
  ])('%s is drawn once, not again right after mounting', (_name, element) => {
    const phases: string[] = [];
    render(
      <ConsoleFrame route={routeNamed('Users')} state={operatorState()}>
        <Profiler id="bar-control" onRender={(_id, phase) => phases.push(phase)}>
          {element}
        </Profiler>
      </ConsoleFrame>,
    );
    expect(phases).toEqual(['mount']);
  });
});
