import type { ComponentType } from 'react';

/** What the demo list takes: picking an account fills the login form. */
export type DemoAccountsProps = { onPick: (login: string, password: string) => void };

/**
 * The demo list's component once loaded (a live binding); null on a real API, which never
 * downloads it. Held here, not in the component's module, so a hot update of that module keeps it.
 */
export let LoadedDemoAccounts: ComponentType<DemoAccountsProps> | null = null;

/**
 * Loads the demo list's code with the mock API (main.tsx, mock mode only), so Login draws it in its
 * first frame. Drawn later, as a lazy part, the list grew the centred card and moved the Log in
 * button from under the pointer of someone about to press it.
 */
export async function loadDemoAccountsPanel(): Promise<void> {
  LoadedDemoAccounts = (await import('./DemoAccounts')).default;
}
