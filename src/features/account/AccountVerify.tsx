import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AccountFrame } from '../../ui/AccountFrame';
import { verifyAccount } from '../../data/accountCalls';
import { translate as t } from '../../i18n/translate';

type State = 'verifying' | 'success' | 'failure';

/** /account-verify: posts the mailed token once and says whether the email is now verified. */
export default function AccountVerify() {
  const [search] = useSearchParams();
  const verifyToken = search.get('token') ?? '';
  const [state, setState] = useState<State>('verifying');

  useEffect(() => {
    let live = true;
    verifyAccount({ token: verifyToken }).then(
      () => live && setState('success'),
      () => live && setState('failure'),
    );
    return () => {
      live = false;
    };
  }, [verifyToken]);

  return (
    <AccountFrame title={t('pages.accountVerify.title')}>
      {state === 'verifying' ? (
        <Stack direction="row" spacing={2} alignItems="center" role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('pages.accountVerify.verifying')}</Typography>
        </Stack>
      ) : (
        <Alert severity={state === 'success' ? 'success' : 'error'} role="status">
          {t(state === 'success' ? 'pages.accountVerify.success' : 'pages.accountVerify.failure')}
        </Alert>
      )}
      <Button
        component={RouterLink}
        to="/login"
        variant="contained"
        fullWidth
        sx={{ mt: 2 }}
        disabled={state === 'verifying'}
      >
        {t('pages.common.backToLogin')}
      </Button>
    </AccountFrame>
  );
}
