import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitePayload } from '../../data/payloads';
import { useOperatorCalls } from '../../operator/useOperatorCalls';

/**
 * Invite a team member. §8: a failure shows no user message, so the data layer is told not to
 * toast it; a success refreshes the `members` list wherever it shows.
 */
export function useInviteMember() {
  const { dataProvider } = useOperatorCalls();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitePayload) =>
      dataProvider.inviteMember(body, { skipNotificationStatus: 'all' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}
