import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AccountFrame } from '../../ui/AccountFrame';
import { AccountForm } from './AccountForm';
import { useSubmit } from '../../ui/form/useSubmit';
import { EMAIL_REFS, rulesFrom } from '../../ui/form/rules';
import { TextInputField } from '../../ui/form/TextInputField';
import { useFormState, type FieldRules } from '../../ui/form/useFormState';
import { forgotPassword } from '../../data/accountCalls';
import { translate as t } from '../../i18n/translate';

type Values = { email: string };

/** /forgot-password: asks the API to mail a recovery link, then says so. */
export default function ForgotPassword() {
  const rules = useMemo<FieldRules<Values>>(() => ({ email: rulesFrom(EMAIL_REFS) }), []);
  const form = useFormState<Values>({ email: '' }, rules);
  const submit = useSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    const email = form.values.email.trim();
    const result = await submit.run(() => forgotPassword({ email }));
    if (result.ok) setSentTo(email);
  };

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
          onSubmit={onSubmit}
          error={submit.error}
          running={submit.running}
          submitLabel={t('pages.forgotPassword.submit')}
        >
          <TextInputField
            {...form.bind('email')}
            type="email"
            autoComplete="email"
            required
            label={t('pages.common.email')}
          />
        </AccountForm>
      )}
      <Link component={RouterLink} to="/login" sx={{ display: 'block', mt: 2 }}>
        {t('pages.common.backToLogin')}
      </Link>
    </AccountFrame>
  );
}
