/**
 * Invite Member on react-hook-form (§5, §8): email required and valid, checked on blur and on
 * submit; Invite disabled while the email is empty; a failure shows no message but a server
 * message about a field, and keeps what was typed; a success resets the form.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, noResponseError } from '../../../src/data/HttpError';
import { InviteMemberDialog } from '../../../src/features/team/InviteMemberDialog';
import { consoleWrapper } from '../../operator/support';
import { pasteInto } from '../../support/paste';

function show(inviteMember: (...args: unknown[]) => Promise<unknown>) {
  const { Wrapper } = consoleWrapper({ dataProvider: { inviteMember } });
  const onInvited = vi.fn();
  render(<InviteMemberDialog open onClose={() => undefined} onInvited={onInvited} />, {
    wrapper: Wrapper,
  });
  const user = userEvent.setup();
  const fill = (field: HTMLElement, text: string) => pasteInto(user, field, text);
  return { user, fill, onInvited };
}

const email = () => screen.getByLabelText('Email', { exact: false }) as HTMLInputElement;
const inviteButton = () => screen.getByRole('button', { name: 'Invite' });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('Invite Member', () => {
  it('keeps Invite disabled while the email is empty', async () => {
    const { user } = show(vi.fn());
    expect(inviteButton()).toBeDisabled();
    await user.type(email(), ' ');
    expect(inviteButton()).toBeDisabled();
    await user.type(email(), 'a');
    expect(inviteButton()).toBeEnabled();
  });

  it('says "Email must be valid" on blur and on submit, and sends nothing', async () => {
    const invite = vi.fn();
    const { user, fill } = show(invite);
    await fill(email(), 'ann@');
    await user.tab();
    expect(await screen.findByText('Email must be valid')).toBeInTheDocument();
    await user.click(inviteButton());
    expect(screen.getByText('Email must be valid')).toBeInTheDocument();
    expect(invite).not.toHaveBeenCalled();
  });

  it.each<[string, unknown, string | null]>([
    [
      'a server message about the email → under the field',
      new HttpError('Validation failed', 400, {
        message: 'Validation failed',
        errors: { email: 'Already a member' },
      }),
      'Already a member',
    ],
    ['a 500 → no message (§8)', new HttpError('Injected fault: HTTP 500', 500, {}), null],
    ['no response → no message (§8)', noResponseError(false), null],
  ])('%s; the typed email stays', async (_, error, fieldText) => {
    const { user, fill, onInvited } = show(vi.fn(() => Promise.reject(error)));
    await fill(email(), 'ann@example.com');
    await user.click(inviteButton());
    await waitFor(() => expect(inviteButton()).toBeEnabled());
    if (fieldText) expect(email()).toHaveAccessibleDescription(fieldText);
    else expect(email()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Validation failed')).toBeNull();
    expect(screen.queryByText(/Injected fault|Oops/)).toBeNull();
    expect(email().value).toBe('ann@example.com');
    expect(onInvited).not.toHaveBeenCalled();
  });

  it('sends the trimmed email with the default role (admin), then resets', async () => {
    const invite = vi.fn(async () => undefined);
    const { user, fill, onInvited } = show(invite);
    await fill(email(), ' ann@example.com ');
    await user.click(inviteButton());
    await waitFor(() => expect(onInvited).toHaveBeenCalledOnce());
    expect(invite).toHaveBeenCalledWith(
      { email: 'ann@example.com', role: 'ROLE_ADMIN' },
      { skipNotificationStatus: 'all' },
    );
    expect(email().value).toBe('');
  });
});
