/**
 * What the embedded mock API offers the UI (demo accounts, reset). main.tsx fills it in mock mode
 * only; everything else reads it here, so no runtime module imports the mock.
 */
export interface DemoAccount {
  readonly login: string;
  readonly role: string;
  readonly description?: string;
}

export interface DemoInfo {
  readonly accounts: readonly DemoAccount[];
  readonly password: string;
  readonly reset: () => Promise<void> | void;
  /** Switches a feature flag of an operator in the demo data (to try a page gated on it). */
  readonly setFlag?: (operatorId: string, code: string, enabled: boolean) => void;
}

let demo: DemoInfo | null = null;

export function setDemoInfo(info: DemoInfo | null): void {
  demo = info;
}

/** null when the console talks to a real API. */
export function getDemoInfo(): DemoInfo | null {
  return demo;
}
