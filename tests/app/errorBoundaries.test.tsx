import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoutePage } from '../../src/app/console/RoutePage';
import { TopBar } from '../../src/layout/TopBar';
import { ConsoleFrame, operatorState, routeNamed } from '../layout/support';

const fault = vi.hoisted(() => ({ pageCrashes: true }));

// A hand-written page with a render bug, until the test fixes it.
vi.mock('../../src/features/web3/Web3Setup', () => ({
  default: function Web3Setup() {
    if (fault.pageCrashes)
      throw new TypeError("Cannot read properties of undefined (reading 'status')");
    return <p>Web3 setup page</p>;
  },
}));
// A page and a top-bar widget whose chunks an older deploy referenced. React.lazy hands the
// import's rejection to the boundary as it is; throwing it from render reaches the boundary the
// same way (a mocked module cannot fail its import without the test runner rewording the error).
const staleChunk = (name: string) => ({
  default: function Stale(): never {
    throw new TypeError(
      `Failed to fetch dynamically imported module: https://console.example.com/assets/${name}-0ld.js`,
    );
  },
});
vi.mock('../../src/features/web3/Web3Loyalty', () => staleChunk('Web3Loyalty'));
vi.mock('../../src/features/widget/UserBalanceFileButton', () =>
  staleChunk('UserBalanceFileButton'),
);
// A top-bar widget with a render bug.
vi.mock('../../src/features/team/InviteMemberButton', () => ({
  default: function InviteMemberButton(): never {
    throw new Error('invite widget bug');
  },
}));

beforeEach(() => {
  fault.pageCrashes = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function Console({ route }: { route: string }) {
  return (
    <ConsoleFrame route={routeNamed(route)} state={operatorState()}>
      <TopBar />
      <main>
        <RoutePage route={routeNamed(route)} />
      </main>
    </ConsoleFrame>
  );
}

describe('a crashing page (console)', () => {
  it('shows the error in the page only: the top bar and its menu work on; retry draws the page', async () => {
    render(<Console route="Web3Setup" />);
    expect(await screen.findByText('This page could not be shown')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Web3 Setup' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    fault.pageCrashes = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Web3 setup page')).toBeInTheDocument();
  });

  it('a page whose chunk cannot be downloaded offers a reload', async () => {
    render(<Console route="Web3Loyalty" />);
    expect(
      await screen.findByText('A new version of the console is available'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Web3 Loyalty' })).toBeInTheDocument();
  });
});

describe('top-bar widgets', () => {
  it('a crashing widget disappears and one that cannot load offers a reload; the bar works on', async () => {
    const state = operatorState({ flags: new Set(['FNC_STOP_WIDGET']) });
    fault.pageCrashes = false;
    render(
      <ConsoleFrame route={routeNamed('Users')} state={state}>
        <TopBar />
      </ConsoleFrame>,
    );
    expect(await screen.findByRole('button', { name: 'Reload to update' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite Member' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });
});
