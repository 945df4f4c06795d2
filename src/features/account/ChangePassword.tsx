import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { clearSession } from '../../session';
import { AccountFrame } from '../../ui/AccountFrame';
import { AccountForm } from './AccountForm';
import { useSubmit } from '../../ui/form/useSubmit';
import { PASSWORD_REFS, rulesFrom } from '../../ui/form/rules';
import { TextInputField } from '../../ui/form/TextInputField';
import { useFormState, type FieldRules } from '../../ui/form/useFormState';
import { recoverPassword } from '../../data/accountCalls';
import { translate as t } from '../../i18n/translate';

type Values = { password: string; confirm: string };

/** /password-recovery: the `token` query parameter is the recovery token of the mailed link (never a login). */
export default function ChangePassword() {
  const [search] = useSearchParams();
  const recoveryToken = search.get('token') ?? '';
  const rules = useMemo<FieldRules<Values>>(
    () => ({
      password: rulesFrom(PASSWORD_REFS),
      confirm: [
        (value, all) =>
          value === all.password ? undefined : { message: 'pages.changePassword.mismatch' },
      ],
    }),
    [],
  );
  const form = useFormState<Values>({ password: '', confirm: '' }, rules);
  const submit = useSubmit();
  const [done, setDone] = useState(false);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    const result = await submit.run(() =>
      recoverPassword({ token: recoveryToken, password: form.values.password }),
    );
    if (!result.ok) return;
    // A reset-password session has served its purpose: the next step is a normal login.
    clearSession();
    setDone(true);
  };

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
        onSubmit={onSubmit}
        error={submit.error}
        running={submit.running}
        submitLabel={t('pages.changePassword.submit')}
      >
        <TextInputField
          {...form.bind('password')}
          type="password"
          autoComplete="new-password"
          required
          label={t('pages.changePassword.newPassword')}
        />
        <TextInputField
          {...form.bind('confirm')}
          type="password"
          autoComplete="new-password"
          required
          label={t('pages.changePassword.confirmPassword')}
        />
      </AccountForm>
      <Link component={RouterLink} to="/login" sx={{ display: 'block', mt: 2 }}>
        {t('pages.common.backToLogin')}
      </Link>
    </AccountFrame>
  );
}
