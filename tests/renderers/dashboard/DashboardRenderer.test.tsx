import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import DashboardRenderer from '../../../src/renderers/dashboard/DashboardRenderer';
import { canAccessResource } from '../../../src/access/resources';
import { PAGES } from '../../../src/generated/pages';
import { ROLE_CODES } from '../../../src/generated/roles';
import {
  EMPTY_OPERATOR_DATA,
  OperatorStateContext,
  operatorState,
} from '../../../src/operator/OperatorStateContext';
import { isoDay } from '../../../src/data/dashboardRange';
import type { DashboardPage } from '../../../src/renderers/shared/pageKinds';
import { renderInAdmin } from '../harness';
import { translate as t } from '../../../src/i18n/translate';
import { statusLabelKey } from '../../../src/renderers/shared/processingStatus';

/**
 * A dashboard of the kinds the schema may declare (figures of each format, a line and a pie
 * chart), written here: the renderer draws whatever a page says, so its tests do not follow the
 * Dashboard the schema has today.
 */
const summary: DashboardPage = {
  kind: 'dashboard',
  endpoint: 'dashboard.summary',
  range: 30,
  links: [],
  cards: [
    { id: 'totalUsers', label: 'Total users', field: 'totalUsers', format: 'number' },
    { id: 'newUsers', label: 'New users', field: 'newUsers', format: 'number' },
    { id: 'pointsEarned', label: 'Points earned', field: 'pointsEarned', format: 'number' },
    { id: 'revenue', label: 'Revenue', field: 'revenue', format: 'money' },
  ],
  charts: [
    {
      id: 'activityByDay',
      kind: 'line',
      label: 'Activity per day',
      field: 'activityByDay',
      x: 'date',
      y: 'count',
      format: 'number',
    },
    {
      id: 'activityByType',
      kind: 'pie',
      label: 'Activity by type',
      field: 'activityByType',
      x: 'type',
      y: 'count',
      format: 'number',
    },
  ],
};
const welcome = PAGES.Welcome as DashboardPage;
const stateOf = (role: string) =>
  operatorState({
    operatorId: '1001',
    role,
    adminMode: false,
    data: EMPTY_OPERATOR_DATA,
    reload: async () => undefined,
  });

function draw(page: DashboardPage, url: string, dataProvider: object, role = 'ROLE_ADMIN') {
  return renderInAdmin(
    <OperatorStateContext.Provider value={stateOf(role)}>
      <DashboardRenderer page={page} />
    </OperatorStateContext.Provider>,
    { dataProvider, url },
  );
}

const daysBack = (n: number) => {
  const d = new Date();
  return isoDay(new Date(d.getFullYear(), d.getMonth(), d.getDate() - n));
};

const BODY = {
  totalUsers: 320,
  newUsers: 1234,
  revenue: 1500.5,
  activityByDay: [],
  activityByType: [],
};

const card = (name: string) => screen.getByRole('group', { name });

describe('DashboardRenderer', { timeout: 60_000 }, () => {
  it("asks the page's endpoint for the last 30 days by default and shows the figures formatted", async () => {
    const getDashboard = vi.fn(async () => BODY);
    draw(summary, '/dashboard', { getDashboard });
    await screen.findByText('1 234');
    expect(getDashboard).toHaveBeenCalledWith(
      'dashboard.summary',
      { choice: 30, from: daysBack(29), to: daysBack(0) },
      expect.anything(),
    );
    expect(within(card('Revenue')).getByText('$1 500.5')).toBeInTheDocument();
    // A figure the answer lacks is shown as missing, not as 0.
    expect(within(card('Points earned')).getByLabelText('No figure')).toHaveTextContent('—');
  });

  it('keeps a chosen preset in the URL and asks for that range', async () => {
    const user = userEvent.setup();
    const getDashboard = vi.fn(async () => BODY);
    const { location } = draw(summary, '/dashboard', { getDashboard });
    await screen.findByText('1 234');
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(new URLSearchParams(location().search).get('range')).toBe('7');
    await waitFor(() =>
      expect(getDashboard).toHaveBeenLastCalledWith(
        'dashboard.summary',
        expect.objectContaining({ from: daysBack(6), to: daysBack(0) }),
        expect.anything(),
      ),
    );
  });

  it('opens on the custom range a URL names (a shared link or a reload)', async () => {
    const getDashboard = vi.fn(async () => BODY);
    draw(summary, '/dashboard?range=custom&from=2026-01-01&to=2026-01-31', { getDashboard });
    await screen.findByText('1 234');
    expect(getDashboard).toHaveBeenCalledWith(
      'dashboard.summary',
      { choice: 'custom', from: '2026-01-01', to: '2026-01-31' },
      expect.anything(),
    );
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('1 Jan 2026');
    expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows skeletons, announced as loading, while the figures load', async () => {
    draw(summary, '/dashboard', { getDashboard: () => new Promise(() => undefined) });
    expect(await screen.findByRole('status', { name: 'Loading the figures' })).toBeInTheDocument();
    expect(screen.queryByText('No data for this period.')).not.toBeInTheDocument();
  });

  it.each([
    ['an empty object', {}],
    ['null', null],
    ['a list', [1, 2]],
    ['unknown keys only', { somethingElse: 'x' }],
  ])('an answer of %s is an empty state, not an error', async (_what, body) => {
    draw(summary, '/dashboard', { getDashboard: async () => body });
    expect(await screen.findByText('No data for this period.')).toBeInTheDocument();
    expect(screen.queryByText('Could not load this data.')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total users' })).not.toBeInTheDocument();
  });

  it('a failed load says so, and Retry asks again', async () => {
    const user = userEvent.setup();
    const getDashboard = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(BODY);
    draw(summary, '/dashboard', { getDashboard });
    await screen.findByText('Could not load this data.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('1 234');
  });

  it('a chart with no points says there is nothing to chart', async () => {
    draw(summary, '/dashboard', { getDashboard: async () => BODY });
    await screen.findByText('1 234');
    expect(screen.getAllByText('Nothing to chart for this period.')).toHaveLength(
      summary.charts.length,
    );
  });

  /** The cards of the Welcome page that count a list, with the text each should show for n. */
  const counted = welcome.cards.flatMap((c) => (c.count ? [{ ...c, count: c.count }] : []));
  const shown = (c: (typeof counted)[number], n: number) => {
    const status = c.count.filter.status;
    return typeof status === 'string'
      ? `${n} ${t(statusLabelKey(status), { _: status }).toLocaleLowerCase()}`
      : String(n);
  };

  it("Welcome counts each queue's list with its filter, says which status it counts, and has no range", async () => {
    const totals: Record<string, number> = {};
    counted.forEach((c, i) => (totals[c.count.resource] = 3 + i));
    const getList = vi.fn(async (resource: string) => ({
      data: [{ id: 1 }],
      total: totals[resource] ?? 0,
    }));
    draw(welcome, '/welcome', { getList });
    expect(counted.length).toBeGreaterThan(0);
    for (const c of counted) {
      await waitFor(
        () =>
          expect(
            within(card(t(c.label))).getByText(shown(c, totals[c.count.resource]!)),
          ).toBeInTheDocument(),
        { timeout: 10_000 },
      );
      expect(getList).toHaveBeenCalledWith(
        c.count.resource,
        expect.objectContaining({ filter: c.count.filter }),
      );
    }
    expect(screen.queryByRole('group', { name: 'Date range' })).not.toBeInTheDocument();
  });

  it('a count card filtered on a status says "n <status>"; one without, the bare figure', async () => {
    const page: DashboardPage = {
      ...welcome,
      cards: [
        {
          id: 'a',
          label: 'Queue A',
          count: { resource: 'missionModeration', filter: { status: 'PENDING' } },
          format: 'number',
        },
        {
          id: 'b',
          label: 'Queue B',
          count: { resource: 'rewardModeration', filter: {} },
          format: 'number',
        },
      ],
    };
    draw(page, '/welcome', { getList: async () => ({ data: [{ id: 1 }], total: 7 }) });
    await waitFor(() => expect(within(card('Queue A')).getByText('7 pending')).toBeInTheDocument());
    expect(within(card('Queue B')).getByText('7')).toBeInTheDocument();
  });

  /** The roles that may read a count of the Welcome page: each is asked only what it may read. */
  const readers = ROLE_CODES.filter((role) =>
    counted.some((c) => canAccessResource(role, 'read', c.count.resource)),
  );

  it.each(readers)('shows %s the counts it may read, and asks for no other', async (role) => {
    const getList = vi.fn(async (_resource: string) => ({ data: [{ id: 1 }], total: 4 }));
    draw(welcome, '/welcome', { getList }, role);
    const may = counted.filter((c) => canAccessResource(role, 'read', c.count.resource));
    for (const c of may)
      await waitFor(() =>
        expect(within(card(t(c.label))).getByText(shown(c, 4))).toBeInTheDocument(),
      );
    expect(new Set(getList.mock.calls.map(([resource]) => resource))).toEqual(
      new Set(may.map((c) => c.count.resource)),
    );
  });
});
