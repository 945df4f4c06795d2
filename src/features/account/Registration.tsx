import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { setToken } from '../../session';
import { AccountFrame } from '../../ui/AccountFrame';
import { AccountForm } from './AccountForm';
import { EmailField, PasswordField } from './AccountFields';
import { formStatus, useAccountForm } from './useAccountForm';
import { registerAccount } from '../../data/accountCalls';
import { translate as t } from '../../i18n/translate';

type Values = { email: string; password: string };

/** /registration: a new operator account; its registration token leads on to CompletingRegistration. */
export default function Registration() {
  const navigate = useNavigate();
  const { form, submit } = useAccountForm<Values>(
    { email: '', password: '' },
    { email: 'email', password: 'password' },
  );

  const onSubmit = submit(async (values) => {
    setToken(await registerAccount({ email: values.email.trim(), password: values.password }));
    navigate('/completing-registration', { replace: true });
  });

  return (
    <AccountFrame title={t('pages.registration.title')} intro={t('pages.registration.intro')}>
      <AccountForm
        {...formStatus(form)}
        onSubmit={onSubmit}
        submitLabel={t('pages.registration.submit')}
      >
        <EmailField control={form.control} label={t('pages.common.email')} />
        <PasswordField control={form.control} isNew label={t('pages.common.password')} />
      </AccountForm>
      <Link component={RouterLink} to="/login" sx={{ display: 'block', mt: 2 }}>
        {t('pages.registration.haveAccount')}
      </Link>
    </AccountFrame>
  );
}
