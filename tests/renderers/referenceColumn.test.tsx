import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GetManyParams } from 'react-admin';
import { ListRenderer } from '../../src/renderers/list/ListRenderer';
import type { ListPage } from '../../src/renderers/shared/pageKinds';
import { renderInAdmin } from './harness';

const page: ListPage = {
  kind: 'list',
  resource: 'activity',
  columns: [
    { field: 'id', label: 'fields.activity.id', type: 'text', sortable: true },
    {
      field: 'userId',
      label: 'fields.activity.userId',
      type: 'text',
      sortable: true,
      link: 'UserData',
      reference: { resource: 'users', show: 'login' },
    },
  ],
  filters: [],
  exportCsv: false,
  perPage: 10,
  perPageOptions: [10, 25, 50, 100],
};

const messages = { fields: { activity: { id: 'ID', userId: 'User' } } };

// User 42 was deleted: the API no longer returns it.
const users = [
  { id: 1, login: 'ann@example.com' },
  { id: 2, login: 'bob@example.com' },
  { id: 3, login: 'cy@example.com' },
];
const rows = [
  { id: 101, userId: 1 },
  { id: 102, userId: 2 },
  { id: 103, userId: 2 },
  { id: 104, userId: 3 },
  { id: 105, userId: 42 },
  { id: 106, userId: null },
];

function setup() {
  const getMany = vi.fn((_resource: string, params: GetManyParams) =>
    Promise.resolve({ data: users.filter((u) => params.ids.map(String).includes(String(u.id))) }),
  );
  renderInAdmin(<ListRenderer page={page} />, {
    dataProvider: {
      getList: (() => Promise.resolve({ data: rows, total: rows.length })) as never,
      getMany: getMany as never,
    },
    url: '/activity',
    messages,
  });
  return { getMany };
}

const rowOf = (id: number) => screen.getByText(String(id)).closest('tr')!;

describe('a reference column (names, not ids)', () => {
  it("asks for a page's referenced records in one getMany, each id once", async () => {
    const { getMany } = setup();
    await screen.findByText('cy@example.com');
    expect(getMany).toHaveBeenCalledTimes(1);
    expect(getMany.mock.calls[0]![0]).toBe('users');
    expect(getMany.mock.calls[0]![1].ids.map(String).sort()).toEqual(['1', '2', '3', '42']);
  });

  it("shows the referenced record's login, linked to its record page", async () => {
    setup();
    const link = await within(await waitFor(() => rowOf(101))).findByRole('link', {
      name: 'ann@example.com',
    });
    expect(link).toHaveAttribute('href', '/users/1');
    expect(within(rowOf(103)).getByRole('link', { name: 'bob@example.com' })).toHaveAttribute(
      'href',
      '/users/2',
    );
  });

  it("a record that cannot be found reads 'User #42', not a blank, and opens nothing", async () => {
    setup();
    await screen.findByText('cy@example.com');
    const cell = within(rowOf(105));
    expect(cell.getByText('User #42')).toBeInTheDocument();
    expect(cell.queryByRole('link', { name: /42/ })).toBeNull();
  });

  it('a row without a reference shows the empty mark', async () => {
    setup();
    await screen.findByText('cy@example.com');
    expect(within(rowOf(106)).getByText('—')).toBeInTheDocument();
  });
});
