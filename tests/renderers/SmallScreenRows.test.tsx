import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { ListRenderer } from '../../src/renderers/list/ListRenderer';
import type { ListPage } from '../../src/renderers/shared/pageKinds';
import { restoreScreenAfterEach, screenWidth } from '../support/viewport';
import { renderInAdmin } from './harness';
import { approve, decline } from './support/moderationActions';

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
    // Named in words, as the table's row box is (react-admin's own text).
    expect(within(pending).getByRole('checkbox', { name: 'Select this row' })).toBeInTheDocument();
    // The action's `when` still applies per row.
    const done = await rowOf('bob@example.com');
    expect(within(done).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows a moderation row’s proof (a link and its picture) and the user by name, its decisions named', async () => {
    screenWidth(390);
    const queue: ListPage = {
      ...users,
      resource: 'missionModeration',
      rowClick: undefined,
      actions: [approve, decline],
      columns: [
        { field: 'title', label: 'Mission', type: 'text', sortable: true },
        {
          field: 'userLogin',
          label: 'User',
          type: 'email',
          sortable: true,
          link: 'UserData',
          linkField: 'userId',
        },
        { field: 'proof', label: 'Proof', type: 'url', sortable: false },
        { field: 'status', label: 'Status', type: 'status', sortable: true },
      ],
    };
    renderInAdmin(<ListRenderer page={queue} />, {
      dataProvider: {
        getList: (() =>
          Promise.resolve({
            data: [
              {
                id: 1,
                title: 'Play 3 matches',
                userId: 7,
                userLogin: 'ann@example.com',
                proof: 'https://cdn.example.com/p.png',
                status: 'PENDING',
              },
              {
                id: 2,
                title: 'Rate the store',
                userId: 8,
                userLogin: 'bob@example.com',
                proof: 'javascript:alert(1)',
                status: 'PENDING',
              },
            ],
            total: 2,
          })) as never,
      },
      url: '/missions',
      authProvider: signedInAs('ROLE_ADMIN'),
      role: 'ROLE_ADMIN',
    });
    const row = await rowOf('Play 3 matches');
    expect(row).toHaveTextContent('User: ann@example.com');
    expect(within(row).getByRole('link', { name: 'ann@example.com' })).toHaveAttribute(
      'href',
      '/users/7',
    );
    const proof = within(row).getByRole('link', { name: /cdn\.example\.com\/p\.png/ });
    expect(proof).toHaveAttribute('href', 'https://cdn.example.com/p.png');
    expect(within(proof).getByRole('img')).toHaveAccessibleName(/Proof/);
    // An address the safe-URL rule refuses is words, never a link.
    const unsafe = await rowOf('Rate the store');
    expect(unsafe).toHaveTextContent('Proof: javascript:alert(1)');
    expect(within(unsafe).queryByRole('link', { name: /javascript/ })).toBeNull();
    // The decisions come once the signed-in role's permissions are read.
    for (const name of ['Approve', 'Decline'])
      expect(await within(row).findByRole('button', { name })).toBeVisible();
    expect(
      within(row)
        .queryAllByRole('link')
        .some((a) => a.getAttribute('href')?.startsWith('mailto:')),
    ).toBe(false);
  });

  it('says what the desk says: each column’s words and links as the table’s cell draws them', async () => {
    const desk: ListPage = {
      ...users,
      resource: 'revenues',
      rowClick: undefined,
      columns: [
        { field: 'source', label: 'Source', type: 'text', sortable: true },
        {
          field: 'userId',
          label: 'User',
          type: 'text',
          sortable: true,
          link: 'UserData',
          reference: { resource: 'users', show: 'login' },
        },
        { field: 'amount', label: 'Amount', type: 'money', sortable: true },
        { field: 'balance', label: 'Balance', type: 'number', unit: 'POL', sortable: true },
        {
          field: 'kind',
          label: 'Kind',
          type: 'enum',
          sortable: true,
          choices: [{ value: 'TOP_UP', label: 'choices.topUp' }],
        },
        { field: 'contact', label: 'Contact', type: 'email', sortable: true },
        { field: 'createdAt', label: 'Created', type: 'datetime', sortable: true },
      ],
      mobile: {
        primary: 'source',
        details: ['userId', 'amount', 'balance', 'kind', 'contact', 'createdAt'],
      },
    };
    const record = {
      id: 1,
      source: 'Shop',
      userId: 7,
      amount: 1200.5,
      balance: 296.7,
      kind: 'TOP_UP',
      contact: 'ann@example.com',
      createdAt: '2026-11-02T10:00:00Z',
    };
    const render = () =>
      renderInAdmin(<ListRenderer page={desk} />, {
        dataProvider: {
          getList: (() => Promise.resolve({ data: [record], total: 1 })) as never,
          getMany: (() => Promise.resolve({ data: [{ id: 7, login: 'ann.user' }] })) as never,
        },
        url: '/revenues',
        messages: { choices: { topUp: 'Top-up' } },
        authProvider: signedInAs('ROLE_ADMIN'),
      });
    const linksOf = (el: Element) =>
      [...el.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    screenWidth(1440);
    render();
    await screen.findByText('ann.user', {}, WAIT);
    const cells = [...screen.getAllByRole('row')[1]!.querySelectorAll('td')].slice(
      -desk.columns.length,
    );
    const deskTexts = cells.map((c) => c.textContent ?? '');
    const deskLinks = cells.flatMap(linksOf);
    expect(deskTexts.join(' ')).toContain('Top-up');
    expect(deskTexts).toContain('296.7 POL');
    document.body.innerHTML = '';
    screenWidth(390);
    render();
    await screen.findByText('ann.user', {}, WAIT);
    const row = (await rowOf('Shop')) as HTMLElement;
    for (const text of deskTexts) expect(row.textContent).toContain(text);
    expect(row).toHaveTextContent('Balance: 296.7 POL');
    expect(linksOf(row)).toEqual(deskLinks);
    expect(linksOf(row).some((href) => href.startsWith('mailto:'))).toBe(false);
  });

  it('ticking a row brings the bar whose buttons say what they do to the selection', async () => {
    screenWidth(390);
    renderList(
      { ...users, resource: 'missionModeration', rowClick: undefined, actions: [approve, decline] },
      'ROLE_MODERATOR',
    );
    const pending = await rowOf('ann@example.com');
    await userEvent.click(within(pending).getByRole('checkbox', { name: 'Select this row' }));
    expect(await screen.findByText('1 item selected', {}, WAIT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Approve selected' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline selected' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Unselect' })).toBeInTheDocument();
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
    // The pager sits below a page of rows from the start (nothing moves when they come).
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
