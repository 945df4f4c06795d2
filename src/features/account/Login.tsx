import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useMemo } from 'react';
import { getDemoInfo } from '../../config/demo';
import { Link as RouterLink } from 'react-router-dom';
import { setToken } from '../../session';
import { translate } from '../../i18n/translate';
import { AccountFrame } from '../../ui/AccountFrame';
import { AccountForm } from './AccountForm';
import { useSubmit } from '../../ui/form/useSubmit';
import { EMAIL_REFS, rulesFrom } from '../../ui/form/rules';
import { TextInputField } from '../../ui/form/TextInputField';
import { useFormState, type FieldRules } from '../../ui/form/useFormState';
import { login } from '../../data/accountCalls';

type Values = { email: string; password: string };

// Mock mode only: a real-API deployment never downloads the demo list.
const DemoAccounts = lazy(() => import('./DemoAccounts'));

/**
 * /login. On success the token is stored; the navigation guard then sends the user to their home
 * page, or to `toRoute` when it is an in-app page they may open.
 */
export default function Login() {
  const rules = useMemo<FieldRules<Values>>(
    () => ({
      email: rulesFrom(EMAIL_REFS),
      password: rulesFrom([{ name: 'required', params: { label: 'Password' } }]),
    }),
    [],
  );
  const form = useFormState<Values>({ email: '', password: '' }, rules);
  const submit = useSubmit();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    const result = await submit.run(() =>
      login({ login: form.values.email.trim(), password: form.values.password }),
    );
    if (result.ok) setToken(result.value);
  };

  return (
    <AccountFrame title={translate('login.title')}>
      <AccountForm
        onSubmit={onSubmit}
        error={submit.error}
        running={submit.running}
        submitLabel={translate('login.submit')}
        label={translate('login.title')}
      >
        <TextInputField
          {...form.bind('email')}
          type="email"
          autoComplete="username"
          required
          label={translate('login.email')}
        />
        <TextInputField
          {...form.bind('password')}
          type="password"
          autoComplete="current-password"
          required
          label={translate('login.password')}
        />
      </AccountForm>
      <Stack direction="row" justifyContent="space-between" sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/forgot-password">
          {translate('login.forgotPassword')}
        </Link>
        <Link component={RouterLink} to="/registration">
          {translate('login.register')}
        </Link>
      </Stack>
      {getDemoInfo() && (
        <Suspense fallback={null}>
          <DemoAccounts
            onPick={(account, password) => {
              form.setValue('email', account);
              form.setValue('password', password);
            }}
          />
        </Suspense>
      )}
    </AccountFrame>
  );
}
