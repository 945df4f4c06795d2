import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { translate } from '../../i18n/translate';
import { AccountFrame } from '../../ui/AccountFrame';

/**
 * The super admin opened /operators/{id}/… for an id the API does not know: say so plainly, rather
 * than draw the console's shell around pages that can only fail.
 */
export function OperatorNotFound({ id }: { id: string }) {
  return (
    <AccountFrame title={translate('records.operatorNotFound.title')}>
      <Typography variant="h2" component="p" color="primary" aria-hidden="true">
        404
      </Typography>
      <Typography sx={{ my: 2 }}>{translate('records.operatorNotFound.text', { id })}</Typography>
      <Button component={RouterLink} to="/operators" variant="contained">
        {translate('records.operatorNotFound.back')}
      </Button>
    </AccountFrame>
  );
}
