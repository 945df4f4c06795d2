import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, use } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AccountFrame } from '../../ui/AccountFrame';
import { verifyAccount } from '../../data/accountCalls';
import { translate as t } from '../../i18n/translate';

/**
 * One verification per mailed token and page load: rendering reads the call's result (React's
 * `use`), so a re-render or StrictMode's double render never posts the token twice, and no effect
 * does the fetching.
 */
const verifications = new Map<string, Promise<boolean>>();
function verification(token: string): Promise<boolean> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifyAccount({ token }).then(
      () => true,
      () => false,
    );
    verifications.set(token, pending);
  }
  return pending;
}

function Verifying() {
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{t('pages.accountVerify.verifying')}</Typography>
    </Stack>
  );
}

function Outcome({ token }: { token: string }) {
  const verified = use(verification(token));
  return (
    <>
      <Alert severity={verified ? 'success' : 'error'} role="status">
        {t(verified ? 'pages.accountVerify.success' : 'pages.accountVerify.failure')}
      </Alert>
      <BackToLogin disabled={false} />
    </>
  );
}

function BackToLogin({ disabled }: { disabled: boolean }) {
  return (
    <Button
      component={RouterLink}
      to="/login"
      variant="contained"
      fullWidth
      sx={{ mt: 2 }}
      disabled={disabled}
    >
      {t('pages.common.backToLogin')}
    </Button>
  );
}

/** /account-verify: posts the mailed token once and says whether the email is now verified. */
export default function AccountVerify() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  return (
    <AccountFrame title={t('pages.accountVerify.title')}>
      <Suspense
        fallback={
          <>
            <Verifying />
            <BackToLogin disabled />
          </>
        }
      >
        <Outcome token={token} />
      </Suspense>
    </AccountFrame>
  );
}
