import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'react-admin';
import { ListRenderer } from '../../src/renderers/list/ListRenderer';
import { EmbeddedPageContext, type ListPage } from '../../src/renderers/shared/pageKinds';
import { renderInAdmin } from './harness';
import { searchPauseEnds, withSearchPause } from './support/searchPause';

const page: ListPage = {
  kind: 'list',
  resource: 'users',
  columns: [
    { field: 'id', label: 'fields.users.id', type: 'text', sortable: true },
    { field: 'login', label: 'fields.users.login', type: 'email', sortable: true },
    { field: 'status', label: 'fields.users.status', type: 'status', sortable: false },
  ],
  filters: [{ field: 'q', label: 'filters.users.q', kind: 'search', alwaysOn: true }],
  rowClick: 'UserData',
  exportCsv: true,
  perPage: 10,
  perPageOptions: [10, 25, 50, 100],
};

const messages = {
  fields: { users: { id: 'ID', login: 'Login', status: 'Status' } },
  filters: { users: { q: 'Search users' } },
};

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const rows = [
  { id: 7, login: 'ann@example.com', status: 'PENDING', secret: 's1' },
  { id: 8, login: '=cmd()', status: 'DECLINED', secret: 's2' },
];

function setup(
  options: { url?: string; basename?: string; role?: string; embedded?: boolean } = {},
) {
  const getList = vi.fn((_resource: string, _params: GetListParams) =>
    Promise.resolve({ data: rows, total: 312 }),
  );
  const list = <ListRenderer page={page} />;
  const harness = renderInAdmin(
    options.embedded ? (
      <EmbeddedPageContext.Provider value>{list}</EmbeddedPageContext.Provider>
    ) : (
      list
    ),
    {
      dataProvider: { getList: getList as never },
      url: options.url ?? '/users',
      basename: options.basename,
      messages,
      ...(options.role ? { role: options.role } : {}),
    },
  );
  const lastParams = () => getList.mock.calls.at(-1)![1];
  return { getList, lastParams, ...harness };
}

describe('ListRenderer', () => {
  it('sends a role without §3 read on the section to Access Forbidden, without asking for rows', async () => {
    const { getList, location } = setup({ role: 'ROLE_MODERATOR' });
    await waitFor(() => expect(location().pathname).toBe('/403'));
    expect(getList).not.toHaveBeenCalled();
  });

  it('draws nothing for such a role inside another page (a tab), and asks for nothing', async () => {
    const { getList } = setup({ role: 'ROLE_MODERATOR', embedded: true });
    await act(async () => undefined);
    expect(screen.queryByRole('table')).toBeNull();
    expect(getList).not.toHaveBeenCalled();
  });

  it('asks the dataProvider for the first page of 10, and shows the declared columns', async () => {
    const { getList, lastParams } = setup();
    await screen.findByText('ann@example.com');
    expect(getList.mock.calls[0]![0]).toBe('users');
    expect(lastParams().pagination).toEqual({ page: 1, perPage: 10 });
    const header = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(header).toEqual(['ID', 'Login', 'Status']);
    expect(screen.queryByText('s1')).not.toBeInTheDocument();
  });

  it('offers the page sizes 10, 25, 50, 100 and fetches the chosen size', async () => {
    const user = userEvent.setup();
    const { lastParams } = setup();
    await screen.findByText('ann@example.com');
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    const listbox = screen.getByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['10', '25', '50', '100']);
    await user.click(within(listbox).getByRole('option', { name: '25' }));
    await waitFor(() => expect(lastParams().pagination).toEqual({ page: 1, perPage: 25 }));
  });

  it('pages on the server', async () => {
    const user = userEvent.setup();
    const { lastParams } = setup();
    await screen.findByText('ann@example.com');
    await user.click(screen.getByRole('button', { name: /go to page 2/i }));
    await waitFor(() => expect(lastParams().pagination).toEqual({ page: 2, perPage: 10 }));
  });

  it('sorts by a sortable column and not by a column declared unsortable', async () => {
    const user = userEvent.setup();
    const { lastParams } = setup();
    await screen.findByText('ann@example.com');
    await user.click(
      within(screen.getByRole('columnheader', { name: 'Login' })).getByRole('button'),
    );
    await waitFor(() => expect(lastParams().sort).toEqual({ field: 'login', order: 'ASC' }));
    expect(
      within(screen.getByRole('columnheader', { name: 'Status' })).queryByRole('button'),
    ).toBeNull();
  });

  it('searches with the q filter', async () => {
    await withSearchPause(async (user) => {
      const { lastParams } = setup();
      await screen.findByText('ann@example.com');
      await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'ann');
      await searchPauseEnds();
      await waitFor(() => expect(lastParams().filter).toEqual({ q: 'ann' }));
      expect(lastParams().pagination?.page).toBe(1);
    });
  });

  // The always-on box starts empty (no reset right after mounting); a search named in
  // the URL still fills it, and emptying it lists everyone again.
  it('shows the search from the URL in the box, and emptying the box clears the filter', async () => {
    await withSearchPause(async (user) => {
      const { lastParams } = setup({ url: `/users?filter=${encodeURIComponent('{"q":"ann"}')}` });
      await screen.findByText('ann@example.com');
      const box = screen.getByRole('textbox', { name: 'Search users' });
      await waitFor(() => expect(box).toHaveValue('ann'));
      expect(lastParams().filter).toEqual({ q: 'ann' });
      await user.clear(box);
      await searchPauseEnds();
      await waitFor(() => expect(lastParams().filter).toEqual({}));
    });
  });

  it('starts with an empty search box and no filter', async () => {
    const { lastParams } = setup();
    await screen.findByText('ann@example.com');
    expect(screen.getByRole('textbox', { name: 'Search users' })).toHaveValue('');
    expect(lastParams().filter).toEqual({});
  });

  it('shows the status column as §4 chips', async () => {
    setup();
    expect((await screen.findByText('Pending')).closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSecondary',
    );
    expect(screen.getByText('Declined').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
  });

  it('opens the row route under the current mount (super admin operator view keeps its prefix)', async () => {
    const user = userEvent.setup();
    const { location } = setup({ url: '/operators/42/users', basename: '/operators/42' });
    await user.click(await screen.findByText('7'));
    await waitFor(() => expect(location().pathname).toBe('/operators/42/users/7'));
  });

  describe('CSV export', () => {
    let blobs: Blob[];
    beforeEach(() => {
      blobs = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:test';
      });
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    });
    afterEach(() => vi.restoreAllMocks());

    it('exports the current filter with the declared columns only, formula cells neutralised', async () => {
      const user = userEvent.setup();
      const { getList } = setup({
        url: `/users?filter=${encodeURIComponent('{"q":"ex"}')}&sort=login&order=DESC`,
      });
      await screen.findByText('ann@example.com');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      const exportCall = getList.mock.calls.at(-1)![1];
      expect(exportCall.filter).toEqual({ q: 'ex' });
      expect(exportCall.sort).toEqual({ field: 'login', order: 'DESC' });
      const csv = (await readBlob(blobs[0]!)).replace(/^\uFEFF/, '');
      expect(csv).toBe("ID,Login,Status\r\n7,ann@example.com,Pending\r\n8,'=cmd(),Declined");
    });
  });
});
