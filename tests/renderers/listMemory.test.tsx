import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore, type GetListParams } from 'react-admin';
import { ListRenderer } from '../../src/renderers/list/ListRenderer';
import type { ListPage } from '../../src/renderers/shared/pageKinds';
import { rememberingStore, remembered } from '../../src/renderers/list/memory/rememberingStore';
import { renderInAdmin } from './harness';
import { pasteInto } from '../support/paste';

/*
 * Beyond the spec: a list remembers, per browser, the columns the operator chose and the
 * filters they saved (react-admin's saved queries); what react-admin keeps for the session (the
 * page, the sort of the moment) stays in the session's memory.
 */

const page: ListPage = {
  kind: 'list',
  resource: 'requests',
  columns: [
    { field: 'id', label: 'fields.requests.id', type: 'text', sortable: true },
    { field: 'type', label: 'fields.requests.type', type: 'text', sortable: true },
    { field: 'status', label: 'fields.requests.status', type: 'text', sortable: true },
  ],
  filters: [
    { field: 'q', label: 'filters.requests.q', kind: 'search', alwaysOn: true },
    {
      field: 'status',
      label: 'filters.requests.status',
      kind: 'select',
      alwaysOn: true,
      choices: [
        { value: 'PENDING', label: 'choices.requests.status.PENDING' },
        { value: 'FAILED', label: 'choices.requests.status.FAILED' },
      ],
    },
  ],
  exportCsv: false,
  perPage: 10,
  perPageOptions: [10, 25],
};

const messages = {
  fields: { requests: { id: 'ID', type: 'Kind', status: 'State' } },
  filters: { requests: { q: 'Search requests', status: 'State' } },
  choices: { requests: { status: { PENDING: 'Pending', FAILED: 'Failed' } } },
};

const rows = [
  { id: 1, type: 'WITHDRAWAL', status: 'PENDING' },
  { id: 2, type: 'REWARD_CLAIM', status: 'FAILED' },
];

function draw(url = '/requests') {
  const getList = vi.fn((_r: string, params: GetListParams) =>
    Promise.resolve({
      data: params.filter?.status ? rows.filter((r) => r.status === params.filter.status) : rows,
      total: 2,
    }),
  );
  const harness = renderInAdmin(<ListRenderer page={page} />, {
    dataProvider: { getList: getList as never },
    url,
    messages,
  });
  return { getList, ...harness };
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());

afterEach(() => localStorage.clear());

describe('the column chooser', () => {
  it('hides a column; a list drawn afresh (a reload) still hides it', async () => {
    const user = userEvent.setup();
    draw();
    await screen.findByText('WITHDRAWAL');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const panel = await screen.findByRole('dialog', { name: 'Columns shown' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Kind' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(headers()).not.toContain('Kind'));
    expect(screen.queryByText('WITHDRAWAL')).toBeNull();
    cleanup();

    draw();
    await screen.findByText('PENDING');
    expect(headers()).toEqual(expect.arrayContaining(['ID', 'State']));
    expect(headers()).not.toContain('Kind');
  });

  it('shows a hidden column again, and never lets the last shown column go', async () => {
    const user = userEvent.setup();
    draw();
    await screen.findByText('WITHDRAWAL');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const panel = await screen.findByRole('dialog', { name: 'Columns shown' });
    await user.click(within(panel).getByRole('checkbox', { name: 'ID' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Kind' }));
    expect(within(panel).getByRole('checkbox', { name: 'State' })).toBeDisabled();
    await user.click(within(panel).getByRole('checkbox', { name: 'Kind' }));
    expect(within(panel).getByRole('checkbox', { name: 'State' })).toBeEnabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(headers()).toEqual(['Kind', 'State']));
  });
});

describe('saved filters', () => {
  it('saves the current filter under a name; picked after a reload, it filters the list', async () => {
    const user = userEvent.setup();
    draw(`/requests?filter=${encodeURIComponent('{"status":"FAILED"}')}`);
    await screen.findByText('REWARD_CLAIM');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save current query...' }));
    const dialog = await screen.findByRole('dialog');
    await pasteInto(
      user,
      within(dialog).getByRole('textbox', { name: 'Query name' }),
      'Failed ones',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();

    const { getList } = draw('/requests');
    await screen.findByText('WITHDRAWAL');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Failed ones' }));
    await waitFor(() => expect(screen.queryByText('WITHDRAWAL')).toBeNull());
    expect(getList.mock.calls.at(-1)?.[1].filter).toEqual({ status: 'FAILED' });
  });
});

describe('rememberingStore', () => {
  it.each([
    ['lists.users.columns', true],
    ['lists.users.columns_columnRanks', true],
    ['users.savedQueries', true],
    ['users.listParams', false],
    ['locale', false],
  ])('%s is kept in the browser: %s', (key, kept) => {
    expect(remembered(key)).toBe(kept);
  });

  it('sends the remembered keys to the browser, the others to the session; a sign-out resets only the session', () => {
    const session = memoryStore();
    const browser = memoryStore();
    session.setup();
    const store = rememberingStore(session, browser);
    store.setup();
    store.setItem('users.savedQueries', [{ label: 'Mine' }]);
    store.setItem('users.listParams', { page: 3 });
    expect(browser.getItem('users.savedQueries')).toEqual([{ label: 'Mine' }]);
    expect(session.getItem('users.savedQueries')).toBeUndefined();
    expect(session.getItem('users.listParams')).toEqual({ page: 3 });
    store.reset();
    expect(store.getItem('users.listParams')).toBeUndefined();
    expect(store.getItem('users.savedQueries')).toEqual([{ label: 'Mine' }]);
  });
});
