/**
 * A settings form that saves a whole object or table sends back all it received.
 * The real validators run here (a required field the API never sent must not block Save).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import type { FieldDef } from '../../src/model/types';
import { SettingsRenderer } from '../../src/renderers/settings/SettingsRenderer';
import type { SettingsPage } from '../../src/renderers/shared/pageKinds';
import { renderInAdmin } from './harness';

const request = vi.hoisted(() => vi.fn());

const cost = (field: string, label: string): FieldDef => ({
  field,
  label: `fields.cost.${field}`,
  input: 'number',
  validators: [
    { name: 'required', params: { label } },
    { name: 'integer' },
    { name: 'maxValue', params: { max: 1000 } },
  ],
});
const messages = {
  fields: {
    cost: { TAP: 'Tap', MISSION: 'Mission completed', REWARD: 'Reward claimed' },
    widget: { dailyLimit: 'Daily limit' },
  },
};

function setup(page: SettingsPage, received: unknown) {
  request.mockImplementation((name: string, options?: { body?: unknown }) =>
    Promise.resolve(name === page.get ? structuredClone(received) : options?.body),
  );
  renderInAdmin(<SettingsRenderer page={page} />, {
    dataProvider: {
      getSingleton: (name: string) => request(name),
      putSingleton: (name: string, body: unknown) => request(name, { body }),
    } as Partial<DataProvider>,
    url: '/settings',
    messages,
  });
}

function putBody(page: SettingsPage): unknown {
  const call = request.mock.calls.find(([name]) => name === page.put);
  return (call?.[1] as { body?: unknown } | undefined)?.body;
}

beforeEach(() => request.mockReset());

describe('a table page (Credit Cost) edits the table the API returns', () => {
  const page: SettingsPage = {
    kind: 'settings',
    get: 'creditCost.get',
    put: 'creditCost.update',
    rows: { key: 'action', value: 'credits' },
    fields: [
      cost('TAP', 'Tap'),
      cost('MISSION', 'Mission completed'),
      cost('REWARD', 'Reward claimed'),
    ],
  };
  // WEBHOOK: an action the console does not name; MISSION: one it names, which the API lacks.
  const table = [
    { id: 'TAP', action: 'TAP', credits: 1 },
    { id: 'WEBHOOK', action: 'WEBHOOK', credits: 4, updatedBy: 'billing' },
    { id: 'REWARD', action: 'REWARD', credits: 2 },
  ];

  it('shows every row (the unknown one by its code), saves, and sends every row back unchanged but the edited one', async () => {
    const user = userEvent.setup();
    setup(page, table);
    const tap = await screen.findByRole('spinbutton', { name: 'Tap' });
    expect(screen.getByRole('spinbutton', { name: 'Webhook' })).toHaveValue(4);
    expect(screen.getByRole('spinbutton', { name: 'Reward claimed' })).toHaveValue(2);
    expect(screen.queryByRole('spinbutton', { name: 'Mission completed' })).toBeNull();
    await user.clear(tap);
    await user.type(tap, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(putBody(page)).toEqual([
      { id: 'TAP', action: 'TAP', credits: 3 },
      { id: 'WEBHOOK', action: 'WEBHOOK', credits: 4, updatedBy: 'billing' },
      { id: 'REWARD', action: 'REWARD', credits: 2 },
    ]);
  });

  it('validates the unknown row like the others', async () => {
    const user = userEvent.setup();
    setup(page, table);
    const webhook = await screen.findByRole('spinbutton', { name: 'Webhook' });
    await user.clear(webhook);
    await user.type(webhook, '5000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/less than or equal to 1000/)).toBeInTheDocument();
    expect(putBody(page)).toBeUndefined();
  });
});

describe('an object page sends back the object received with the changes', () => {
  const page: SettingsPage = {
    kind: 'settings',
    get: 'tapToEarn.settings',
    put: 'tapToEarn.updateSettings',
    fields: [
      {
        field: 'dailyLimit',
        label: 'fields.widget.dailyLimit',
        input: 'number',
        validators: [{ name: 'required', params: { label: 'Daily limit' } }],
      },
    ],
  };

  it('keeps every field the form does not show, nested ones included', async () => {
    const user = userEvent.setup();
    const received = {
      dailyLimit: 100,
      cooldownSeconds: 30,
      boosts: { weekend: { factor: 2, days: ['SAT', 'SUN'] }, note: null },
      tiers: [{ level: 1, taps: 10, badge: { color: 'gold' } }],
    };
    setup(page, received);
    const limit = await screen.findByRole('spinbutton', { name: 'Daily limit' });
    await user.clear(limit);
    await user.type(limit, '250');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(putBody(page)).toEqual({ ...received, dailyLimit: 250 });
  });
});
