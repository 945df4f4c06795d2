/** A toast raised outside React (the HTTP client); the UI translates `message`, a key or server text. */
export interface AppNotification {
  readonly message: string;
  readonly type: 'error' | 'warning' | 'info' | 'success';
  readonly args?: Readonly<Record<string, unknown>>;
}

type Listener = (n: AppNotification) => void;
const listeners = new Set<Listener>();

export function notify(n: AppNotification): void {
  for (const l of listeners) l(n);
}

export function subscribeNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
