import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'react-admin';
import { HttpError } from '../../src/data/HttpError';
import { subscribeNotifications, type AppNotification } from '../../src/data/notifications';
import { ListRenderer } from '../../src/renderers/list/ListRenderer';
import type { ListPage } from '../../src/renderers/shared/pageKinds';
import { renderInAdmin } from './harness';

/** The list keys of the schema language as the renderer applies them (docs/authoring.md, Lists). */
const page: ListPage = {
  kind: 'list',
  resource: 'requests',
  columns: [
    { field: 'id', label: 'fields.requests.id', type: 'text', sortable: true },
    {
      field: 'userLogin',
      label: 'fields.requests.userLogin',
      type: 'text',
      sortable: true,
      link: 'UserData',
      linkField: 'userId',
    },
    { field: 'role', label: 'fields.requests.role', type: 'role', sortable: true },
    {
      field: 'type',
      label: 'fields.requests.type',
      type: 'enum',
      sortable: true,
      choices: [{ value: 'REWARD_CLAIM', label: 'choices.requests.type.REWARD_CLAIM' }],
    },
    { field: 'createdAt', label: 'fields.requests.createdAt', type: 'text', sortable: true },
  ],
  filters: [
    {
      field: 'status',
      label: 'filters.requests.status',
      kind: 'select',
      alwaysOn: true,
      choices: [
        { value: 'PENDING', label: 'renderers.status.PENDING' },
        { value: 'APPROVED', label: 'renderers.status.APPROVED' },
      ],
    },
  ],
  exportCsv: true,
  perPage: 25,
  perPageOptions: [25, 50],
  sort: { field: 'createdAt', order: 'DESC' },
  filterDefaults: { status: 'PENDING' },
};

const messages = {
  fields: {
    requests: { id: 'ID', userLogin: 'User', role: 'Role', type: 'Type', createdAt: 'Created' },
  },
  filters: { requests: { status: 'Status' } },
  choices: { requests: { type: { REWARD_CLAIM: 'Reward claim' } } },
};

const rows = [
  {
    id: 1,
    userLogin: 'ann@example.com',
    userId: 501,
    role: 'ROLE_MARKETING',
    type: 'REWARD_CLAIM',
    createdAt: '2026-11-20',
  },
  {
    id: 2,
    userLogin: 'bob@example.com',
    userId: 502,
    role: 'ROLE_NEW',
    type: 'SOMETHING_ELSE',
    createdAt: '2026-11-19',
  },
];

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

let toasts: AppNotification[];
let unsubscribe: () => void;
beforeEach(() => {
  toasts = [];
  unsubscribe = subscribeNotifications((n) => toasts.push(n));
});
afterEach(() => {
  unsubscribe();
  vi.restoreAllMocks();
});

function setup(getList: (resource: string, params: GetListParams) => Promise<unknown>) {
  const spy = vi.fn(getList);
  const harness = renderInAdmin(<ListRenderer page={page} />, {
    dataProvider: { getList: spy as never },
    url: '/requests',
    messages,
  });
  return { spy, lastParams: () => spy.mock.calls.at(-1)![1], ...harness };
}

describe('ListRenderer: the list keys', () => {
  it('opens with the page size, sort and default filter of the YAML, and offers its page sizes', async () => {
    const user = userEvent.setup();
    const { lastParams } = setup(() => Promise.resolve({ data: rows, total: 80 }));
    await screen.findByText('ann@example.com');
    expect(lastParams().pagination).toEqual({ page: 1, perPage: 25 });
    expect(lastParams().sort).toEqual({ field: 'createdAt', order: 'DESC' });
    expect(lastParams().filter).toEqual({ status: 'PENDING' });
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['25', '50']);
  });

  it('shows roles and enum codes by their labels, an unknown code as itself', async () => {
    setup(() => Promise.resolve({ data: rows, total: 2 }));
    expect(await screen.findByText('Marketer')).toBeInTheDocument();
    expect(screen.getByText('Reward claim')).toBeInTheDocument();
    expect(screen.getByText('ROLE_NEW')).toBeInTheDocument();
    expect(screen.getByText('SOMETHING_ELSE')).toBeInTheDocument();
    expect(screen.queryByText('ROLE_MARKETING')).toBeNull();
  });

  it("links a column to its route with the link field's value (the user's User Data)", async () => {
    const user = userEvent.setup();
    const { location } = setup(() => Promise.resolve({ data: rows, total: 2 }));
    const link = await screen.findByRole('link', { name: 'ann@example.com' });
    expect(link).toHaveAttribute('href', '/users/501');
    await user.click(link);
    await waitFor(() => expect(location().pathname).toBe('/users/501'));
  });

  it('a failed load says so with Retry, no pager and no empty text, and raises one toast', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { spy } = setup(() =>
      fail
        ? Promise.reject(new HttpError('Injected fault: HTTP 404', 404, { message: 'x' }))
        : Promise.resolve({ data: rows, total: 2 }),
    );
    expect(await screen.findByText('Could not load this list.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /rows per page/i })).toBeNull();
    expect(screen.queryByText(/no .* found|nothing here/i)).toBeNull();
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({ message: 'Injected fault: HTTP 404', type: 'error' });
    // The client itself is told to stay quiet: the list reports the failure once.
    expect(spy.mock.calls[0]![1].meta).toEqual({ skipNotificationStatus: 'all' });

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Could not load this list.')).toBeNull();
    expect(toasts).toHaveLength(1);
  });

  it('exports CSV with the labels the list shows', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    setup(() => Promise.resolve({ data: rows, total: 2 }));
    await screen.findByText('ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const csv = (await readBlob(blobs[0]!)).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')).toEqual([
      'ID,User,Role,Type,Created',
      '1,ann@example.com,Marketer,Reward claim,2026-11-20',
      '2,bob@example.com,ROLE_NEW,SOMETHING_ELSE,2026-11-19',
    ]);
  });
});
