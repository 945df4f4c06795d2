import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AccountFrame } from '../../ui/AccountFrame';
import { AccountForm } from './AccountForm';
import { EmailField } from './AccountFields';
import { formStatus, useAccountForm } from './useAccountForm';
import { forgotPassword } from '../../data/accountCalls';
import { translate as t } from '../../i18n/translate';

type Values = { email: string };

/** /forgot-password: asks the API to mail a recovery link, then says so. */
export default function ForgotPassword() {
  const { form, submit } = useAccountForm<Values>({ email: '' }, { email: 'email' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = submit(async (values) => {
    const email = values.email.trim();
    await forgotPassword({ email });
    setSentTo(email);
  });

  return (
    <AccountFrame
      title={t('pages.forgotPassword.title')}
      intro={sentTo ? undefined : t('pages.forgotPassword.intro')}
    >
      {sentTo ? (
        <Alert severity="success" role="status">
          {t('pages.forgotPassword.sent', { email: sentTo })}
        </Alert>
      ) : (
        <AccountForm
          {...formStatus(form)}
          onSubmit={onSubmit}
          submitLabel={t('pages.forgotPassword.submit')}
        >
          <EmailField control={form.control} label={t('pages.common.email')} />
        </AccountForm>
      )}
      <Link component={RouterLink} to="/login" sx={{ display: 'block', mt: 2 }}>
        {t('pages.common.backToLogin')}
      </Link>
    </AccountFrame>
  );
}
