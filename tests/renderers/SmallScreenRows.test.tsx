import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { ListRenderer } from '../../src/renderers/ListRenderer';
import type { ListPage } from '../../src/renderers/pageKinds';
import { restoreScreenAfterEach, screenWidth } from '../support/viewport';
import { renderInAdmin } from './harness';
import { approve } from './support/moderationActions';

restoreScreenAfterEach();
// A whole react-admin list in jsdom: slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const users: ListPage = {
  kind: 'list',
  resource: 'users',
  columns: [
    { field: 'id', label: 'ID', type: 'text', sortable: true },
    { field: 'login', label: 'Login', type: 'email', sortable: true },
    { field: 'points', label: 'Points', type: 'number', sortable: true },
    { field: 'status', label: 'Status', type: 'status', sortable: true },
  ],
  filters: [],
  rowClick: 'UserData',
  exportCsv: false,
  perPage: 10,
  perPageOptions: [10, 25, 50, 100],
};

const rows = [
  { id: 7, login: 'ann@example.com', points: 40, status: 'PENDING' },
  { id: 8, login: 'bob@example.com', points: 5, status: 'SUCCESS' },
];

function signedInAs(role: string): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
    canAccess: async () => true,
  };
}

function renderList(page: ListPage, role = 'ROLE_ADMIN') {
  return renderInAdmin(<ListRenderer page={page} />, {
    dataProvider: {
      getList: (() => Promise.resolve({ data: rows, total: rows.length })) as never,
    },
    url: '/users',
    authProvider: signedInAs(role),
    role,
  });
}

const WAIT = { timeout: 10_000 };
const rowOf = async (text: string) => (await screen.findByText(text, {}, WAIT)).closest('li')!;

describe('a list on a phone (390 px)', () => {
  it('draws rows, not a table: the primary text opens the record, the status at the end, a number with its name', async () => {
    screenWidth(390);
    const { location } = renderList(users);
    const row = await rowOf('ann@example.com');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(row).toHaveTextContent('Points: 40');
    // Inside the row's link the e-mail is words, not a second (mailto) link.
    const link = within(row).getByRole('link', { name: 'ann@example.com' });
    expect(within(row).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(link);
    expect(location().pathname).toBe('/users/7');
  });

  it('shows the columns the schema declares for the phone', async () => {
    screenWidth(390);
    renderList({ ...users, mobile: { primary: 'login', secondary: 'id' } });
    const row = await rowOf('ann@example.com');
    expect(row).toHaveTextContent('ID: 7');
    expect(row).not.toHaveTextContent('Points');
    expect(row).not.toHaveTextContent('Pending');
  });

  it('keeps each row’s actions and selection box within reach, below its texts', async () => {
    screenWidth(390);
    renderList(
      { ...users, resource: 'missionModeration', rowClick: undefined, actions: [approve] },
      'ROLE_MODERATOR',
    );
    const pending = await rowOf('ann@example.com');
    expect(await within(pending).findByRole('button', { name: 'Approve' }, WAIT)).toBeVisible();
    expect(within(pending).getByRole('checkbox', { name: /select/i })).toBeInTheDocument();
    // The action's `when` still applies per row.
    const done = await rowOf('bob@example.com');
    expect(within(done).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('holds a page of placeholder rows, hidden from assistive technology, until the rows come', async () => {
    screenWidth(390);
    let answer: (value: { data: typeof rows; total: number }) => void = () => undefined;
    renderInAdmin(<ListRenderer page={users} />, {
      dataProvider: {
        getList: (() => new Promise((resolve) => (answer = resolve))) as never,
      },
      url: '/users',
      authProvider: signedInAs('ROLE_ADMIN'),
      role: 'ROLE_ADMIN',
    });
    // The pager sits below a page of rows from the start (issue 30: nothing moves when they come).
    const skeleton = await screen.findByTestId('list-skeleton', {}, WAIT);
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.querySelectorAll('[data-skeleton-row]')).toHaveLength(users.perPage);
    answer({ data: rows, total: rows.length });
    await rowOf('ann@example.com');
    expect(screen.queryByTestId('list-skeleton')).toBeNull();
  });

  it('keeps the table on a wide screen', async () => {
    screenWidth(1440);
    renderList(users);
    const table = await screen.findByRole('table', {}, WAIT);
    expect(within(table).getByText('ann@example.com')).toBeInTheDocument();
  });
});
