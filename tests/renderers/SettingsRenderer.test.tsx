import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, type DataProvider } from 'react-admin';
import { SettingsRenderer } from '../../src/renderers/settings/SettingsRenderer';
import type { SettingsPage } from '../../src/renderers/shared/pageKinds';
import { renderInAdmin } from './harness';

const request = vi.hoisted(() => vi.fn());

const page: SettingsPage = {
  kind: 'settings',
  get: 'tapToEarn.settings',
  put: 'tapToEarn.updateSettings',
  fields: [
    { field: 'dailyLimit', label: 'fields.tapToEarn.dailyLimit', input: 'number', validators: [] },
    { field: 'enabled', label: 'fields.tapToEarn.enabled', input: 'boolean', validators: [] },
  ],
};
const messages = { fields: { tapToEarn: { dailyLimit: 'Daily limit', enabled: 'Enabled' } } };

function setup() {
  renderInAdmin(<SettingsRenderer page={page} />, {
    // The renderer's calls are the dataProvider's singleton methods; `request` records them.
    dataProvider: {
      getSingleton: (name: string) => request(name),
      putSingleton: (name: string, body: unknown) => request(name, { body }),
    } as Partial<DataProvider>,
    url: '/tap-to-earn',
    messages,
  });
}

describe('SettingsRenderer (singleton GET → form → PUT)', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('fills the form from the GET endpoint and saves the edited values to the PUT endpoint', async () => {
    const user = userEvent.setup();
    request.mockImplementation((name: string, options?: { body?: unknown }) =>
      Promise.resolve(name === page.get ? { dailyLimit: 100, enabled: true } : options?.body),
    );
    setup();
    const limit = await screen.findByRole('spinbutton', { name: 'Daily limit' });
    expect(limit).toHaveValue(100);
    await user.clear(limit);
    await user.type(limit, '250');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(page.put, {
        body: expect.objectContaining({ dailyLimit: 250, enabled: true }),
      }),
    );
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });

  it('shows server field errors and keeps what was typed', async () => {
    const user = userEvent.setup();
    request.mockImplementation(async (name: string) => {
      if (name === page.get) return { dailyLimit: 100, enabled: false };
      throw new HttpError('Invalid', 400, {
        message: 'Invalid',
        errors: { dailyLimit: 'Too high for your plan' },
      });
    });
    setup();
    const limit = await screen.findByRole('spinbutton', { name: 'Daily limit' });
    await user.clear(limit);
    await user.type(limit, '99999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too high for your plan')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Daily limit' })).toHaveValue(99999);
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    const user = userEvent.setup();
    request
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ dailyLimit: 5, enabled: false });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('spinbutton', { name: 'Daily limit' })).toHaveValue(5);
  });
});
