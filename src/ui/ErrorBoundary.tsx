import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportCaughtError } from '../monitoring/report';

export interface FallbackProps {
  error: unknown;
  /** Renders the children again from scratch (a fresh mount: their queries load again). */
  retry: () => void;
}

interface Props {
  children: ReactNode;
  fallback: (props: FallbackProps) => ReactNode;
  /** When it changes (another route), a shown fallback gives way to the children again. */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  failed: boolean;
  attempt: number;
  resetKey: unknown;
}

/**
 * Keeps a crash inside the part of the screen that crashed: the page, or one top-bar widget. The
 * error is reported (./monitoring/report), the fallback is shown in its place, and the shell around
 * it (menus, top bar, session) goes on working.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = {
    error: null,
    failed: false,
    attempt: 0,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, error: null, failed: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportCaughtError(error, info.componentStack ?? undefined);
  }

  private readonly retry = () => {
    this.setState((s) => ({ error: null, failed: false, attempt: s.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.failed)
      return this.props.fallback({ error: this.state.error, retry: this.retry });
    // A new key per attempt: retry mounts the children afresh instead of reusing a broken tree.
    return (
      <ErrorBoundaryAttempt key={this.state.attempt}>{this.props.children}</ErrorBoundaryAttempt>
    );
  }
}

function ErrorBoundaryAttempt({ children }: { children: ReactNode }) {
  return children;
}
