import { CORE_MESSAGES } from '@sommai/shared';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (a new page), a shown error is cleared. */
  resetKey?: unknown;
  standalone?: boolean;
}

interface ErrorBoundaryState {
  error: Error | null;
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: asError(error) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private readonly reset = (): void => {
    this.setState({ error: null });
  };

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorScreen
        title={CORE_MESSAGES.errorTitle}
        text={CORE_MESSAGES.errorText}
        detail={error.message}
        onRetry={this.reset}
        standalone={this.props.standalone}
      />
    );
  }
}
