import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GetOneParams } from 'react-admin';
import { ShowRenderer } from '../../src/renderers/ShowRenderer';
import type { ShowPage } from '../../src/renderers/pageKinds';
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
