import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useOperatorState } from '../../operator';
import { notify } from '../../data/notifications';
import { useResendCountdown } from './emailBanner/useResendCountdown';
import { markEmailVerified, resendVerification } from '../../data/sessionAccountCalls';
import { translate as t } from '../../i18n/translate';

function OperatorBanner() {
  const countdown = useResendCountdown();
  const [sending, setSending] = useState(false);
  const { operatorId } = useOperatorState();

  const resend = async () => {
    setSending(true);
    try {
      await resendVerification(operatorId);
      countdown.start();
      notify({ message: 'pages.emailBanner.resent', type: 'info' });
    } catch {
      // The data layer already showed the error toast (§8).
    } finally {
      setSending(false);
    }
  };

  const waiting = countdown.secondsLeft > 0;
  return (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => void resend()}
          disabled={sending || waiting}
        >
          {waiting
            ? t('pages.emailBanner.resendIn', { seconds: countdown.secondsLeft })
            : t('pages.emailBanner.resend')}
        </Button>
      }
    >
      {t('pages.emailBanner.text')}
    </Alert>
  );
}

function SuperAdminBanner() {
  const { reload, operatorId } = useOperatorState();
  const [saving, setSaving] = useState(false);

  const verify = async () => {
    setSaving(true);
    try {
      await markEmailVerified(operatorId);
      await reload('operator');
    } catch {
      // The data layer already showed the error toast (§8).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Alert severity="info">
      {t('pages.emailBanner.superAdminText')}
      <FormControlLabel
        sx={{ ml: 1 }}
        control={<Checkbox checked={saving} disabled={saving} onChange={() => void verify()} />}
        label={t('pages.emailBanner.superAdminCheckbox')}
      />
    </Alert>
  );
}

/**
 * §2: operators whose email is not verified may resend the letter (then wait 59 s); the super
 * admin, viewing such an operator, can mark it verified after checking it by other means.
 */
export default function EmailConfirmationBanner() {
  const { role, operatorInfo } = useOperatorState();
  if (!role || !operatorInfo || operatorInfo.emailVerified !== false) return null;
  return role === 'ROLE_SUPER_ADMIN' ? <SuperAdminBanner /> : <OperatorBanner />;
}
