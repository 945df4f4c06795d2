import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { getDemoInfo } from '../../config/demo';
import { Link as RouterLink } from 'react-router-dom';
import { setToken } from '../../session';
import { translate } from '../../i18n/translate';
import { AccountFrame } from '../../ui/AccountFrame';
import { AccountForm } from './AccountForm';
import { DemoAccountsSlot } from './DemoAccountsSlot';
import { login } from '../../data/accountCalls';
import { TextInput } from '../../ui/form/TextInput';
import { useLightForm } from '../../ui/form/useLightForm';
import { checkWith, EMAIL_CHECKS, ENTERED_PASSWORD_CHECKS } from '../../ui/form/checks';

type Values = { email: string; password: string };

const RULES = {
  email: checkWith<Values>(EMAIL_CHECKS),
  password: checkWith<Values>(ENTERED_PASSWORD_CHECKS),
};

/**
 * /login. On success the token is stored; the navigation guard then sends the user to their home
 * page, or to `toRoute` when it is an in-app page they may open.
 */
export default function Login() {
  const { field, submit, fill, submitting, submitError } = useLightForm<Values>(
    { email: '', password: '' },
    RULES,
    { login: 'email', password: 'password' },
  );

  const onSubmit = submit(async (values) => {
    setToken(await login({ login: values.email.trim(), password: values.password }));
  });

  return (
    <AccountFrame title={translate('login.title')}>
      <AccountForm
        onSubmit={onSubmit}
        submitting={submitting}
        error={submitError}
        submitLabel={translate('login.submit')}
        label={translate('login.title')}
      >
        <TextInput
          {...field('email')}
          type="email"
          autoComplete="username"
          required
          label={translate('login.email')}
        />
        <TextInput
          {...field('password')}
          type="password"
          autoComplete="current-password"
          required
          label={translate('login.password')}
        />
      </AccountForm>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2 }}>
        <Link component={RouterLink} to="/forgot-password">
          {translate('login.forgotPassword')}
        </Link>
        <Link component={RouterLink} to="/registration">
          {translate('login.register')}
        </Link>
      </Stack>
      {/* Mock mode only: a real-API deployment never downloads the demo list. */}
      {getDemoInfo() && (
        <DemoAccountsSlot onPick={(account, password) => fill({ email: account, password })} />
      )}
    </AccountFrame>
  );
}
