import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { subscribeNotifications } from '../data/notifications';
import { translate } from '../i18n/translate';

interface Toast {
  readonly id: number;
  readonly text: string;
  readonly severity: 'error' | 'warning' | 'info' | 'success';
}

let nextId = 0;

/**
 * Toasts raised by the data layer (§8 error catalogue) on any page, public or console. Server
 * texts are rendered as text; a catalogue key is translated.
 */
export function Notifications() {
  const [queue, setQueue] = useState<readonly Toast[]>([]);
  useEffect(
    () =>
      subscribeNotifications((n) => {
        const severity =
          n.type === 'success' || n.type === 'warning' || n.type === 'info' ? n.type : 'error';
        setQueue((q) => [
          ...q,
          { id: nextId++, text: translate(n.message, { ...n.args, _: n.message }), severity },
        ]);
      }),
    [],
  );
  const current = queue[0];
  const close = () => setQueue((q) => q.slice(1));
  return (
    <Snackbar
      key={current?.id}
      open={!!current}
      autoHideDuration={6000}
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {current ? (
        <Alert severity={current.severity} variant="filled" onClose={close} sx={{ width: '100%' }}>
          {current.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
