import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminContext, Notification, memoryStore, testDataProvider } from 'react-admin';
import { ConsoleToasts } from '../../src/app/console/ConsoleToasts';
import { createI18nProvider } from '../../src/app/console/i18nProvider';
import { Notifications } from '../../src/app/Notifications';
import { notify } from '../../src/data/notifications';
import { clearSession, setToken } from '../../src/session';
import { tokenFor } from '../session/tokens';

function Console() {
  return (
    <AdminContext
      dataProvider={testDataProvider()}
      i18nProvider={createI18nProvider()}
      queryClient={new QueryClient()}
      store={memoryStore()}
    >
      <ConsoleToasts />
      <Notification />
    </AdminContext>
  );
}

afterEach(() => clearSession());

describe('the data layer toasts (§8): one path, one toast per failure', () => {
  it('shows them as light toasts on the front door, translating catalogue keys', async () => {
    render(<Notifications>{null}</Notifications>);
    act(() => notify({ message: 'Invalid credentials', type: 'error' }));
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
  });

  it("inside the console, shows each once, through react-admin's notification", async () => {
    setToken(tokenFor('ROLE_ADMIN'));
    render(
      <Notifications>
        <Console />
      </Notifications>,
    );
    act(() => notify({ message: 'Server said no', type: 'error' }));
    const [toast, ...more] = await screen.findAllByText('Server said no');
    expect(more).toHaveLength(0);
    expect(toast!.closest('[class*="RaNotification"]')).not.toBeNull();
  });

  it('keeps the toast of a session that just ended on the front door, which outlives the console', async () => {
    setToken(tokenFor('ROLE_ADMIN'));
    const { rerender } = render(
      <Notifications>
        <Console />
      </Notifications>,
    );
    clearSession();
    act(() => notify({ message: 'Session expired, please log in again', type: 'error' }));
    rerender(<Notifications>{null}</Notifications>);
    expect(await screen.findAllByText('Session expired, please log in again')).toHaveLength(1);
  });
});
