import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { setToken } from '../../session';
import { AccountFrame } from '../../ui/AccountFrame';
import { AccountForm } from './AccountForm';
import { useSubmit } from '../../ui/form/useSubmit';
import { EMAIL_REFS, PASSWORD_REFS, rulesFrom } from '../../ui/form/rules';
import { TextInputField } from '../../ui/form/TextInputField';
import { useFormState, type FieldRules } from '../../ui/form/useFormState';
import { registerAccount } from '../../data/accountCalls';
import { translate as t } from '../../i18n/translate';

type Values = { email: string; password: string };

/** /registration: a new operator account; its registration token leads on to CompletingRegistration. */
export default function Registration() {
  const navigate = useNavigate();
  const rules = useMemo<FieldRules<Values>>(
    () => ({ email: rulesFrom(EMAIL_REFS), password: rulesFrom(PASSWORD_REFS) }),
    [],
  );
  const form = useFormState<Values>({ email: '', password: '' }, rules);
  const submit = useSubmit();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    const result = await submit.run(() =>
      registerAccount({ email: form.values.email.trim(), password: form.values.password }),
    );
    if (!result.ok) return;
    setToken(result.value);
    navigate('/completing-registration', { replace: true });
  };

  return (
    <AccountFrame title={t('pages.registration.title')} intro={t('pages.registration.intro')}>
      <AccountForm
        onSubmit={onSubmit}
        error={submit.error}
        running={submit.running}
        submitLabel={t('pages.registration.submit')}
      >
        <TextInputField
          {...form.bind('email')}
          type="email"
          autoComplete="email"
          required
          label={t('pages.common.email')}
        />
        <TextInputField
          {...form.bind('password')}
          type="password"
          autoComplete="new-password"
          required
          label={t('pages.common.password')}
        />
      </AccountForm>
      <Link component={RouterLink} to="/login" sx={{ display: 'block', mt: 2 }}>
        {t('pages.registration.haveAccount')}
      </Link>
    </AccountFrame>
  );
}
