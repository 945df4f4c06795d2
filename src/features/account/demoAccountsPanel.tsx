import type { ComponentType } from 'react';

type Props = { onPick: (login: string, password: string) => void };

let Panel: ComponentType<Props> | null = null;

/**
 * Loads the demo list's code with the mock API (main.tsx, mock mode only), so Login draws it in its
 * first frame. Drawn later, as a lazy part, the list grew the centred card and moved the Log in
 * button from under the pointer of someone about to press it.
 */
export async function loadDemoAccountsPanel(): Promise<void> {
  Panel = (await import('./DemoAccounts')).default;
}

/** The demo list once loaded; nothing on a real API, which never downloads it. */
export function DemoAccountsPanel(props: Props) {
  return Panel ? <Panel {...props} /> : null;
}
