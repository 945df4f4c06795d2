import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { AppNotification } from '../data/notifications';

export type Toast = AppNotification & { readonly id: number };
import { translate } from '../i18n/translate';

/** Shows the first notification of the queue; server texts are rendered as text, keys translated. */
export default function Toasts({
  queue,
  onClose,
}: {
  queue: readonly Toast[];
  onClose: () => void;
}) {
  const current = queue[0];
  if (!current) return null;
  const severity =
    current.type === 'success' || current.type === 'warning' || current.type === 'info'
      ? current.type
      : 'error';
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={6000}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {translate(current.message, { ...current.args, _: current.message })}
      </Alert>
    </Snackbar>
  );
}
