import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EmailConfirmationBanner from '../../../src/features/account/EmailConfirmationBanner';
import {
  RESEND_TIMEOUT_KEY,
  RESEND_WAIT_MS,
  secondsLeft,
} from '../../../src/features/account/emailBanner/resendTimeout';

const operator = vi.hoisted(() => ({
  role: 'ROLE_ADMIN' as string,
  operatorInfo: { emailVerified: false } as { emailVerified: boolean } | null,
  reload: vi.fn(async () => undefined),
}));
const api = vi.hoisted(() => ({ resendVerification: vi.fn(), markEmailVerified: vi.fn() }));

vi.mock('../../../src/operator', () => ({ useOperatorState: () => operator }));
vi.mock('../../../src/data/notifications', () => ({ notify: vi.fn() }));
vi.mock('../../../src/data/sessionAccountCalls', () => api);

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  localStorage.clear();
  operator.role = 'ROLE_ADMIN';
  operator.operatorInfo = { emailVerified: false };
  api.resendVerification.mockReset().mockResolvedValue(undefined);
  api.markEmailVerified.mockReset().mockResolvedValue(undefined);
  operator.reload.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('resend time-out', () => {
  it.each([
    [NOW + 59_000, NOW, 59],
    [NOW + 58_001, NOW, 59],
    [NOW + 1_000, NOW, 1],
    [NOW, NOW, 0],
    [NOW - 5_000, NOW, 0],
  ])('until %d at %d leaves %d s', (until, now, expected) => {
    expect(secondsLeft(until, now)).toBe(expected);
  });
});

describe('EmailConfirmationBanner', () => {
  it('shows nothing when the email is verified', () => {
    operator.operatorInfo = { emailVerified: true };
    const { container } = render(<EmailConfirmationBanner />);
    expect(container).toBeEmptyDOMElement();
  });

  it('after a resend, stores an absolute time-out and counts 59 s down before allowing another', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<EmailConfirmationBanner />);
    await user.click(screen.getByRole('button', { name: 'Resend' }));

    expect(api.resendVerification).toHaveBeenCalledTimes(1);
    expect(Number(localStorage.getItem(RESEND_TIMEOUT_KEY))).toBe(NOW + RESEND_WAIT_MS);
    // The countdown starts once the resend call has answered.
    expect(await screen.findByRole('button', { name: 'Resend in 59 s' })).toBeDisabled();

    await act(async () => {
      vi.advanceTimersByTime(58_000);
    });
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();

    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('keeps the countdown across a reload (a new mount reads local storage)', () => {
    localStorage.setItem(RESEND_TIMEOUT_KEY, String(NOW + 30_000));
    render(<EmailConfirmationBanner />);
    expect(screen.getByRole('button', { name: 'Resend in 30 s' })).toBeDisabled();
  });

  it('does not start the countdown when the resend fails', async () => {
    api.resendVerification.mockRejectedValue(new Error('boom'));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<EmailConfirmationBanner />);
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled());
    expect(localStorage.getItem(RESEND_TIMEOUT_KEY)).toBeNull();
  });

  it('lets the super admin mark the operator’s email verified, then reloads the operator', async () => {
    operator.role = 'ROLE_SUPER_ADMIN';
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<EmailConfirmationBanner />);
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('checkbox', { name: 'I have checked and verify operator’s email' }),
    );
    expect(api.markEmailVerified).toHaveBeenCalledTimes(1);
    expect(operator.reload).toHaveBeenCalledWith('operator');
  });
});
