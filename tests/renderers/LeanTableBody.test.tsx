import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router-dom';
import { DataTable, ListBase, type RowClickFunction } from 'react-admin';
import { LeanTableBody } from '../../src/overrides/renderers/LeanTableBody';
import { RowRouteContext } from '../../src/renderers/shared/rowRoute';
import { PAGES } from '../../src/generated/pages';
import { ROUTES } from '../../src/generated/routes';
import type { PageDef } from '../../src/model/types';
import { roleMayOpen } from '../../src/access';
import { canAccessResource } from '../../src/access/resources';
import { ROLE_CODES } from '../../src/generated/roles';
import { renderInAdmin } from './harness';

const rows = [
  { id: 1, name: 'Ann', score: 3 },
  { id: 2, name: 'Bob', score: null },
];

const pageOf = (name: string | undefined) =>
  name === undefined ? undefined : (PAGES as Record<string, PageDef>)[name];

/** A record page of the schema (a route with an id whose page shows one record). */
const RECORD_ROUTE = ROUTES.find((r) => {
  const page = pageOf(r.page);
  return r.layout === 'APP' && page?.kind === 'show' && /:\w+/.test(r.path);
});
const recordPage = pageOf(RECORD_ROUTE?.page);

/** A role that may open that page and read its record. */
const READER = ROLE_CODES.find(
  (role) =>
    RECORD_ROUTE !== undefined &&
    recordPage?.kind === 'show' &&
    roleMayOpen(RECORD_ROUTE, role) &&
    canAccessResource(role, 'read', recordPage.resource),
);

/** react-admin's DataTable with the console's lean body, as any list page draws it. */
function setup(
  rowClick: string | false | RowClickFunction,
  selectable = false,
  rowRoute: string | undefined = undefined,
  getOne = vi.fn(),
) {
  return renderInAdmin(
    <RowRouteContext.Provider value={rowRoute}>
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
          <DataTable.Col label="Open">
            <Link to="/somewhere" data-route={RECORD_ROUTE?.name} data-route-id="77">
              Open
            </Link>
          </DataTable.Col>
        </DataTable>
      </ListBase>
    </RowRouteContext.Provider>,
    {
      dataProvider: {
        getList: (() => Promise.resolve({ data: rows, total: 2 })) as never,
        deleteMany: () => Promise.resolve({ data: [] }),
        getOne,
      },
      url: '/players',
      ...(READER ? { role: READER } : {}),
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
      ['Ann', '3', 'Ann!', 'Open'],
      ['Bob', '', 'Bob!', 'Open'],
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

  it("a pointer resting on a row fetches the row's page ahead; one passing over it does not", async () => {
    expect(READER).toBeDefined();
    const getOne = vi.fn(() => new Promise(() => undefined));
    setup((id) => `/players/${String(id)}`, false, RECORD_ROUTE?.name, getOne);
    await screen.findByText('Ann');
    const [first, second] = bodyRows();
    fireEvent.pointerOver(within(first!).getByText('Ann'));
    fireEvent.pointerOver(within(second!).getByText('Bob'));
    fireEvent.pointerOver(within(second!).getByText('Bob!'));
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(1));
    expect(getOne).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ id: '2' }));
    fireEvent.pointerDown(within(first!).getByText('Ann'));
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
    expect(getOne).toHaveBeenLastCalledWith(
      expect.any(String),
      expect.objectContaining({ id: '1', meta: { ahead: true } }),
    );
  });

  it('a pointer that leaves the table before resting fetches nothing', async () => {
    const getOne = vi.fn(() => new Promise(() => undefined));
    setup((id) => `/players/${String(id)}`, false, RECORD_ROUTE?.name, getOne);
    await screen.findByText('Ann');
    const [first] = bodyRows();
    fireEvent.pointerOver(within(first!).getByText('Ann'));
    fireEvent.pointerLeave(screen.getAllByRole('rowgroup')[1]!);
    await new Promise((r) => setTimeout(r, 400));
    expect(getOne).not.toHaveBeenCalled();
  });

  it('rows of a list whose rows open no page carry no route to fetch', async () => {
    setup((id) => `/players/${String(id)}`);
    await screen.findByText('Ann');
    expect(bodyRows()[0]).not.toHaveAttribute('data-route');
  });

  it("a link in a cell fetches its page's record ahead on a focus", async () => {
    expect(READER).toBeDefined();
    const getOne = vi.fn(() => new Promise(() => undefined));
    setup(false, false, undefined, getOne);
    await screen.findByText('Ann');
    fireEvent.focus(within(bodyRows()[0]!).getByRole('link', { name: 'Open' }));
    await waitFor(() => expect(getOne).toHaveBeenCalled());
    expect(getOne).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ id: '77', meta: { ahead: true } }),
    );
  });
});
