import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountLoginContext } from '../../src/operator/OperatorStateContext';
import { OperatorStateContext } from '../../src/operator/OperatorStateProvider';
import type { OperatorState } from '../../src/operator/types';
import { i18nProvider } from '../../src/app/console/i18nProvider';
import { UserMenu } from '../../src/layout/UserMenu';
import { setDemoInfo } from '../../src/config/demo';
import { FEATURES } from '../../src/generated/features';

const LOGIN = 'very.long.operator.login@example.com';

function state(role: string, flags: string[] = []): OperatorState {
  return {
    operatorId: '1001',
    role,
    adminMode: false,
    operatorInfo: null,
    tokenInfo: null,
    internalCurrencyName: null,
    flags: new Set(flags),
    featureGroups: [],
    installedFeatures: new Set(),
    installedGroups: new Set(),
    progress: null,
    setupFinished: true,
    web3Status: null,
    reload: async () => undefined,
  };
}

function renderMenu(s: OperatorState) {
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={testDataProvider()}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <OperatorStateContext.Provider value={s}>
          <AccountLoginContext.Provider value={LOGIN}>
            <UserMenu />
          </AccountLoginContext.Provider>
        </OperatorStateContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
}

describe('user menu (§2)', () => {
  const writeText = vi.fn(async () => undefined);
  // jsdom has no clipboard: one for these tests only, gone before the next file in the worker.
  let clipboard: PropertyDescriptor | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    writeText.mockClear();
    if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    else Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows the login cut at 26 characters and the role label', () => {
    renderMenu(state('ROLE_MARKETING'));
    expect(screen.getByText('very.long.operator.login@e…')).toBeInTheDocument();
    expect(screen.getByText('Marketer')).toBeInTheDocument();
  });

  it('copies the full login on click and says "Copied to Clipboard" for 1.5 s', async () => {
    renderMenu(state('ROLE_ADMIN'));
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: `Copy login: ${LOGIN}` }));
    });
    expect(writeText).toHaveBeenCalledWith(LOGIN);
    expect(screen.getAllByText('Copied to Clipboard').length).toBeGreaterThan(0);
    await act(async () => {
      vi.advanceTimersByTime(1400);
    });
    expect(screen.getAllByText('Copied to Clipboard').length).toBeGreaterThan(0);
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryAllByText('Copied to Clipboard')).toHaveLength(0);
  });

  it('closes on Escape and opens again', async () => {
    renderMenu(state('ROLE_ADMIN'));
    // Behind the open menu's modal the button is hidden from the accessibility tree.
    const button = screen.getByRole('button', { name: 'Account menu', hidden: true });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).not.toHaveAttribute('aria-expanded');
    fireEvent.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('offers Billing to an admin when the billing flag is on', () => {
    renderMenu(state('ROLE_ADMIN', ['BILLING']));
    expect(screen.getByRole('menuitem', { name: 'Billing' })).toBeInTheDocument();
  });

  it('hides Billing from the super admin', () => {
    renderMenu(state('ROLE_SUPER_ADMIN', ['BILLING']));
    expect(screen.queryByRole('menuitem', { name: 'Billing' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('hides Billing when the billing flag is off', () => {
    renderMenu(state('ROLE_ADMIN'));
    expect(screen.queryByRole('menuitem', { name: 'Billing' })).toBeNull();
  });
});

describe("the demo's feature flags (mock API only)", () => {
  afterEach(() => setDemoInfo(null));

  it('are not offered against a real API', () => {
    renderMenu(state('ROLE_ADMIN'));
    expect(screen.queryByRole('menuitem', { name: 'Feature flags (demo)' })).toBeNull();
  });

  it("list every schema flag as it is for the operator, and a switch changes it and reloads the operator's flags", async () => {
    const setFlag = vi.fn();
    setDemoInfo({ accounts: [], password: 'x', reset: () => undefined, setFlag });
    const [on, off] = FEATURES.flags as readonly string[];
    const s = { ...state('ROLE_ADMIN', [on!]), reload: vi.fn(async () => undefined) };
    renderMenu(s);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Feature flags (demo)' }));
    const dialog = await screen.findByRole('dialog', {
      name: "This operator's feature flags (demo)",
    });
    expect(dialog.querySelectorAll('input[type="checkbox"]')).toHaveLength(FEATURES.flags.length);
    expect(screen.getByRole('switch', { name: on })).toBeChecked();
    expect(screen.getByRole('switch', { name: off })).not.toBeChecked();
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: off }));
    });
    expect(setFlag).toHaveBeenCalledWith('1001', off, true);
    expect(s.reload).toHaveBeenCalledWith('flags');
  });

  it('open on the first flag, the close button one Shift+Tab before it, OK last', async () => {
    setDemoInfo({ accounts: [], password: 'x', reset: () => undefined, setFlag: vi.fn() });
    renderMenu(state('ROLE_ADMIN'));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Feature flags (demo)' }));
    const dialog = await screen.findByRole('dialog', {
      name: "This operator's feature flags (demo)",
    });
    // The first switch the dialog draws, whatever the schema's flags are.
    await waitFor(() => expect(within(dialog).getAllByRole('switch')[0]).toHaveFocus());
    const user = userEvent.setup();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent || b.getAttribute('aria-label')),
    ).toEqual(['Close', 'OK']);
  });
});
