import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable, ListBase, type RowClickFunction } from 'react-admin';
import { LeanTableBody } from '../../src/renderers/LeanTableBody';
import { renderInAdmin } from './harness';

const rows = [
  { id: 1, name: 'Ann', score: 3 },
  { id: 2, name: 'Bob', score: null },
];

/** react-admin's DataTable with the console's lean body, as any list page draws it. */
function setup(rowClick: string | false | RowClickFunction, selectable = false) {
  return renderInAdmin(
    <ListBase resource="players" disableAuthentication disableSyncWithLocation>
      <DataTable
        rowClick={rowClick}
        body={LeanTableBody}
        bulkActionButtons={selectable ? undefined : false}
        storeKey="players.lean"
      >
        <DataTable.Col source="name" label="Name" />
        <DataTable.Col source="score" label="Score" />
        <DataTable.Col label="Shout" render={(r) => `${String(r.name)}!`} />
      </DataTable>
    </ListBase>,
    {
      dataProvider: {
        getList: (() => Promise.resolve({ data: rows, total: 2 })) as never,
        deleteMany: () => Promise.resolve({ data: [] }),
      },
      url: '/players',
    },
  );
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('LeanTableBody', () => {
  it("draws each record's cells in column order: a source as text, nothing for none, a render's result", async () => {
    setup(false);
    await screen.findByText('Ann');
    const cells = bodyRows().map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      ['Ann', '3', 'Ann!'],
      ['Bob', '', 'Bob!'],
    ]);
  });

  it('opens the row link on click; a row without one is not clickable', async () => {
    const { location } = setup((id) => `/players/${String(id)}/profile`);
    await screen.findByText('Bob');
    const [, second] = bodyRows();
    expect(second).toHaveClass('RaDataTable-clickableRow');
    await userEvent.click(within(second!).getByText('Bob'));
    await waitFor(() => expect(location().pathname).toBe('/players/2/profile'));
  });

  it('a list without row click leaves the rows where they are', async () => {
    const { location } = setup(false);
    await screen.findByText('Ann');
    const [first] = bodyRows();
    expect(first).not.toHaveClass('RaDataTable-clickableRow');
    await userEvent.click(within(first!).getByText('Ann'));
    expect(location().pathname).toBe('/players');
  });

  it('a row click may toggle the selection; the boxes show it', async () => {
    setup('toggleSelection', true);
    await screen.findByText('Ann');
    await userEvent.click(screen.getByText('Ann'));
    const box = within(bodyRows()[0]!).getByRole('checkbox');
    await waitFor(() => expect(box).toBeChecked());
    expect(within(bodyRows()[1]!).getByRole('checkbox')).not.toBeChecked();
  });
});
