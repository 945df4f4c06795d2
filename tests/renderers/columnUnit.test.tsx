import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShowRenderer } from '../../src/renderers/show/ShowRenderer';
import type { ShowPage } from '../../src/renderers/shared/pageKinds';
import { renderInAdmin } from './harness';

const page: ShowPage = {
  kind: 'show',
  resource: 'custody',
  idParam: 'walletId',
  fields: [
    {
      field: 'balance',
      label: 'fields.custody.balance',
      type: 'number',
      unit: 'units.custody.balance',
      sortable: false,
    },
    {
      field: 'note',
      label: 'fields.custody.note',
      type: 'number',
      unit: 'units.custody.balance',
      sortable: false,
    },
  ],
};

describe("a figure with a unit reads in the one number style, the unit's words after it", () => {
  it.each([
    [1234.5, '1 234.5 POL'],
    [296.7, '296.7 POL'],
  ])('%s → %s; a missing figure stays "—" without a unit', async (balance, shown) => {
    renderInAdmin(<ShowRenderer page={page} />, {
      dataProvider: {
        getOne: vi.fn(() => Promise.resolve({ data: { id: 'w1', balance, note: null } })) as never,
      },
      url: '/custody/w1',
      route: '/custody/:walletId',
      messages: {
        fields: { custody: { balance: 'Balance', note: 'Note' } },
        units: { custody: { balance: 'POL' } },
      },
    });
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.queryByText(/— POL/)).toBeNull();
  });
});
