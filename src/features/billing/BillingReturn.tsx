import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { translate as t } from '../../i18n/translate';
import { AccountFrame } from '../../ui/AccountFrame';
import { inView } from './links';

/** The BLANK pages the payment provider returns to: what happened, and the way back to Billing. */
export function BillingReturn({ title, text }: { title: string; text: string }) {
  const { pathname } = useLocation();
  return (
    <AccountFrame title={t(title)}>
      <Alert severity="info" role="status">
        {t(text)}
      </Alert>
      <Button
        component={RouterLink}
        to={inView(pathname, '/billing')}
        variant="contained"
        fullWidth
        sx={{ mt: 2 }}
      >
        {t('billing.backToBilling')}
      </Button>
    </AccountFrame>
  );
}
