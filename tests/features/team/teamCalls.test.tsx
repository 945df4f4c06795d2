import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { RemoveMemberButton } from '../../../src/features/team/TeamActions';
import { useInviteMember } from '../../../src/features/team/useInviteMember';
import { consoleWrapper } from '../../operator/support';

describe('team calls', () => {
  it('an invite is sent with no toast on failure (§8) and refreshes the members list', async () => {
    const dp = { inviteMember: vi.fn(async () => undefined) };
    const { queryClient, Wrapper } = consoleWrapper({ dataProvider: dp });
    const listKey = ['members', 'getList', { pagination: { page: 1, perPage: 10 } }];
    queryClient.setQueryData(listKey, { data: [], total: 0 });
    const { result } = renderHook(() => useInviteMember(), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync({ email: 'a@b.co', role: 'ROLE_SUPPORT' }));
    expect(dp.inviteMember).toHaveBeenCalledWith(
      { email: 'a@b.co', role: 'ROLE_SUPPORT' },
      { skipNotificationStatus: 'all' },
    );
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('removing a member is a delete of the members resource, after the confirmation', async () => {
    const member = { id: 9, email: 'ann@example.com', role: 'ROLE_SUPPORT' };
    const dp = { delete: vi.fn(async () => ({ data: member })) };
    const { Wrapper } = consoleWrapper({ dataProvider: dp });
    render(
      <RecordContextProvider value={member}>
        <RemoveMemberButton />
      </RecordContextProvider>,
      { wrapper: Wrapper },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove ann@example.com' }));
    expect(dp.delete).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Remove')!,
    );
    await waitFor(() =>
      expect(dp.delete).toHaveBeenCalledWith('members', expect.objectContaining({ id: 9 })),
    );
  });
});
