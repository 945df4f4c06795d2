import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { clearSession } from '../../session';
import { AccountFrame } from '../../ui/AccountFrame';
import { FormTextField } from '../../ui/form/FormTextField';
import { AccountForm } from './AccountForm';
import { PasswordField } from './AccountFields';
import { formStatus, useAccountForm } from './useAccountForm';
import { recoverPassword } from '../../data/accountCalls';
import { translate as t } from '../../i18n/translate';

type Values = { password: string; confirm: string };

const sameAsPassword = (value: unknown, all: Values) =>
  value === all.password || t('pages.changePassword.mismatch');

/** /password-recovery: the `token` query parameter is the recovery token of the mailed link (never a login). */
export default function ChangePassword() {
  const [search] = useSearchParams();
  const recoveryToken = search.get('token') ?? '';
  const { form, submit } = useAccountForm<Values>(
    { password: '', confirm: '' },
    { password: 'password' },
  );
  const [done, setDone] = useState(false);

  const onSubmit = submit(async (values) => {
    await recoverPassword({ token: recoveryToken, password: values.password });
    // A reset-password session has served its purpose: the next step is a normal login.
    clearSession();
    setDone(true);
  });

  if (done) {
    return (
      <AccountFrame title={t('pages.changePassword.title')}>
        <Alert severity="success" role="status">
          {t('pages.changePassword.success')}
        </Alert>
        <Button
          component={RouterLink}
          to="/login"
          replace
          variant="contained"
          fullWidth
          sx={{ mt: 2 }}
        >
          {t('pages.common.backToLogin')}
        </Button>
      </AccountFrame>
    );
  }

  return (
    <AccountFrame title={t('pages.changePassword.title')}>
      <AccountForm
        {...formStatus(form)}
        onSubmit={onSubmit}
        submitLabel={t('pages.changePassword.submit')}
      >
        <PasswordField control={form.control} isNew label={t('pages.changePassword.newPassword')} />
        <FormTextField
          control={form.control}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          label={t('pages.changePassword.confirmPassword')}
          validate={sameAsPassword}
        />
      </AccountForm>
      <Link component={RouterLink} to="/login" sx={{ display: 'block', mt: 2 }}>
        {t('pages.common.backToLogin')}
      </Link>
    </AccountFrame>
  );
}
