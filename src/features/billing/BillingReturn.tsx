import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { AccountFrame } from '../../ui/AccountFrame';
import { translate } from '../../i18n/translate';

/** The BLANK pages the payment provider returns to: what happened, and the way back to Billing. */
export function BillingReturn({ title, text }: { title: string; text: string }) {
  return (
    <AccountFrame title={translate(title)}>
      <Alert severity="info" role="status">
        {translate(text)}
      </Alert>
      <Button component={RouterLink} to="/billing" variant="contained" fullWidth sx={{ mt: 2 }}>
        {translate('pages.billing.backToBilling')}
      </Button>
    </AccountFrame>
  );
}
