import { LoadedDemoAccounts, type DemoAccountsProps } from './demoAccountsPanel';

/** The demo list once loaded; nothing on a real API, which never downloads it. */
export function DemoAccountsSlot(props: DemoAccountsProps) {
  return LoadedDemoAccounts ? <LoadedDemoAccounts {...props} /> : null;
}
