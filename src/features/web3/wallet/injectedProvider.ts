type WalletWindow = Window & { ethereum?: unknown };

/**
 * Resolves true once the browser wallet is in `window.ethereum`, false when it is not there after
 * `timeoutMs` (§9's async injection wait). A wallet that injects itself late says so with
 * MetaMask's `ethereum#initialized` or EIP-6963's `eip6963:announceProvider` (asked for here with
 * `eip6963:requestProvider`); one that says nothing is looked for again at the end of the wait.
 */
export function waitForInjectedProvider(
  timeoutMs: number,
  target: WalletWindow = window,
): Promise<boolean> {
  const present = () => target.ethereum !== undefined && target.ethereum !== null;
  if (present()) return Promise.resolve(true);
  const EVENTS = ['ethereum#initialized', 'eip6963:announceProvider'] as const;
  return new Promise((resolve) => {
    const finish = (found: boolean) => {
      clearTimeout(timer);
      for (const name of EVENTS) target.removeEventListener(name, onEvent);
      resolve(found);
    };
    const onEvent = () => {
      if (present()) finish(true);
    };
    const timer = setTimeout(() => finish(present()), timeoutMs);
    for (const name of EVENTS) target.addEventListener(name, onEvent);
    target.dispatchEvent(new Event('eip6963:requestProvider'));
  });
}
