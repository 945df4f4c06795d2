import { useNavigate } from 'react-router-dom';
import { AccountFrame } from '../../ui/AccountFrame';
import { FormTextField } from '../../ui/form/FormTextField';
import { validateWith } from '../../ui/form/validate';
import { AccountForm } from './AccountForm';
import { formStatus, useAccountForm } from './useAccountForm';
import { completeRegistration } from '../../data/sessionAccountCalls';
import { translate as t } from '../../i18n/translate';

type Values = { companyName: string; website: string; contactName: string };

const RULES = {
  companyName: validateWith<Values>([
    { name: 'required', params: { label: 'Company name' } },
    { name: 'maxLength', params: { max: 100 } },
  ]),
  website: validateWith<Values>([{ name: 'url' }]),
  contactName: validateWith<Values>([{ name: 'maxLength', params: { max: 100 } }]),
};

/**
 * /completing-registration: the company details turn the registration token into a full admin
 * token; the admin's home is then Basic Setup.
 */
export default function CompletingRegistration() {
  const navigate = useNavigate();
  const { form, submit } = useAccountForm<Values>(
    { companyName: '', website: '', contactName: '' },
    { companyName: 'companyName', website: 'website', contactName: 'contactName' },
  );

  const onSubmit = submit(async (values) => {
    const body = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
    const token = await completeRegistration(body);
    // The new admin token travels in the URL: the navigation guard stores it and removes it in the
    // same navigation, so no render ever sees the admin token on this registration-only page.
    navigate(`/basic-setup?token=${encodeURIComponent(token)}`, { replace: true });
  });

  const field = (
    name: keyof Values,
    label: string,
    type: 'text' | 'url' = 'text',
    required = false,
  ) => (
    <FormTextField
      control={form.control}
      name={name}
      type={type}
      required={required}
      label={t(label)}
      validate={RULES[name]}
    />
  );

  return (
    <AccountFrame
      title={t('pages.completingRegistration.title')}
      intro={t('pages.completingRegistration.intro')}
    >
      <AccountForm
        {...formStatus(form)}
        onSubmit={onSubmit}
        submitLabel={t('pages.completingRegistration.submit')}
      >
        {field('companyName', 'pages.completingRegistration.companyName', 'text', true)}
        {field('website', 'pages.completingRegistration.website', 'url')}
        {field('contactName', 'pages.completingRegistration.contactName')}
      </AccountForm>
    </AccountFrame>
  );
}
