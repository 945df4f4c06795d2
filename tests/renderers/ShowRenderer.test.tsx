import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GetOneParams } from 'react-admin';
import { ShowRenderer } from '../../src/renderers/show/ShowRenderer';
import type { ShowPage } from '../../src/renderers/shared/pageKinds';
import { renderInAdmin } from './harness';

const page: ShowPage = {
  kind: 'show',
  resource: 'users',
  idParam: 'userId',
  fields: [
    { field: 'login', label: 'fields.users.login', type: 'email', sortable: false },
    { field: 'bio', label: 'fields.users.bio', type: 'text', sortable: false },
    { field: 'balance', label: 'fields.users.balance', type: 'money', sortable: false },
    { field: 'verified', label: 'fields.users.verified', type: 'boolean', sortable: false },
  ],
};

describe('ShowRenderer', () => {
  it('loads the record named by the route parameter and shows each field with its caption', async () => {
    const getOne = vi.fn((_r: string, params: GetOneParams) =>
      Promise.resolve({
        data: {
          id: params.id,
          login: 'ann@example.com',
          bio: '<img src=x onerror=alert(1)>',
          balance: 1234567.891,
          verified: true,
        },
      }),
    );
    renderInAdmin(<ShowRenderer page={page} />, {
      dataProvider: { getOne: getOne as never },
      url: '/users/abc-1',
      route: '/users/:userId',
      messages: {
        fields: { users: { login: 'Login', bio: 'Bio', balance: 'Balance', verified: 'Verified' } },
      },
    });
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('users', expect.objectContaining({ id: 'abc-1' }));
    expect(screen.getByText('Login')).toBeInTheDocument();
    // API strings are text, never markup.
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    // §9: '$', thousands separated by spaces, up to 3 decimals.
    expect(screen.getByText('$1 234 567.891')).toBeInTheDocument();
    expect(screen.getByTitle('Yes')).toBeInTheDocument();
  });
});

describe('ShowRenderer: a field shown only for some records (showWhen)', () => {
  const airdrop: ShowPage = {
    kind: 'show',
    resource: 'airdrop',
    idParam: 'airdropId',
    fields: [
      { field: 'name', label: 'fields.airdrop.name', type: 'text', sortable: false },
      { field: 'status', label: 'fields.airdrop.status', type: 'status', sortable: false },
      {
        field: 'failureReason',
        label: 'fields.airdrop.failureReason',
        type: 'text',
        sortable: false,
        showWhen: { status: 'FAILED' },
      },
      {
        field: 'finishedAt',
        label: 'fields.airdrop.finishedAt',
        type: 'datetime',
        sortable: false,
        showWhen: { status: ['SUCCESS', 'FAILED'] },
      },
    ],
  };

  function open(record: Record<string, unknown>) {
    renderInAdmin(<ShowRenderer page={airdrop} />, {
      dataProvider: {
        getOne: (() =>
          Promise.resolve({ data: { id: 'a1', name: 'Spring drop', ...record } })) as never,
      },
      url: '/airdrop/a1',
      route: '/airdrop/:airdropId',
      messages: {
        fields: {
          airdrop: {
            name: 'Name',
            status: 'Status',
            failureReason: 'Why it failed',
            finishedAt: 'Finished',
          },
        },
      },
    });
  }

  it.each([
    ['FAILED', true, true],
    ['SUCCESS', false, true],
    ['PENDING', false, false],
  ])(
    'status %s: "Why it failed" shown %s, "Finished" shown %s',
    async (status, reason, finished) => {
      open({ status, failureReason: 'Not enough credits', finishedAt: '2026-11-20T10:00:00Z' });
      expect(await screen.findByText('Spring drop')).toBeInTheDocument();
      expect(screen.queryByText('Why it failed') !== null).toBe(reason);
      expect(screen.queryByText('Not enough credits') !== null).toBe(reason);
      expect(screen.queryByText('Finished') !== null).toBe(finished);
      expect(screen.getByText('Name')).toBeInTheDocument();
    },
  );
});
