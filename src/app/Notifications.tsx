import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { subscribeNotifications } from '../data/notifications';
import { getToken } from '../session';
import type { Toast } from './Toasts';
import { ToastSinkContext, type ToastSink } from './toastSink';

// The toast UI loads with the first toast: most visits to the login page never need it.
const Toasts = lazy(() => import('./Toasts'));

let nextId = 0;

/**
 * The one path of the data layer's toasts (§8 error catalogue): each goes to exactly one place.
 * Inside the console, react-admin's notification (the console claims the sink, see
 * console/ConsoleToasts.tsx); on the light front door, these light toasts. A toast raised as the
 * session ends (a 401) stays here: the console is about to unmount and the user lands on Login.
 * Listens from the first render, so no notification is lost while either UI loads.
 */
export function Notifications({ children }: { children: ReactNode }) {
  const sinkRef = useRef<ToastSink | null>(null);
  const [queue, setQueue] = useState<readonly Toast[]>([]);
  useEffect(
    () =>
      subscribeNotifications((n) => {
        if (sinkRef.current && getToken() !== null) sinkRef.current(n);
        else setQueue((q) => [...q, { ...n, id: nextId++ }]);
      }),
    [],
  );
  return (
    <ToastSinkContext.Provider value={sinkRef}>
      {children}
      {queue.length > 0 && (
        <Suspense fallback={null}>
          <Toasts queue={queue} onClose={() => setQueue((q) => q.slice(1))} />
        </Suspense>
      )}
    </ToastSinkContext.Provider>
  );
}
