import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { translate } from '../i18n/translate';
import { AccountFrame } from './AccountFrame';

/** An error page: its code, title and one way on. "/" lets the guard pick the user's home (or Login). */
export function ErrorPage({ code, title, text }: { code: string; title: string; text: string }) {
  return (
    <AccountFrame title={translate(title)}>
      <Typography variant="h2" component="p" color="primary" aria-hidden="true">
        {code}
      </Typography>
      <Typography sx={{ my: 2 }}>{translate(text)}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {translate('errors.goHome')}
      </Button>
    </AccountFrame>
  );
}
