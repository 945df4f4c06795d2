import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { AccountFrame } from '../../ui/AccountFrame';
import { AccountForm } from './AccountForm';
import { useSubmit } from '../../ui/form/useSubmit';
import { rulesFrom } from '../../ui/form/rules';
import { TextInputField } from '../../ui/form/TextInputField';
import { useFormState, type FieldRules } from '../../ui/form/useFormState';
import { completeRegistration } from '../../data/accountCalls';
import { translate as t } from '../../i18n/translate';

type Values = { companyName: string; website: string; contactName: string };

/**
 * /completing-registration: the company details turn the registration token into a full admin
 * token; the admin's home is then Basic Setup.
 */
export default function CompletingRegistration() {
  const navigate = useNavigate();
  const rules = useMemo<FieldRules<Values>>(
    () => ({
      companyName: rulesFrom([
        { name: 'required', params: { label: 'Company name' } },
        { name: 'maxLength', params: { max: 100 } },
      ]),
      website: rulesFrom([{ name: 'url' }]),
      contactName: rulesFrom([{ name: 'maxLength', params: { max: 100 } }]),
    }),
    [],
  );
  const form = useFormState<Values>({ companyName: '', website: '', contactName: '' }, rules);
  const submit = useSubmit();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) return;
    const body = Object.fromEntries(Object.entries(form.values).map(([k, v]) => [k, v.trim()]));
    const result = await submit.run(() => completeRegistration(body));
    if (!result.ok) return;
    // The new admin token travels in the URL: the navigation guard stores it and removes it in the
    // same navigation, so no render ever sees the admin token on this registration-only page.
    navigate(`/basic-setup?token=${encodeURIComponent(result.value)}`, { replace: true });
  };

  const field = (
    name: keyof Values,
    label: string,
    type: 'text' | 'url' = 'text',
    required = false,
  ) => (
    <TextInputField
      name={name}
      type={type}
      required={required}
      label={t(label)}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(v) => form.setValue(name, v)}
      onBlur={() => form.validateField(name)}
    />
  );

  return (
    <AccountFrame
      title={t('pages.completingRegistration.title')}
      intro={t('pages.completingRegistration.intro')}
    >
      <AccountForm
        onSubmit={onSubmit}
        error={submit.error}
        running={submit.running}
        submitLabel={t('pages.completingRegistration.submit')}
      >
        {field('companyName', 'pages.completingRegistration.companyName', 'text', true)}
        {field('website', 'pages.completingRegistration.website', 'url')}
        {field('contactName', 'pages.completingRegistration.contactName')}
      </AccountForm>
    </AccountFrame>
  );
}
