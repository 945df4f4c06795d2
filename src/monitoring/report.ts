/**
 * Errors an error boundary catches never reach `window.onerror`, so the SDK would not see them.
 * Boundaries hand them here; once reporting has started (./start) they go to Sentry, through the
 * same §8 rules as every other event. Before that, or without a DSN, they are only logged.
 */
type Reporter = (error: unknown, componentStack?: string) => void;

let reporter: Reporter | null = null;

export function setCaughtErrorReporter(next: Reporter | null): void {
  reporter = next;
}

export function reportCaughtError(error: unknown, componentStack?: string): void {
  console.error(error);
  reporter?.(error, componentStack);
}
