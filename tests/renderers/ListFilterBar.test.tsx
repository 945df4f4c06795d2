import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'react-admin';
import { ListRenderer } from '../../src/renderers/list/ListRenderer';
import { SEARCH_DEBOUNCE_MS } from '../../src/overrides/renderers/ListFilterBar';
import type { ListPage } from '../../src/renderers/shared/pageKinds';
import { renderInAdmin } from './harness';
import { searchPauseEnds, withSearchPause } from './support/searchPause';

const page: ListPage = {
  kind: 'list',
  resource: 'users',
  columns: [{ field: 'login', label: 'fields.users.login', type: 'text', sortable: true }],
  filters: [
    { field: 'q', label: 'filters.users.q', kind: 'search', alwaysOn: true },
    {
      field: 'tier',
      label: 'filters.users.tier',
      kind: 'select',
      choices: [
        { value: 'B', label: 'choices.tier.B' },
        { value: 'S', label: 'choices.tier.S' },
      ],
      alwaysOn: true,
    },
    { field: 'verified', label: 'filters.users.verified', kind: 'boolean', alwaysOn: false },
  ],
  exportCsv: false,
  perPage: 10,
  perPageOptions: [10, 25],
};

const messages = {
  fields: { users: { login: 'Login' } },
  filters: { users: { q: 'Search users', tier: 'Tier', verified: 'Verified' } },
  choices: { tier: { B: 'Bronze', S: 'Silver' } },
};

function setup(url = '/users') {
  const getList = vi.fn((_resource: string, _params: GetListParams) =>
    Promise.resolve({ data: [{ id: 1, login: 'ann@example.com' }], total: 1 }),
  );
  renderInAdmin(<ListRenderer page={page} />, {
    dataProvider: { getList: getList as never },
    url,
    messages,
  });
  const lastFilter = () => getList.mock.calls.at(-1)![1].filter;
  return { getList, lastFilter };
}

async function choose(select: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: select }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('list filters (§7)', () => {
  it('sends a search once typing pauses, not per keystroke', async () => {
    await withSearchPause(async (user) => {
      const { getList, lastFilter } = setup();
      await screen.findByText('ann@example.com');
      const calls = getList.mock.calls.length;
      await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'ann');
      expect(getList.mock.calls.length).toBe(calls);
      await searchPauseEnds();
      await waitFor(() => expect(lastFilter()).toEqual({ q: 'ann' }));
      expect(getList.mock.calls.length).toBe(calls + 1);
    });
  });

  it('sends the search at once on Enter, and its clear button lists everyone again', async () => {
    const user = userEvent.setup();
    const { lastFilter } = setup();
    await screen.findByText('ann@example.com');
    const box = screen.getByRole('textbox', { name: 'Search users' });
    await user.type(box, 'bob{Enter}');
    await waitFor(() => expect(lastFilter()).toEqual({ q: 'bob' }));
    await user.click(screen.getByRole('button', { name: 'Clear value' }));
    expect(box).toHaveValue('');
    await waitFor(() => expect(lastFilter()).toEqual({}));
  });

  it('applies a choice at once, by its value, and the empty entry clears it', async () => {
    const { lastFilter } = setup();
    await screen.findByText('ann@example.com');
    await choose('Tier', 'Silver');
    await waitFor(() => expect(lastFilter()).toEqual({ tier: 'S' }));
    await choose('Tier', 'Clear value');
    await waitFor(() => expect(lastFilter()).toEqual({}));
  });

  it('a search sent after a choice made while typing keeps that choice', async () => {
    await withSearchPause(async (user) => {
      const { lastFilter } = setup();
      await screen.findByText('ann@example.com');
      await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'ann');
      await choose('Tier', 'Bronze');
      // The typing pause ends: the search goes out.
      await searchPauseEnds();
      await waitFor(() => expect(lastFilter()).toEqual({ q: 'ann', tier: 'B' }));
    });
  });

  it('a choice and a search that land in the same tick are both kept', async () => {
    const { lastFilter } = setup();
    await screen.findByText('ann@example.com');
    const search = screen.getByRole('textbox', { name: 'Search users' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tier' }));
    const bronze = await screen.findByRole('option', { name: 'Bronze' });
    vi.useFakeTimers();
    try {
      fireEvent.change(search, { target: { value: 'ann' } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
      // The choice is applied on react-admin's next tick, the same tick the search's pause ends.
      fireEvent.click(bronze);
      act(() => vi.advanceTimersByTime(1));
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(lastFilter()).toEqual({ q: 'ann', tier: 'B' }));
  });

  it('shows the filters the URL sets, a yes/no one included, with a way to remove that one', async () => {
    const user = userEvent.setup();
    const { lastFilter } = setup(
      `/users?filter=${encodeURIComponent('{"q":"ann","tier":"B","verified":true}')}`,
    );
    await screen.findByText('ann@example.com');
    expect(screen.getByRole('textbox', { name: 'Search users' })).toHaveValue('ann');
    expect(screen.getByRole('combobox', { name: 'Tier' })).toHaveTextContent('Bronze');
    expect(screen.getByRole('combobox', { name: 'Verified' })).toHaveTextContent('Yes');
    await choose('Verified', 'No');
    await waitFor(() => expect(lastFilter()).toEqual({ q: 'ann', tier: 'B', verified: false }));
    await user.click(screen.getByRole('button', { name: 'Remove this filter' }));
    await waitFor(() => expect(lastFilter()).toEqual({ q: 'ann', tier: 'B' }));
    expect(screen.queryByRole('combobox', { name: 'Verified' })).toBeNull();
  });

  it('offers a filter that is not always on from the filter button', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByText('ann@example.com');
    expect(screen.queryByRole('combobox', { name: 'Verified' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(within(await screen.findByRole('menu')).getByText('Verified'));
    expect(await screen.findByRole('combobox', { name: 'Verified' })).toBeInTheDocument();
  });

  // react-admin's filter form draws itself, inputs included, again after mounting (its form's
  // validity and reset). Only the mount's own commit (with MUI's select measuring itself, a
  // nested update) comes before the rows.
  it('the list is not drawn again after mounting until its rows come', async () => {
    let release: () => void = () => undefined;
    const getList = vi.fn(
      () =>
        new Promise<{ data: { id: number; login: string }[]; total: number }>((resolve) => {
          release = () => resolve({ data: [{ id: 1, login: 'ann@example.com' }], total: 1 });
        }),
    );
    const phases: string[] = [];
    renderInAdmin(
      <Profiler id="list" onRender={(_id, phase) => phases.push(phase)}>
        <ListRenderer page={page} />
      </Profiler>,
      { dataProvider: { getList: getList as never }, url: '/users', messages },
    );
    await waitFor(() => expect(getList).toHaveBeenCalled());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const beforeRows = phases.length;
    release();
    await screen.findByText('ann@example.com');
    expect(phases[0]).toBe('mount');
    expect(phases.slice(0, beforeRows)).not.toContain('update');
  });
});
