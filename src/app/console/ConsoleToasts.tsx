import { useContext, useEffect } from 'react';
import { useNotify } from 'react-admin';
import { ToastSinkContext } from '../toastSink';

/**
 * Inside `<Admin>`: claims the data layer's toasts for react-admin's notification while the
 * console is mounted, so console pages and the data layer notify through one `useNotify`. The
 * message is a catalogue key or a server text: `_` makes a server text show as it is.
 */
export function ConsoleToasts() {
  const notify = useNotify();
  const sinkRef = useContext(ToastSinkContext);
  useEffect(() => {
    if (!sinkRef) return;
    const mine = (n: Parameters<NonNullable<typeof sinkRef.current>>[0]) =>
      notify(n.message, {
        type: n.type,
        messageArgs: { ...n.args, _: n.message },
        autoHideDuration: 6000,
      });
    sinkRef.current = mine;
    return () => {
      if (sinkRef.current === mine) sinkRef.current = null;
    };
  }, [notify, sinkRef]);
  return null;
}
