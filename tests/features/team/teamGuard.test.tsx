/**
 * The team's foot-guns in the console: the user's own row and the last active admin's row
 * show their actions disabled with the reason (records.team.*), before any call; another admin's
 * row stays open; roles that do not manage the team get no actions. And §2's Invite Member banner
 * shows only for an operator with no team yet.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import InviteMemberButton from '../../../src/features/team/InviteMemberButton';
import TeamActions from '../../../src/features/team/TeamActions';
import { ROLES } from '../../../src/generated/roles';
import { recordsMessagesEn } from '../../../src/i18n/en/records';
import { consoleWrapper } from '../../operator/support';

const { self: SELF, lastAdmin: LAST_ADMIN } = recordsMessagesEn.records.team;
/** A role a member may be given and lose freely: invitable, no keep-one guard (whatever roles.yaml says). */
const PLAIN_ROLE =
  ROLES.find((r) => r.invitable && !('keepOne' in r && r.keepOne))?.code ?? 'ROLE_SUPPORT';
const ME = 'ann@team.test';

function showRow(
  member: { id: number; email: string; role: string; status: string },
  { activeAdmins, role = 'ROLE_ADMIN' }: { activeAdmins: number; role?: string },
) {
  const getList = vi.fn(async () => ({
    data: [{ id: 1, email: 'x@team.test' }],
    total: activeAdmins,
  }));
  const dp = { getList, update: vi.fn(), delete: vi.fn() };
  const { Wrapper } = consoleWrapper({ dataProvider: dp, role, login: ME });
  render(
    <RecordContextProvider value={member}>
      <TeamActions />
    </RecordContextProvider>,
    { wrapper: Wrapper },
  );
  return { dp, getList };
}

describe('Team row guard', () => {
  it.each([
    {
      name: 'own row',
      member: { id: 1, email: ME, role: 'ROLE_ADMIN', status: 'ACTIVE' },
      activeAdmins: 2,
      reason: SELF,
    },
    {
      name: 'last active admin',
      member: { id: 2, email: 'bob@team.test', role: 'ROLE_ADMIN', status: 'ACTIVE' },
      activeAdmins: 1,
      reason: LAST_ADMIN,
    },
    {
      name: 'another admin while two are active',
      member: { id: 3, email: 'bob@team.test', role: 'ROLE_ADMIN', status: 'ACTIVE' },
      activeAdmins: 2,
      reason: null,
    },
    {
      name: 'a member of another invitable role',
      member: { id: 4, email: 'cy@team.test', role: PLAIN_ROLE, status: 'ACTIVE' },
      activeAdmins: 1,
      reason: null,
    },
  ])('$name → $reason', async ({ member, activeAdmins, reason }) => {
    const { dp } = showRow(member, { activeAdmins });
    const remove = await screen.findByRole('button', { name: `Remove ${member.email}` });
    const role = screen.getByRole('combobox', { name: new RegExp(member.email) });
    if (reason) {
      const why = await screen.findByRole('button', { name: reason });
      expect(remove).toBeDisabled();
      expect(role).toHaveAttribute('aria-disabled', 'true');
      // The reason also shows as a tooltip for a pointer user.
      await userEvent.hover(why);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
    } else {
      await waitFor(() => expect(remove).toBeEnabled());
      expect(role).not.toHaveAttribute('aria-disabled');
      expect(screen.queryByRole('button', { name: SELF })).toBeNull();
      expect(screen.queryByRole('button', { name: LAST_ADMIN })).toBeNull();
    }
    expect(dp.delete).not.toHaveBeenCalled();
  });

  it('counts the active holders of the role through the members list (its total)', async () => {
    const { getList } = showRow(
      { id: 2, email: 'bob@team.test', role: 'ROLE_ADMIN', status: 'ACTIVE' },
      { activeAdmins: 1 },
    );
    await screen.findByRole('button', { name: LAST_ADMIN });
    expect(getList).toHaveBeenCalledWith(
      'members',
      expect.objectContaining({ filter: { role: 'ROLE_ADMIN', status: 'ACTIVE' } }),
    );
  });

  it.each(['ROLE_MARKETING', 'ROLE_DEVELOPMENT', 'ROLE_SUPPORT', 'ROLE_PRODUCT'])(
    '%s reads the team but gets no role picker and no Remove',
    (role) => {
      showRow(
        { id: 4, email: 'cy@team.test', role: 'ROLE_SUPPORT', status: 'ACTIVE' },
        {
          activeAdmins: 1,
          role,
        },
      );
      expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
      expect(screen.queryByRole('combobox')).toBeNull();
    },
  );
});

describe('Invite Member banner (§2)', () => {
  const BANNER = 'Invite your team members to start integration of the Platform';
  it.each([
    { name: 'only the user in the team', members: [{ id: 1, email: ME }], banner: true },
    { name: 'an empty team', members: [], banner: true },
    {
      name: 'the user and a colleague',
      members: [
        { id: 1, email: ME },
        { id: 2, email: 'bob@team.test' },
      ],
      banner: false,
    },
    {
      name: 'one colleague, not the user',
      members: [{ id: 2, email: 'bob@team.test' }],
      banner: false,
    },
  ])('$name → banner $banner', async ({ members, banner }) => {
    const getList = vi.fn(async () => ({ data: members, total: members.length }));
    const { Wrapper } = consoleWrapper({ dataProvider: { getList }, login: ME });
    render(<InviteMemberButton />, { wrapper: Wrapper });
    expect(getList).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Invite Member' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(getList).toHaveBeenCalled());
    if (banner) expect(await within(dialog).findByText(BANNER)).toBeInTheDocument();
    else {
      // The answer has come back and rendered before the banner's absence is asserted.
      await act(async () => {
        await getList.mock.results[0]?.value;
      });
      expect(within(dialog).queryByText(BANNER)).toBeNull();
    }
  });
});

describe('Invite Member dialog across openings', () => {
  it('is drawn only once asked for, and keeps what was typed when closed and opened again', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const { Wrapper } = consoleWrapper({ dataProvider: { getList }, login: ME });
    render(<InviteMemberButton />, { wrapper: Wrapper });
    expect(screen.queryByLabelText(/Email/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Invite Member' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'new@team.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Invite Member' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByLabelText(/Email/)).toHaveValue('new@team.test');
  });
});
