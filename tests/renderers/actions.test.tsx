import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import type { ActionDef } from '../../src/model/types';
import { HttpError } from '../../src/data/HttpError';
import { ListRenderer } from '../../src/renderers/list/ListRenderer';
import { ShowRenderer } from '../../src/renderers/show/ShowRenderer';
import { offeredTo } from '../../src/renderers/actions/rules';
import type { ListPage, ShowPage } from '../../src/renderers/shared/pageKinds';
import { renderInAdmin } from './harness';
import { pasteInto } from '../support/paste';
import { approve, decline } from './support/moderationActions';

const queue: ListPage = {
  kind: 'list',
  resource: 'missionModeration',
  columns: [
    { field: 'userLogin', label: 'User', type: 'text', sortable: true },
    { field: 'status', label: 'Status', type: 'status', sortable: true },
  ],
  filters: [],
  exportCsv: false,
  perPage: 10,
  perPageOptions: [10, 25, 50, 100],
  actions: [approve, decline],
};

const rows = [
  { id: 7, userLogin: 'ann@example.com', status: 'PENDING' },
  { id: 8, userLogin: 'bob@example.com', status: 'PENDING' },
  { id: 9, userLogin: 'cyd@example.com', status: 'APPROVED' },
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

function renderQueue(runAction: ReturnType<typeof vi.fn>, role = 'ROLE_MODERATOR', page = queue) {
  renderInAdmin(<ListRenderer page={page} />, {
    dataProvider: {
      getList: (() => Promise.resolve({ data: rows, total: rows.length })) as never,
      ...({ runAction } as object),
    },
    url: '/missions',
    authProvider: signedInAs(role),
    role,
  });
}

// Each journey renders a whole react-admin list and dialogs in jsdom: slow on a shared machine.
vi.setConfig({ testTimeout: 45_000 });

const rowOf = async (login: string) =>
  (await screen.findByText(login, undefined, { timeout: 5000 })).closest('tr')!;

const fill = (field: HTMLElement, text: string) => pasteInto(userEvent, field, text);

describe('record actions on a list', () => {
  it("offers Approve and Decline only on pending rows, and approving asks first, then PATCHes the row's id", async () => {
    const runAction = vi.fn((_endpoint: string, _id: unknown, _body: unknown) =>
      Promise.resolve({}),
    );
    renderQueue(runAction);
    const ann = await rowOf('ann@example.com');
    await within(ann).findByRole('button', { name: 'Approve' });
    expect(within(await rowOf('cyd@example.com')).queryByRole('button')).toBeNull();

    await userEvent.click(within(ann).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve this submission?')).toBeInTheDocument();
    expect(runAction).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(runAction).toHaveBeenCalledTimes(1);
    expect(runAction.mock.calls[0]!.slice(0, 3)).toEqual([
      'missions.moderationDecide',
      7,
      { status: 'APPROVED' },
    ]);
  });

  it('sends the optional reason typed when declining, and none when it is left blank', async () => {
    const runAction = vi.fn((_endpoint: string, _id: unknown, _body: unknown) =>
      Promise.resolve({}),
    );
    renderQueue(runAction);
    await userEvent.click(
      await within(await rowOf('ann@example.com')).findByRole('button', { name: 'Decline' }),
    );
    let dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('Reason (optional)'), 'Blurry proof');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(runAction).toHaveBeenCalledTimes(1));
    expect(runAction.mock.calls[0]![2]).toEqual({ status: 'DECLINED', reason: 'Blurry proof' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(
      within(await rowOf('bob@example.com')).getByRole('button', { name: 'Decline' }),
    );
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(runAction).toHaveBeenCalledTimes(2));
    expect(runAction.mock.calls[1]![2]).toEqual({ status: 'DECLINED' });
  });

  it('bulk approve calls the single-item endpoint once per selected pending row', async () => {
    const runAction = vi.fn((_endpoint: string, _id: unknown, _body: unknown) =>
      Promise.resolve({}),
    );
    renderQueue(runAction);
    // The approved row is not pending: no bulk action applies to it, so it cannot be selected.
    expect(await within(await rowOf('cyd@example.com')).findByRole('checkbox')).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(await screen.findByText('2 items selected')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2 selected items')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(runAction.mock.calls.map((c) => [c[0], c[1], c[2]])).toEqual([
      ['missions.moderationDecide', 7, { status: 'APPROVED' }],
      ['missions.moderationDecide', 8, { status: 'APPROVED' }],
    ]);
    // Done rows leave the selection: the toolbar no longer counts them.
    await waitFor(() => expect(screen.queryByText('2 items selected')).toBeNull());
  });

  it('selects rows one by one, says how many, and clears the selection', async () => {
    renderQueue(vi.fn());
    await userEvent.click(await within(await rowOf('ann@example.com')).findByRole('checkbox'));
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    await userEvent.click(within(await rowOf('bob@example.com')).getByRole('checkbox'));
    expect(await screen.findByText('2 items selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unselect' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table')).queryAllByRole('checkbox', { checked: true }),
      ).toEqual([]),
    );
  });

  it("keeps the dialog open on a failure with the server's message, and retries only the rows that failed", async () => {
    const runAction = vi.fn((_e: string, id: number, _body: unknown) =>
      id === 8
        ? Promise.reject(new HttpError('Only pending items can be approved or declined', 400, {}))
        : Promise.resolve({}),
    );
    renderQueue(runAction);
    for (const login of ['ann@example.com', 'bob@example.com'])
      await userEvent.click(await within(await rowOf(login)).findByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await within(dialog).findByText(/Only pending items can be approved or declined/),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(runAction).toHaveBeenCalledTimes(3));
    expect(runAction.mock.calls[2]![1]).toBe(8);
  });

  it('shows the §8 generic text when the failure carries no message', async () => {
    const runAction = vi.fn((_endpoint: string, _id: unknown, _body: unknown) =>
      Promise.reject(new HttpError('', 500, {})),
    );
    renderQueue(runAction);
    await userEvent.click(
      await within(await rowOf('ann@example.com')).findByRole('button', { name: 'Approve' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await within(dialog).findByText('Oops! Something went wrong! Please try again!'),
    ).toBeInTheDocument();
  });
});

describe('§6: an action the role may not update is not offered', () => {
  const onUsers: ActionDef = { ...approve, id: 'block', section: 'USERS', when: undefined };
  it.each([
    ['ROLE_ADMIN', 'USERS', true],
    ['ROLE_MODERATOR', 'USERS', false],
    ['ROLE_MODERATOR', 'MISSIONS.MODERATION', true],
    ['ROLE_MODERATOR', 'REWARDS.MODERATION', true],
    ['ROLE_MODERATOR', 'REQUESTS', false],
    [null, 'MISSIONS.MODERATION', false],
  ] as const)('%s on %s: offered %s', (role, section, offered) => {
    expect(offeredTo([{ ...onUsers, section }], role).length > 0).toBe(offered);
  });

  it('draws no action buttons and no selection for a role without update', async () => {
    // The moderator reads the queue but may not update USERS.
    const onUsersOnly = { ...queue, actions: [{ ...approve, section: 'USERS' }] };
    renderQueue(vi.fn(), 'ROLE_MODERATOR', onUsersOnly);
    const ann = await rowOf('ann@example.com');
    expect(within(ann).queryByRole('button')).toBeNull();
    expect(within(ann).queryByRole('checkbox')).toBeNull();
    // Nor an empty Actions column.
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('draws the Actions column for a role offered an action', async () => {
    renderQueue(vi.fn());
    await rowOf('ann@example.com');
    expect(await screen.findByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });
});

describe('record actions on a show page', () => {
  const adjust: ActionDef = {
    id: 'adjustPoints',
    label: 'Adjust points',
    endpoint: 'users.adjustPoints',
    body: {},
    reason: 'required',
    fields: [
      {
        field: 'amount',
        label: 'Amount',
        input: 'number',
        validators: [
          { name: 'required', params: { label: 'Amount' } },
          { name: 'validNumber' },
          { name: 'integer' },
        ],
      },
    ],
    confirm: 'Add or take away points?',
    bulk: false,
    section: 'USERS',
    color: 'primary',
  };
  const block: ActionDef = {
    ...adjust,
    id: 'block',
    label: 'Block',
    endpoint: 'users.update',
    body: { status: 'BLOCKED' },
    reason: undefined,
    fields: [],
    confirm: 'Block this user?',
    when: { status: 'ACTIVE' },
    color: 'error',
  };
  const page: ShowPage = {
    kind: 'show',
    resource: 'users',
    idParam: 'userId',
    fields: [{ field: 'login', label: 'Login', type: 'text', sortable: true }],
    actions: [block, adjust],
  };

  function renderUser(runAction: ReturnType<typeof vi.fn>, status = 'ACTIVE') {
    renderInAdmin(<ShowRenderer page={page} />, {
      dataProvider: {
        getOne: (() =>
          Promise.resolve({ data: { id: 42, login: 'ann@example.com', status } })) as never,
        ...({ runAction } as object),
      },
      url: '/users/42',
      route: '/users/:userId',
      authProvider: signedInAs('ROLE_ADMIN'),
    });
  }

  it('checks the amount and the required reason with the §5 texts before calling', async () => {
    const runAction = vi.fn((_endpoint: string, _id: unknown, _body: unknown) =>
      Promise.resolve({}),
    );
    renderUser(runAction);
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust points' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    expect(await within(dialog).findByText('Amount is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();

    await fill(within(dialog).getByLabelText('Amount'), '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    expect(await within(dialog).findByText('Value should be integer number')).toBeInTheDocument();
    expect(runAction).not.toHaveBeenCalled();
  });

  it('sends a negative amount with its reason to the user', async () => {
    const runAction = vi.fn((_endpoint: string, _id: unknown, _body: unknown) =>
      Promise.resolve({}),
    );
    renderUser(runAction);
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust points' }));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('Amount'), '-50');
    await fill(within(dialog).getByLabelText('Reason'), 'Duplicate reward');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    await waitFor(() => expect(runAction).toHaveBeenCalledTimes(1));
    expect(runAction.mock.calls[0]!.slice(0, 3)).toEqual([
      'users.adjustPoints',
      42,
      { amount: -50, reason: 'Duplicate reward' },
    ]);
  });

  it('offers Block to an active user and not to a blocked one', async () => {
    renderUser(vi.fn(), 'BLOCKED');
    await screen.findByRole('button', { name: 'Adjust points' });
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
  });
});
