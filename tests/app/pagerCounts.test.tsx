import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListRenderer } from '../../src/renderers/list/ListRenderer';
import type { ListPage } from '../../src/renderers/shared/pageKinds';
import { restoreScreenAfterEach, screenWidth } from '../support/viewport';
import { renderInAdmin } from '../renderers/harness';

restoreScreenAfterEach();
// A whole react-admin list in jsdom: slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const page: ListPage = {
  kind: 'list',
  resource: 'users',
  columns: [{ field: 'login', label: 'Login', type: 'text', sortable: true }],
  filters: [],
  exportCsv: false,
  perPage: 25,
  perPageOptions: [10, 25, 50, 100],
};

describe("the pager's counts go through the one formatter", () => {
  it.each([
    [1200, '1–25 of 1 200'],
    [25, '1–25 of 25'],
    [1_000_000, '1–25 of 1 000 000'],
  ])('%s rows read %s', async (total, shown) => {
    screenWidth(1440);
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, login: `user${i + 1}` }));
    renderInAdmin(<ListRenderer page={page} />, {
      dataProvider: { getList: (() => Promise.resolve({ data: rows, total })) as never },
      url: '/users',
    });
    expect(await screen.findByText(shown, {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
