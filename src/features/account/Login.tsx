import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { getDemoInfo } from '../../config/demo';
import { Link as RouterLink } from 'react-router-dom';
import { setToken } from '../../session';
import { translate } from '../../i18n/translate';
import { AccountFrame } from '../../ui/AccountFrame';
import { AccountForm } from './AccountForm';
import { EmailField, PasswordField } from './AccountFields';
import { useAccountForm } from './useAccountForm';
import { login } from '../../data/accountCalls';

type Values = { email: string; password: string };

// Mock mode only: a real-API deployment never downloads the demo list.
const DemoAccounts = lazy(() => import('./DemoAccounts'));

/**
 * /login. On success the token is stored; the navigation guard then sends the user to their home
 * page, or to `toRoute` when it is an in-app page they may open.
 */
export default function Login() {
  const { form, submit } = useAccountForm<Values>(
    { email: '', password: '' },
    { login: 'email', password: 'password' },
  );

  const onSubmit = submit(async (values) => {
    setToken(await login({ login: values.email.trim(), password: values.password }));
  });

  return (
    <AccountFrame title={translate('login.title')}>
      <AccountForm
        form={form}
        onSubmit={onSubmit}
        submitLabel={translate('login.submit')}
        label={translate('login.title')}
      >
        <EmailField
          control={form.control}
          autoComplete="username"
          label={translate('login.email')}
        />
        <PasswordField control={form.control} isNew={false} label={translate('login.password')} />
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
              form.clearErrors();
            }}
          />
        </Suspense>
      )}
    </AccountFrame>
  );
}
