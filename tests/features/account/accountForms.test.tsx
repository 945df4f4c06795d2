/**
 * The account forms on react-hook-form: the §5 texts on blur and on submit, a failed call's
 * `body.errors` on their fields (else the §8 text above the button), and what was typed kept.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pasteInto } from '../../support/paste';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { HttpError, noResponseError } from '../../../src/data/HttpError';
import ChangePassword from '../../../src/features/account/ChangePassword';
import CompletingRegistration from '../../../src/features/account/CompletingRegistration';
import ForgotPassword from '../../../src/features/account/ForgotPassword';
import Login from '../../../src/features/account/Login';
import Registration from '../../../src/features/account/Registration';

const calls = vi.hoisted(() => ({
  login: vi.fn(),
  registerAccount: vi.fn(),
  forgotPassword: vi.fn(),
  recoverPassword: vi.fn(),
  completeRegistration: vi.fn(),
}));
vi.mock('../../../src/data/accountCalls', () => calls);
vi.mock('../../../src/data/sessionAccountCalls', () => calls);

beforeEach(() => {
  for (const call of Object.values(calls)) call.mockReset();
});

function show(Page: ComponentType) {
  const view = render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  const fill = (field: HTMLElement, text: string) => pasteInto(user, field, text);
  return { ...view, user, fill };
}

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe('validation (§5): every rule on submit, with the exact texts', () => {
  it.each<[string, ComponentType, string, Record<string, string>, string[]]>([
    ['Login, empty', Login, 'Log in', {}, ['Email is required', 'Password is required']],
    [
      'Login, bad email',
      Login,
      'Log in',
      { Email: 'ann@', Password: 'x' },
      ['Email must be valid'],
    ],
    [
      'Registration, weak password',
      Registration,
      'Create account',
      { Email: 'ann@example.com', Password: 'abcdefg1' },
      ['At least one uppercase and one lowercase letter'],
    ],
    [
      'Registration, short password',
      Registration,
      'Create account',
      { Email: 'ann@example.com', Password: 'Abcdef1' },
      ['At least 8 characters'],
    ],
    ['Forgot password, empty', ForgotPassword, 'Send link', {}, ['Email is required']],
    [
      'Change password, not the same twice',
      ChangePassword,
      'Change password',
      { 'New password': 'Abcdefg1', 'Confirm password': 'Abcdefg2' },
      ['Passwords do not match'],
    ],
    [
      'Completing registration, no name and a bad URL',
      CompletingRegistration,
      'Finish registration',
      { 'Company website': 'not a url' },
      ['Company name is required', 'Please enter valid URL'],
    ],
  ])('%s → %j, nothing sent', async (_, Page, submit, typed, texts) => {
    const { user, fill } = show(Page);
    for (const [label, value] of Object.entries(typed)) await fill(input(label), value);
    await user.click(screen.getByRole('button', { name: submit }));
    for (const text of texts) expect(await screen.findByText(text)).toBeInTheDocument();
    for (const call of Object.values(calls)) expect(call).not.toHaveBeenCalled();
    for (const [label, value] of Object.entries(typed)) expect(input(label).value).toBe(value);
  });

  it('checks a field when it loses focus, and clears the text once the value is fixed', async () => {
    const { user, fill } = show(Login);
    await fill(input('Email'), 'ann@');
    await user.tab();
    expect(await screen.findByText('Email must be valid')).toBeInTheDocument();
    await fill(input('Email'), 'example.com');
    await waitFor(() => expect(screen.queryByText('Email must be valid')).toBeNull());
  });

  it("is the page's own validation, not the browser's (noValidate)", () => {
    show(Login);
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAttribute('novalidate');
  });
});

describe('a failed submit', () => {
  const registration = { Email: 'ann@example.com', Password: 'Abcdefg1' };

  it.each<[string, unknown, { field?: [string, string]; general?: string }]>([
    [
      'body.errors → the message under its field, no general text',
      new HttpError('Validation failed', 400, {
        message: 'Validation failed',
        errors: { email: 'This email is already registered' },
      }),
      { field: ['Email', 'This email is already registered'] },
    ],
    [
      'a server message → shown above the button',
      new HttpError('Injected fault: HTTP 500', 500, { message: 'Injected fault: HTTP 500' }),
      { general: 'Injected fault: HTTP 500' },
    ],
    [
      'no response → the §8 text',
      noResponseError(false),
      { general: 'Oops, something went wrong' },
    ],
    [
      'the time-out → the §8 text',
      noResponseError(true),
      { general: 'Oops, something went wrong' },
    ],
    [
      'a field the form does not have → the general text',
      new HttpError('Validation failed', 400, {
        message: 'Validation failed',
        errors: { plan: 'Unknown plan' },
      }),
      { general: 'Validation failed' },
    ],
  ])('%s; what was typed stays', async (_, error, expected) => {
    calls.registerAccount.mockRejectedValue(error);
    const { user, fill } = show(Registration);
    for (const [label, value] of Object.entries(registration)) await fill(input(label), value);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls.registerAccount).toHaveBeenCalledOnce());
    if (expected.field) {
      const [label, text] = expected.field;
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(input(label)).toHaveAttribute('aria-invalid', 'true');
      expect(input(label)).toHaveAccessibleDescription(text);
      expect(screen.queryByRole('alert')).toBeNull();
    } else {
      expect(await screen.findByRole('alert')).toHaveTextContent(expected.general!);
    }
    for (const [label, value] of Object.entries(registration))
      expect(input(label).value).toBe(value);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it("Login maps the API's `login` field to the Email input", async () => {
    calls.login.mockRejectedValue(
      new HttpError('Validation failed', 400, {
        message: 'Validation failed',
        errors: { login: 'Login is required' },
      }),
    );
    const { user, fill } = show(Login);
    await fill(input('Email'), 'ann@example.com');
    await fill(input('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login is required')).toBeInTheDocument();
    expect(input('Email')).toHaveAccessibleDescription('Login is required');
    expect(input('Email').value).toBe('ann@example.com');
  });

  it('a server error on a field goes once the field is edited', async () => {
    calls.forgotPassword.mockRejectedValue(
      new HttpError('Validation failed', 400, { errors: { email: 'Unknown account' } }),
    );
    const { user, fill } = show(ForgotPassword);
    await fill(input('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Unknown account')).toBeInTheDocument();
    await user.type(input('Email'), 'm');
    await waitFor(() => expect(screen.queryByText('Unknown account')).toBeNull());
  });

  it('a success sends the trimmed values (Forgot password says where the link went)', async () => {
    calls.forgotPassword.mockResolvedValue(undefined);
    const { user, fill } = show(ForgotPassword);
    await fill(input('Email'), '  ann@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ann@example.com');
    expect(calls.forgotPassword).toHaveBeenCalledWith({ email: 'ann@example.com' });
  });
});
