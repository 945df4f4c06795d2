import { lazy, Suspense, useEffect, useState } from 'react';
import { subscribeNotifications } from '../data/notifications';
import type { Toast } from './Toasts';

// The toast UI loads with the first toast: most visits to the login page never need it.
const Toasts = lazy(() => import('./Toasts'));

let nextId = 0;

/**
 * Toasts raised by the data layer (§8 error catalogue) on any page, public or console. Listens
 * from the first render, so no notification is lost while the toast UI loads.
 */
export function Notifications() {
  const [queue, setQueue] = useState<readonly Toast[]>([]);
  useEffect(
    () => subscribeNotifications((n) => setQueue((q) => [...q, { ...n, id: nextId++ }])),
    [],
  );
  if (queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toasts queue={queue} onClose={() => setQueue((q) => q.slice(1))} />
    </Suspense>
  );
}
